// The last 30 days of sales at every demo store, so the KPI summary and the reports show real figures at
// once: completed visits with their invoices (priced by the one pricing rule, packages/shared
// checkout/pricing.ts), tips, some retail, a promo now and then, card and cash payments, and a refund.
// History is written as rows (dated in the past, which the live checkout never does), deterministic.
import { addDays, priceInvoice, wallClockToInstant } from '@salon/shared';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queryRows } from '../query-rows.ts';
import { appointmentServices, appointments, invoiceLines, invoicePayments, invoiceRefunds, invoices, invoiceTips } from '../schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { regularVisits } from './demo-regulars.ts';

export const DEMO_SALES_DAYS = 30;
const TAX_MILLI_PERCENT = 8250;

interface SalesInput {
  tenantId: string;
  stores: { id: string; timezone: string }[];
  cuttersByStore: string[][];
  customerIds: string[];
  /** Demo regulars (demo-regulars.ts): their earlier visits are written too; the first nine have history. */
  regularIds?: string[];
  today: string;
  /** Invoice numbers are `<prefix>-00001`... and unique in the tenant: a second seed into one tenant needs its own. */
  numberPrefix?: string;
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
    const rows = newRows();
    let n = 0;
    const prefix = input.numberPrefix ?? 'DEMO';
    for (const [storeIndex, store] of input.stores.entries()) {
      const cutters = input.cuttersByStore[storeIndex] ?? [];
      if (cutters.length === 0) continue;
      for (let back = DEMO_SALES_DAYS; back >= 1; back--) {
        const date = addDays(input.today, -back);
        const visits = 3 + Math.floor(random() * 3);
        for (let v = 0; v < visits; v++) {
          const cutterId = cutters[v % cutters.length]!;
          const service = services[Math.floor(random() * services.length)]!;
          const start = wallClockToInstant(store.timezone, date, 10 * 60 + v * 75 + (storeIndex % 2) * 20, 'compatible');
          const customerId = random() < 0.6 ? input.customerIds[Math.floor(random() * input.customerIds.length)]! : null;
          const status = random() < 0.08 ? 'no_show' : 'checked_out';
          sale(rows, {
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
            number: `${prefix}-${String(++n).padStart(5, '0')}`,
          });
        }
      }
    }
    // The regulars' earlier visits (before the month), every one served and paid.
    const history = sequence(29);
    const short = services.filter((x) => x.minutes <= 60);
    const previous = new Map<number, Date>();
    for (const r of input.regularIds?.length ? regularVisits(input.stores.length, DEMO_SALES_DAYS) : []) {
      const store = input.stores[r.storeIndex]!;
      const cutters = input.cuttersByStore[r.storeIndex] ?? [];
      if (cutters.length === 0) continue;
      const start = wallClockToInstant(store.timezone, addDays(input.today, -r.back), r.minuteOfDay, 'compatible');
      const before = previous.get(r.regularIndex);
      previous.set(r.regularIndex, start);
      sale(rows, {
        tenantId: input.tenantId,
        storeId: store.id,
        cutterId: cutters[r.regularIndex % cutters.length]!,
        customerId: input.regularIds![r.regularIndex]!,
        service: short[Math.floor(history() * short.length)]!,
        product: history() < 0.25 ? products[Math.floor(history() * products.length)]! : null,
        promo: false,
        tipCents: history() < 0.7 ? 500 : 0,
        card: history() < 0.7,
        refund: false,
        start,
        status: 'checked_out',
        number: `${prefix}-${String(++n).padStart(5, '0')}`,
        bookedAt: r.bookedAtPreviousVisit && before ? new Date(before.getTime() + 30 * 60_000) : undefined,
      });
    }
    // One multi-row insert per table (a few statements, not a thousand round trips).
    const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / 500) }, (_, i) => list.slice(i * 500, (i + 1) * 500));
    for (const part of chunks(rows.appointments)) await tx.insert(appointments).values(part);
    for (const part of chunks(rows.services)) await tx.insert(appointmentServices).values(part);
    for (const part of chunks(rows.invoices)) await tx.insert(invoices).values(part);
    for (const part of chunks(rows.lines)) await tx.insert(invoiceLines).values(part);
    for (const part of chunks(rows.tips)) await tx.insert(invoiceTips).values(part);
    for (const part of chunks(rows.payments)) await tx.insert(invoicePayments).values(part);
    for (const part of chunks(rows.refunds)) await tx.insert(invoiceRefunds).values(part);
  });
}

function newRows() {
  return {
    appointments: [] as (typeof appointments.$inferInsert)[],
    services: [] as (typeof appointmentServices.$inferInsert)[],
    invoices: [] as (typeof invoices.$inferInsert)[],
    lines: [] as (typeof invoiceLines.$inferInsert)[],
    tips: [] as (typeof invoiceTips.$inferInsert)[],
    payments: [] as (typeof invoicePayments.$inferInsert)[],
    refunds: [] as (typeof invoiceRefunds.$inferInsert)[],
  };
}

function sale(
  rows: ReturnType<typeof newRows>,
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
    /** When the visit was booked (default: three days ahead). */
    bookedAt?: Date;
  },
) {
  const t = s.tenantId;
  const end = new Date(s.start.getTime() + s.service.minutes * 60_000);
  const served = s.status === 'checked_out';
  const appointmentId = randomUUID();
  rows.appointments.push({
    id: appointmentId,
    tenantId: t,
    storeId: s.storeId,
    cutterId: s.cutterId,
    customerId: s.customerId,
    guestName: s.customerId ? null : 'Walk-in guest',
    status: s.status,
    source: s.customerId ? 'web' : 'walkin',
    startsAt: s.start,
    endsAt: end,
    checkedInAt: served ? s.start : null,
    startedAt: served ? s.start : null,
    completedAt: served ? end : null,
    createdAt: s.bookedAt ?? new Date(s.start.getTime() - 3 * 86_400_000),
    updatedAt: end,
  });
  rows.services.push({
    id: randomUUID(),
    tenantId: t,
    appointmentId,
    serviceId: s.service.id,
    position: 0,
    name: s.service.name,
    durationMinutes: s.service.minutes,
    priceCents: s.service.price,
  });
  if (!served) return;

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
  const priced = priceInvoice({ lines, taxRateMilliPercent: TAX_MILLI_PERCENT, promo, tips });
  const paidAt = new Date(end.getTime() + 5 * 60_000);
  const refunded = s.refund ? priced.totalCents : 0;
  const invoiceId = randomUUID();
  rows.invoices.push({
    id: invoiceId,
    tenantId: t,
    storeId: s.storeId,
    kind: 'appointment',
    cartUniqId: `demo-${s.number}`,
    number: s.number,
    appointmentId,
    customerId: s.customerId,
    status: s.refund ? 'refunded' : 'success',
    taxRateMilliPercent: TAX_MILLI_PERCENT,
    promoCode: promo ? 'WELCOME10' : null,
    promoType: promo ? 'percentage' : null,
    promoValue: promo ? 1000 : null,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    taxCents: priced.taxCents,
    tipCents: priced.tipCents,
    totalCents: priced.totalCents,
    paidCents: priced.totalCents,
    refundedCents: refunded,
    stockDeductedAt: paidAt,
    paidAt,
    createdAt: end,
    updatedAt: paidAt,
  });
  for (const [position, line] of lines.entries()) {
    const p = priced.lines[position]!;
    rows.lines.push({
      id: randomUUID(),
      tenantId: t,
      invoiceId,
      position,
      kind: line.kind,
      itemId: line.itemId,
      name: line.name,
      quantity: 1,
      unitPriceCents: line.unitPriceCents,
      amountCents: p.amountCents,
      discountCents: p.discountCents,
      taxCents: p.taxCents,
      totalCents: p.totalCents,
      cutterId: line.cutterId,
      fromAppointment: line.kind === 'service',
    });
  }
  for (const tip of tips)
    rows.tips.push({ id: randomUUID(), tenantId: t, invoiceId, cutterId: tip.cutterId, amountCents: tip.amountCents });
  const paymentId = randomUUID();
  rows.payments.push({
    id: paymentId,
    tenantId: t,
    invoiceId,
    tender: s.card ? 'card' : 'cash',
    status: 'succeeded',
    amountCents: priced.totalCents,
    refundedCents: refunded,
    gatewayKey: `pay_demo_${s.number}`,
    chargeId: s.card ? `ch_demo_${s.number}` : null,
    brand: s.card ? 'visa' : null,
    last4: s.card ? '4242' : null,
    customerId: s.customerId,
    actorType: 'system',
    completedAt: paidAt,
    createdAt: paidAt,
  });
  if (s.refund) {
    const at = new Date(paidAt.getTime() + 86_400_000);
    rows.refunds.push({
      id: randomUUID(),
      tenantId: t,
      invoiceId,
      paymentId,
      amountCents: refunded,
      status: 'succeeded',
      gatewayKey: `ref_demo_${s.number}`,
      reason: 'Customer was unhappy (demo)',
      actorType: 'system',
      completedAt: at,
      createdAt: at,
    });
  }
}
