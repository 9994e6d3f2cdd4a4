// Test data of the customer tests: history rows written directly (appointments with services, invoices with
// tenders, saved and gift cards) so the figures can be checked by hand.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, type TestTenant } from '../../testing/factories.ts';
import { categoryFor } from '../services/service-categories.ts';

let seq = 0;

export async function historyWorld(db: Db, tenant: TestTenant) {
  const t = tenant.tenant.id;
  const cutterA = await makeEmployee(db, tenant, 'cutter');
  const cutterB = await makeEmployee(db, tenant, 'cutter');
  const services: Record<string, string> = {};
  await withTenant(db, t, async (tx) => {
    for (const name of ['Haircut', 'Beard trim', 'Shave']) {
      services[name] = randomUUID();
      const { categoryId } = await categoryFor(tx, t, 'Haircuts');
      await tx.execute(sql`insert into services (id, tenant_id, name, category, category_id, duration_minutes, price_cents, skill_set)
                           values (${services[name]}, ${t}, ${name}, 'Haircuts', ${categoryId}, 30, 2500, 'haircut')`);
    }
  });

  async function appointment(
    customerId: string,
    status: string,
    startsAt: string,
    cutterId: string,
    names: string[],
    storeId = tenant.stores[0].id,
  ) {
    const id = randomUUID();
    const start = new Date(startsAt);
    await withTenant(db, t, async (tx) => {
      await tx.execute(sql`insert into appointments (id, tenant_id, store_id, cutter_id, customer_id, status, source, starts_at, ends_at)
        values (${id}, ${t}, ${storeId}, ${cutterId}, ${customerId}, ${status}, 'admin', ${start.toISOString()}, ${new Date(start.getTime() + 30 * 60000).toISOString()})`);
      let position = 0;
      for (const name of names)
        await tx.execute(sql`insert into appointment_services (id, tenant_id, appointment_id, service_id, position, name, duration_minutes, price_cents)
          values (${randomUUID()}, ${t}, ${id}, ${services[name]}, ${position++}, ${name}, 30, 2500)`);
    });
    return id;
  }

  async function invoice(
    customerId: string,
    money: { status: string; totalCents: number; paidCents: number; refundedCents?: number },
    tenders: { tender: string; amountCents: number; brand?: string; last4?: string }[] = [],
  ) {
    const id = randomUUID();
    const n = ++seq;
    await withTenant(db, t, async (tx) => {
      await tx.execute(sql`insert into invoices (id, tenant_id, store_id, kind, cart_uniq_id, number, customer_id, status, tax_rate_milli_percent,
          subtotal_cents, total_cents, paid_cents, refunded_cents)
        values (${id}, ${t}, ${tenant.stores[0].id}, 'sale', ${`cart-${id}`}, ${`T${Date.now() % 100000}-${n}`}, ${customerId}, ${money.status}, 0,
          ${money.totalCents}, ${money.totalCents}, ${money.paidCents}, ${money.refundedCents ?? 0})`);
      for (const p of tenders)
        await tx.execute(sql`insert into invoice_payments (id, tenant_id, invoice_id, tender, status, amount_cents, gateway_key, brand, last4, customer_id, actor_type)
          values (${randomUUID()}, ${t}, ${id}, ${p.tender}, 'succeeded', ${p.amountCents}, ${`pay_${randomUUID()}`}, ${p.brand ?? null}, ${p.last4 ?? null}, ${customerId}, 'admin')`);
    });
    return id;
  }

  async function savedCard(customerId: string, brand: string, last4: string, isDefault = false) {
    const id = randomUUID();
    await withTenant(db, t, (tx) =>
      tx.execute(sql`insert into saved_cards (id, tenant_id, customer_id, gateway, customer_ref, card_ref, brand, last4, exp_month, exp_year, is_default)
        values (${id}, ${t}, ${customerId}, 'sandbox', ${`cus_${id}`}, ${`card_${id}`}, ${brand}, ${last4}, 12, 2030, ${isDefault})`),
    );
    return id;
  }

  async function giftCard(customerId: string, last4: string, balanceCents: number) {
    const id = randomUUID();
    const invoiceId = await invoice(customerId, { status: 'success', totalCents: balanceCents, paidCents: balanceCents });
    await withTenant(db, t, (tx) =>
      tx.execute(sql`insert into gift_cards (id, tenant_id, store_id, number_hash, last4, initial_cents, balance_cents, customer_id, invoice_id, invoice_line_id)
        values (${id}, ${t}, ${tenant.stores[0].id}, ${`hash-${id}`}, ${last4}, ${balanceCents}, ${balanceCents}, ${customerId}, ${invoiceId}, ${randomUUID()})`),
    );
    return id;
  }

  return { cutterA, cutterB, services, appointment, invoice, savedCard, giftCard };
}
