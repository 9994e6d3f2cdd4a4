// The last 30 days of sales at every demo store, so the KPI summary and the reports show real figures at
// once: completed visits with their invoices (priced by the one pricing rule, packages/shared
// checkout/pricing.ts), tips, some retail, a promo now and then, card and cash payments, and a refund.
// History is written as rows (dated in the past, which the live checkout never does), deterministic.
import { addDays, priceInvoice, wallClockToInstant } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { queryRows } from '../query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';

export const DEMO_SALES_DAYS = 30;
const TAX_BP = 825;

interface SalesInput {
  tenantId: string;
  stores: { id: string; timezone: string }[];
  cuttersByStore: string[][];
  customerIds: string[];
  today: string;
}

/** A small deterministic sequence (the demo looks the same on every start). */
function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

export async function seedDemoSales(db: Db, input: SalesInput) {
  await withTenant(db, input.tenantId, async (tx) => {
    const services = await queryRows<{ id: string; name: string; price: number; minutes: number }>(
      tx,
      sql`select id, name, price_cents as price, duration_minutes as minutes from services order by name`,
    );
    const products = await queryRows<{ id: string; name: string; price: number }>(
      tx,
      sql`select id, name, price_cents as price from products order by name`,
    );
    const random = sequence(15);
    let n = 0;
    for (const [storeIndex, store] of input.stores.entries()) {
      const cutters = input.cuttersByStore[storeIndex] ?? [];
      if (cutters.length === 0) continue;
      for (let back = DEMO_SALES_DAYS; back >= 1; back--) {
        const date = addDays(input.today, -back);
        const visits = 2 + Math.floor(random() * 2);
        for (let v = 0; v < visits; v++) {
          const cutterId = cutters[v % cutters.length]!;
          const service = services[Math.floor(random() * services.length)]!;
          const start = wallClockToInstant(store.timezone, date, 10 * 60 + v * 75 + (storeIndex % 2) * 20, 'compatible');
          const customerId = random() < 0.6 ? input.customerIds[Math.floor(random() * input.customerIds.length)]! : null;
          const status = random() < 0.08 ? 'no_show' : 'checked_out';
          await sale(tx, {
            tenantId: input.tenantId,
            storeId: store.id,
            cutterId,
            customerId,
            service,
            product: random() < 0.3 ? products[Math.floor(random() * products.length)]! : null,
            promo: random() < 0.15,
            tipCents: random() < 0.7 ? 300 + 100 * Math.floor(random() * 6) : 0,
            card: random() < 0.65,
            refund: status === 'checked_out' && random() < 0.04,
            start,
            status,
            number: `DEMO-${String(++n).padStart(5, '0')}`,
          });
        }
      }
    }
  });
}

async function sale(
  tx: Tx,
  s: {
    tenantId: string;
    storeId: string;
    cutterId: string;
    customerId: string | null;
    service: { id: string; name: string; price: number; minutes: number };
    product: { id: string; name: string; price: number } | null;
    promo: boolean;
    tipCents: number;
    card: boolean;
    refund: boolean;
    start: Date;
    status: 'checked_out' | 'no_show';
    number: string;
  },
) {
  const end = new Date(s.start.getTime() + s.service.minutes * 60_000);
  const created = new Date(s.start.getTime() - 3 * 86_400_000);
  const [appointment] = await queryRows<{ id: string }>(
    tx,
    sql`insert into appointments (id, tenant_id, store_id, cutter_id, customer_id, guest_name, status, source, starts_at, ends_at,
                                  checked_in_at, started_at, completed_at, created_at, updated_at)
        values (gen_random_uuid(), ${s.tenantId}, ${s.storeId}, ${s.cutterId}, ${s.customerId}, ${s.customerId ? null : 'Walk-in guest'}, ${s.status},
                ${s.customerId ? 'web' : 'walkin'}, ${s.start.toISOString()}, ${end.toISOString()},
                ${s.status === 'checked_out' ? s.start.toISOString() : null}, ${s.status === 'checked_out' ? s.start.toISOString() : null},
                ${s.status === 'checked_out' ? end.toISOString() : null}, ${created.toISOString()}, ${end.toISOString()})
        returning id`,
  );
  await tx.execute(sql`insert into appointment_services (id, tenant_id, appointment_id, service_id, position, name, duration_minutes, price_cents)
                       values (gen_random_uuid(), ${s.tenantId}, ${appointment!.id}, ${s.service.id}, 0, ${s.service.name}, ${s.service.minutes}, ${s.service.price})`);
  if (s.status !== 'checked_out') return;

  const lines = [
    {
      kind: 'service' as const,
      itemId: s.service.id,
      name: s.service.name,
      quantity: 1,
      unitPriceCents: s.service.price,
      cutterId: s.cutterId,
    },
    ...(s.product
      ? [
          {
            kind: 'product' as const,
            itemId: s.product.id,
            name: s.product.name,
            quantity: 1,
            unitPriceCents: s.product.price,
            cutterId: null,
          },
        ]
      : []),
  ];
  const promo = s.promo ? { type: 'percentage' as const, value: 1000 } : null;
  const tips = s.tipCents ? [{ cutterId: s.cutterId, amountCents: s.tipCents }] : [];
  const priced = priceInvoice({ lines, taxRateBasisPoints: TAX_BP, promo, tips });
  const paidAt = new Date(end.getTime() + 5 * 60_000).toISOString();
  const refunded = s.refund ? priced.totalCents : 0;
  const [invoice] = await queryRows<{ id: string }>(
    tx,
    sql`insert into invoices (id, tenant_id, store_id, kind, cart_uniq_id, number, appointment_id, customer_id, status, tax_rate_basis_points,
                              promo_code, promo_type, promo_value, subtotal_cents, discount_cents, tax_cents, tip_cents, total_cents,
                              paid_cents, refunded_cents, stock_deducted_at, paid_at, created_at, updated_at)
        values (gen_random_uuid(), ${s.tenantId}, ${s.storeId}, 'appointment', ${`demo-${s.number}`}, ${s.number}, ${appointment!.id}, ${s.customerId},
                ${s.refund ? 'refunded' : 'success'}, ${TAX_BP}, ${promo ? 'WELCOME10' : null}, ${promo ? 'percentage' : null}, ${promo ? 1000 : null},
                ${priced.subtotalCents}, ${priced.discountCents}, ${priced.taxCents}, ${priced.tipCents}, ${priced.totalCents},
                ${priced.totalCents}, ${refunded}, ${paidAt}, ${paidAt}, ${end.toISOString()}, ${paidAt})
        returning id`,
  );
  for (const [position, line] of lines.entries()) {
    const p = priced.lines[position]!;
    await tx.execute(sql`insert into invoice_lines (id, tenant_id, invoice_id, position, kind, item_id, name, quantity, unit_price_cents,
                                                    amount_cents, discount_cents, tax_cents, total_cents, cutter_id, from_appointment)
                         values (gen_random_uuid(), ${s.tenantId}, ${invoice!.id}, ${position}, ${line.kind}, ${line.itemId}, ${line.name}, 1, ${line.unitPriceCents},
                                 ${p.amountCents}, ${p.discountCents}, ${p.taxCents}, ${p.totalCents}, ${line.cutterId}, ${line.kind === 'service'})`);
  }
  for (const tip of tips) {
    await tx.execute(sql`insert into invoice_tips (id, tenant_id, invoice_id, cutter_id, amount_cents)
                         values (gen_random_uuid(), ${s.tenantId}, ${invoice!.id}, ${tip.cutterId}, ${tip.amountCents})`);
  }
  const [payment] = await queryRows<{ id: string }>(
    tx,
    sql`insert into invoice_payments (id, tenant_id, invoice_id, tender, status, amount_cents, refunded_cents, gateway_key, charge_id, brand, last4,
                                      customer_id, actor_type, completed_at, created_at)
        values (gen_random_uuid(), ${s.tenantId}, ${invoice!.id}, ${s.card ? 'card' : 'cash'}, 'succeeded', ${priced.totalCents}, ${refunded},
                ${`pay_demo_${s.number}`}, ${s.card ? `ch_demo_${s.number}` : null}, ${s.card ? 'visa' : null}, ${s.card ? '4242' : null},
                ${s.customerId}, 'system', ${paidAt}, ${paidAt})
        returning id`,
  );
  if (s.refund) {
    const at = new Date(Date.parse(paidAt) + 86_400_000).toISOString();
    await tx.execute(sql`insert into invoice_refunds (id, tenant_id, invoice_id, payment_id, amount_cents, status, gateway_key, reason, actor_type, completed_at, created_at)
                         values (gen_random_uuid(), ${s.tenantId}, ${invoice!.id}, ${payment!.id}, ${refunded}, 'succeeded', ${`ref_demo_${s.number}`},
                                 'Customer was unhappy (demo)', 'system', ${at}, ${at})`);
  }
}
