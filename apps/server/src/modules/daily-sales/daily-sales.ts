// The daily sales rollup (issue 15, daily-sales.tables.ts): refreshDailySales recomputes one store-day from the
// invoices, lines, tips, payments and refunds in one aggregate; refreshInvoiceDays refreshes every store-day an
// invoice counts on. Every writer of those tables calls one of them in its own transaction, after its writes.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type StoreDay = {
  storeId: string;
  /** The store-local date (YYYY-MM-DD). */
  day: string;
};

const SALE = sql.raw(`('success', 'partial_refund', 'refunded')`);

/** `column` on a store-local day of [f, t] in the store's zone (a pad of 3 hours keeps an index range; the date test is exact). */
const inRange = (column: string) =>
  sql.raw(`${column} >= (b.f::timestamp at time zone b.tz) - interval '3 hours'
    and ${column} < ((b.t + 1)::timestamp at time zone b.tz) + interval '3 hours'
    and (${column} at time zone b.tz)::date between b.f and b.t`);

/**
 * The statement that writes the rows of the store-days of [from, to] (one store, or every store): each store's
 * row for a day when anything happened on it, and one row per cutter with a line or a tip on that day's sales.
 */
export function insertDays(tenantId: string | null, storeId: string | null, from: string, to: string) {
  return sql`
    with b as (select s.tenant_id, s.id as store_id, s.timezone as tz, ${from}::date as f, ${to}::date as t from stores s
               where true ${tenantId ? sql`and s.tenant_id = ${tenantId}` : sql``} ${storeId ? sql`and s.id = ${storeId}` : sql``}),
    inv as (select i.tenant_id, i.id, i.store_id, (i.paid_at at time zone b.tz)::date as d, i.tax_cents, i.tip_cents
            from invoices i join b on b.tenant_id = i.tenant_id and b.store_id = i.store_id
            where i.status in ${SALE} and ${inRange('i.paid_at')}),
    ln as (select inv.tenant_id, inv.store_id, inv.d, l.invoice_id, l.cutter_id, l.kind, l.amount_cents - l.discount_cents as net, l.discount_cents
           from invoice_lines l join inv on inv.tenant_id = l.tenant_id and inv.id = l.invoice_id),
    per as (select inv.tenant_id, inv.store_id, inv.d, inv.tax_cents, inv.tip_cents,
              coalesce(sum(ln.net) filter (where ln.kind = 'service'), 0) as svc,
              coalesce(sum(ln.net) filter (where ln.kind = 'product'), 0) as prod,
              coalesce(sum(ln.net) filter (where ln.kind = 'package'), 0) as pkg,
              coalesce(sum(ln.net) filter (where ln.kind = 'gift_card'), 0) as gift,
              coalesce(sum(ln.discount_cents), 0) as disc,
              coalesce(bool_or(ln.kind in ('service', 'product', 'package')), false) as ticket,
              coalesce(bool_or(ln.kind = 'service'), false) as has_svc,
              coalesce(bool_or(ln.kind = 'product'), false) as has_prod
            from inv left join ln on ln.tenant_id = inv.tenant_id and ln.invoice_id = inv.id
            group by inv.tenant_id, inv.id, inv.store_id, inv.d, inv.tax_cents, inv.tip_cents),
    sold as (select tenant_id, store_id, d, sum(svc) as svc, sum(prod) as prod, sum(pkg) as pkg, sum(gift) as gift, sum(disc) as disc,
               sum(tax_cents) as tax, sum(tip_cents) as tip, count(*) as sales, count(*) filter (where ticket) as tickets,
               count(*) filter (where has_svc) as svc_tickets, count(*) filter (where has_svc and has_prod) as retail_tickets
             from per group by tenant_id, store_id, d),
    paid as (select b.tenant_id, b.store_id, (p.completed_at at time zone b.tz)::date as d,
               sum(p.amount_cents) filter (where p.tender = 'card') as card, sum(p.amount_cents) filter (where p.tender = 'saved_card') as saved_card,
               sum(p.amount_cents) filter (where p.tender = 'cash') as cash, sum(p.amount_cents) filter (where p.tender = 'gift_card') as gift_tender,
               count(*) as payments
             from invoice_payments p join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id
               join b on b.tenant_id = i.tenant_id and b.store_id = i.store_id
             where p.status = 'succeeded' and ${inRange('p.completed_at')} group by 1, 2, 3),
    refunded as (select b.tenant_id, b.store_id, (r.completed_at at time zone b.tz)::date as d,
                   sum(r.amount_cents) filter (where r.status = 'succeeded') as refunds_cents, count(*) as refunds
                 from invoice_refunds r join invoices i on i.tenant_id = r.tenant_id and i.id = r.invoice_id
                   join b on b.tenant_id = i.tenant_id and b.store_id = i.store_id
                 where ${inRange('r.completed_at')} group by 1, 2, 3),
    days as (select tenant_id, store_id, d from sold union select tenant_id, store_id, d from paid union select tenant_id, store_id, d from refunded),
    cut as (select tenant_id, store_id, d, cutter_id, coalesce(sum(net) filter (where kind = 'service'), 0) as svc,
              coalesce(sum(net) filter (where kind = 'product'), 0) as prod, coalesce(sum(net) filter (where kind = 'package'), 0) as pkg,
              count(distinct invoice_id) as tickets
            from ln where cutter_id is not null group by tenant_id, store_id, d, cutter_id),
    tips as (select inv.tenant_id, inv.store_id, inv.d, t.cutter_id, sum(t.amount_cents) as tip
             from invoice_tips t join inv on inv.tenant_id = t.tenant_id and inv.id = t.invoice_id group by 1, 2, 3, 4)
    insert into daily_sales (id, tenant_id, store_id, day, cutter_id, services_cents, products_cents, packages_cents,
      gift_card_sales_cents, discount_cents, tax_cents, tip_cents, sales, tickets, service_tickets, service_tickets_with_retail,
      refunds_cents, refunds, card_cents, saved_card_cents, cash_cents, gift_card_cents, payments)
    select gen_random_uuid(), days.tenant_id, days.store_id, days.d, null, coalesce(s.svc, 0), coalesce(s.prod, 0), coalesce(s.pkg, 0), coalesce(s.gift, 0),
      coalesce(s.disc, 0), coalesce(s.tax, 0), coalesce(s.tip, 0), coalesce(s.sales, 0), coalesce(s.tickets, 0), coalesce(s.svc_tickets, 0),
      coalesce(s.retail_tickets, 0), coalesce(r.refunds_cents, 0), coalesce(r.refunds, 0), coalesce(p.card, 0), coalesce(p.saved_card, 0),
      coalesce(p.cash, 0), coalesce(p.gift_tender, 0), coalesce(p.payments, 0)
    from days left join sold s using (tenant_id, store_id, d) left join paid p using (tenant_id, store_id, d)
      left join refunded r using (tenant_id, store_id, d)
    union all
    select gen_random_uuid(), coalesce(cut.tenant_id, tips.tenant_id), coalesce(cut.store_id, tips.store_id), coalesce(cut.d, tips.d), coalesce(cut.cutter_id, tips.cutter_id),
      coalesce(cut.svc, 0), coalesce(cut.prod, 0), coalesce(cut.pkg, 0), 0, 0, 0, coalesce(tips.tip, 0), 0, coalesce(cut.tickets, 0),
      0, 0, 0, 0, 0, 0, 0, 0, 0
    from cut full join tips on tips.tenant_id = cut.tenant_id and tips.store_id = cut.store_id and tips.d = cut.d and tips.cutter_id = cut.cutter_id`;
}

/** Serialises the refreshes of one store-day: two sales of it cannot each write a total missing the other's. */
export async function lockStoreDay(tx: Tx, tenantId: string, { storeId, day }: StoreDay) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`daily-sales:${tenantId}:${storeId}:${day}`}, 0))`);
}

/** Rewrites one store-day's rows, without the lock: only for refreshDailySales and the race test that shows why it locks. */
export async function writeStoreDay(tx: Tx, { tenantId, storeId, day }: StoreDay & { tenantId: string }) {
  await tx.execute(sql`delete from daily_sales where tenant_id = ${tenantId} and store_id = ${storeId} and day = ${day}::date`);
  await tx.execute(insertDays(tenantId, storeId, day, day));
}

/** Recomputes one store-day's rows from the invoices (after this transaction's own writes to them). */
export async function refreshDailySales(tx: Tx, storeDay: StoreDay & { tenantId: string }) {
  await lockStoreDay(tx, storeDay.tenantId, storeDay);
  // After the lock, so the statements' snapshots hold every sale of the day committed before it.
  await writeStoreDay(tx, storeDay);
}

/** The store-days that invoices (all of a tenant's, or one) count on: the day paid, and the days their payments and refunds completed. */
const storeDaysOf = (tenantId: string, only: { invoiceId?: string; storeId?: string } = {}) => sql`
  select distinct i.store_id as "storeId", to_char((x.at at time zone s.timezone)::date, 'YYYY-MM-DD') as day
  from invoices i join stores s on s.tenant_id = i.tenant_id and s.id = i.store_id
    cross join lateral (select i.paid_at as at
                        union all select p.completed_at from invoice_payments p where p.tenant_id = i.tenant_id and p.invoice_id = i.id
                        union all select r.completed_at from invoice_refunds r where r.tenant_id = i.tenant_id and r.invoice_id = i.id) x
  where i.tenant_id = ${tenantId} and x.at is not null ${only.invoiceId ? sql`and i.id = ${only.invoiceId}` : sql``}
    ${only.storeId ? sql`and i.store_id = ${only.storeId}` : sql``}`;

/** The store-days an invoice counts on now. */
export const invoiceDays = (tx: Tx, tenantId: string, invoiceId: string) => queryRows<StoreDay>(tx, storeDaysOf(tenantId, { invoiceId }));

const key = (d: StoreDay) => `${d.storeId}/${d.day}`;

/** Refreshes the store-days given, each once, in one order (two transactions never wait on each other in a ring). */
export async function refreshStoreDays(tx: Tx, tenantId: string, days: readonly StoreDay[]) {
  const unique = new Map(days.map((d) => [key(d), d]));
  for (const k of [...unique.keys()].sort()) await refreshDailySales(tx, { tenantId, ...unique.get(k)! });
}

/**
 * Refreshes every store-day the invoice counts on now, and the days it counted on before this transaction's
 * writes (`before`, from invoiceDays, for a writer that moves or clears a date: a rolled-back checkout).
 */
export async function refreshInvoiceDays(tx: Tx, tenantId: string, invoiceId: string, before: readonly StoreDay[] = []) {
  await refreshStoreDays(tx, tenantId, [...before, ...(await invoiceDays(tx, tenantId, invoiceId))]);
}

/**
 * Rebuilds a tenant's whole rollup (or one store's) from the invoices in two statements: seeds and test data
 * written in SQL, a store's change of time zone (its sales fall on other local days). Takes no store-day locks.
 */
export async function rebuildDailySales(tx: Tx, tenantId: string, storeId?: string) {
  const [span] = await queryRows<{ from: string | null; to: string | null }>(
    tx,
    sql`select to_char(min(day::date) - 1, 'YYYY-MM-DD') as "from", to_char(max(day::date) + 1, 'YYYY-MM-DD') as "to"
        from (${storeDaysOf(tenantId, { storeId })}) x`,
  );
  await tx.execute(sql`delete from daily_sales where tenant_id = ${tenantId} ${storeId ? sql`and store_id = ${storeId}` : sql``}`);
  if (span?.from && span.to) await tx.execute(insertDays(tenantId, storeId ?? null, span.from, span.to));
}
