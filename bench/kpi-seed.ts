// Seeds the KPI bench (bench/kpi.ts) in SQL with generate_series: 20 stores in three US zones, 8 cutters each
// with a published 9:00-17:00 shift every day, 2 years (730 local days ending yesterday) of appointments
// (5 a day per cutter at most, never overlapping), and for every visit checked out an invoice with its lines,
// tips, payments (a quarter split card + cash) and some refunds. Every row goes through the tables' keys,
// checks and exclusion constraints (inserted as the database owner, as the other benches seed).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { queryRows } from '../apps/server/src/db/query-rows.ts';
import { provisionTenant } from '../apps/server/src/modules/tenancy/provisioning.ts';

export const KPI_STORES = 20;
export const KPI_DAYS = 730;
const CUTTERS_PER_STORE = 8;
const ZONES = ['America/Chicago', 'America/Los_Angeles', 'America/New_York'];

async function seedKpiTenant(db: Db, slug = `kpi-bench-${process.pid}`) {
  return provisionTenant(db, {
    name: 'Kpi Bench',
    slug,
    brand: { name: 'Kpi Bench Cuts', domains: [`kpi-${process.pid}.brand.test`] },
    stores: Array.from({ length: KPI_STORES }, (_, i) => ({
      name: `Store ${String(i + 1).padStart(2, '0')}`,
      timezone: ZONES[i % ZONES.length]!,
      status: 'active' as const,
      city: 'Bench',
      state: 'IL',
    })),
  });
}

type Tenant = Awaited<ReturnType<typeof seedKpiTenant>>;

/** The tenant's slug in a database kept between runs (BENCH_KPI_KEEP). */
const KEPT_SLUG = 'kpi-bench-kept';

/**
 * The bench's tenant: made on a fresh database (under KEPT_SLUG when it is to be kept), or found in a kept one,
 * where only what makeEmployee needs of it (the tenant id and a store) is read.
 */
export async function kpiBenchTenant(db: Db, fresh: boolean, keep: boolean): Promise<Tenant> {
  if (fresh) return seedKpiTenant(db, keep ? KEPT_SLUG : undefined);
  const [found] = await queryRows<{ tenantId: string; storeId: string }>(
    db,
    sql`select t.id as "tenantId", s.id as "storeId" from tenants t join stores s on s.tenant_id = t.id
        where t.slug = ${KEPT_SLUG} order by s.name limit 1`,
  );
  if (!found) throw new Error(`the kept database has no ${KEPT_SLUG} tenant: drop it and run again`);
  return { tenant: { id: found.tenantId }, stores: [{ id: found.storeId }] } as unknown as Tenant;
}

/** The seed's steps, each one statement; `run` times them. */
export function seedSteps(tenant: Tenant, appointments: number, customers: number): [string, string][] {
  const t = tenant.tenant.id;
  const perStore = Math.floor(appointments / KPI_STORES);
  const storeIds = `(array[${tenant.stores.map((s) => `'${s.id}'`).join(',')}]::uuid[])`;
  const zones = `(array[${tenant.stores.map((s) => `'${s.timezone}'`).join(',')}])`;
  // A version-4-shaped uuid from a hash (the wire schemas check the version and variant digits).
  const uid = (prefix: string, n: string) => `overlay(overlay(md5('${t}${prefix}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
  return [
    [
      'customers',
      `insert into customers (id, tenant_id, brand_id, first_name, last_name, phone_number, email, created_at)
       select ${uid('c', 'k')}, '${t}', '${tenant.brand.id}', 'Client', 'No ' || k, '+1415' || lpad(k::text, 7, '0'),
              'client' || k || '@kpi.bench', now() - interval '3 years'
       from generate_series(0, ${customers - 1}) k`,
    ],
    [
      'cutters',
      `insert into employees (id, tenant_id, email, first_name, last_name)
       select ${uid('e', 'k')}, '${t}', 'cutter' || k || '.${t}@kpi.bench', 'Cutter', 'No ' || k
       from generate_series(0, ${KPI_STORES * CUTTERS_PER_STORE - 1}) k`,
    ],
    [
      'shifts',
      `insert into shifts (id, tenant_id, store_id, employee_id, starts_at, ends_at, status, published_at)
       select ${uid('s', "k || '.' || d")}, '${t}', ${storeIds}[1 + k / ${CUTTERS_PER_STORE}], ${uid('e', 'k')},
              (current_date - ${KPI_DAYS} + d + time '09:00') at time zone ${zones}[1 + k / ${CUTTERS_PER_STORE}],
              (current_date - ${KPI_DAYS} + d + time '17:00') at time zone ${zones}[1 + k / ${CUTTERS_PER_STORE}], 'active', now()
       from generate_series(0, ${KPI_STORES * CUTTERS_PER_STORE - 1}) k, generate_series(0, ${KPI_DAYS - 1}) d`,
    ],
    [
      'plan (working table)',
      // One row per appointment with everything the invoice rows derive from it. Day d of store s gets the
      // appointments m = n / 20 with m * 730 / perStore = d; slot = its rank that day: cutter slot % 8 at 9:00 + 75 min * (slot / 8).
      `create unlogged table kpi_seed_plan as
       select n, s, store_id, tz, cutter_id, customer_id, status, starts_at, starts_at + interval '60 minutes' as ends_at,
              svc, prod, gift, disc, round((svc - disc + prod) * 0.08875)::int as tax, tip, split, refund
       from (
         select n, s, ${storeIds}[1 + s] as store_id, ${zones}[1 + s] as tz,
                ${uid('e', `(s * ${CUTTERS_PER_STORE} + slot % ${CUTTERS_PER_STORE})`)} as cutter_id,
                case when n % 20 = 7 then null else ${uid('c', `((n * 7907) % ${customers})`)} end as customer_id,
                case when (n * 7919) % 100 < 6 then 'cancelled' when (n * 7919) % 100 < 10 then 'no_show' else 'checked_out' end as status,
                (current_date - ${KPI_DAYS} + d::int + time '09:00' + (slot / ${CUTTERS_PER_STORE}) * interval '75 minutes') at time zone ${zones}[1 + s] as starts_at,
                3000 + (n % 8) * 500 as svc,
                case when n % 10 < 3 then 2500 else 0 end as prod,
                case when n % 100 = 42 then 5000 else 0 end as gift,
                case when n % 10 = 5 then (3000 + (n % 8) * 500) / 10 else 0 end as disc,
                case when n % 5 < 3 then (3000 + (n % 8) * 500) * 15 / 100 else 0 end as tip,
                n % 4 = 1 as split,
                case when n % 4 <> 1 and (n * 31) % 100 < 2 then 'refunded' when n % 4 <> 1 and (n * 31) % 100 < 5 then 'partial_refund' end as refund
         from (
           select n, n % ${KPI_STORES} as s, d, (n / ${KPI_STORES}) - (d * ${perStore} + ${KPI_DAYS - 1}) / ${KPI_DAYS} as slot
           from (select n, (n / ${KPI_STORES})::bigint * ${KPI_DAYS} / ${perStore} as d from generate_series(0::bigint, ${perStore * KPI_STORES - 1}) n) a
         ) b
       ) c`,
    ],
    [
      'appointments',
      `insert into appointments (id, tenant_id, store_id, cutter_id, customer_id, guest_name, status, source, starts_at, ends_at,
                                 completed_at, cancelled_at, created_at)
       select ${uid('a', 'n')}, '${t}', store_id, cutter_id, customer_id, case when customer_id is null then 'Walk-in' end, status,
              case when n % 3 = 0 then 'online' else 'admin' end, starts_at, ends_at,
              case when status = 'checked_out' then ends_at end, case when status = 'cancelled' then starts_at - interval '1 day' end,
              starts_at - (n % 30) * interval '1 day' - (n % 7) * interval '1 hour'
       from kpi_seed_plan`,
    ],
    [
      'invoices',
      `insert into invoices (id, tenant_id, store_id, kind, cart_uniq_id, number, appointment_id, customer_id, status,
                             tax_rate_milli_percent, subtotal_cents, discount_cents, tax_cents, tip_cents, total_cents, paid_cents,
                             refunded_cents, paid_at, created_at)
       select ${uid('i', 'n')}, '${t}', store_id, 'appointment', 'kpi-' || n, 'K' || n, ${uid('a', 'n')}, customer_id,
              coalesce(refund, 'success'), 8875, svc + prod + gift, disc, tax, tip, svc + prod + gift - disc + tax + tip,
              svc + prod + gift - disc + tax + tip,
              case refund when 'refunded' then svc + prod + gift - disc + tax + tip when 'partial_refund' then 1000 else 0 end,
              ends_at + interval '5 minutes', ends_at
       from kpi_seed_plan where status = 'checked_out'`,
    ],
    [
      'invoice lines',
      `insert into invoice_lines (id, tenant_id, invoice_id, position, kind, name, quantity, unit_price_cents, amount_cents,
                                  discount_cents, tax_cents, total_cents, cutter_id, from_appointment)
       select ${uid('l', "n || '.' || x.pos")}, '${t}', ${uid('i', 'n')}, x.pos, x.kind, x.name, 1, x.amount, x.amount, x.disc, x.tax,
              x.amount - x.disc + x.tax, cutter_id, x.pos = 1
       from kpi_seed_plan p,
            lateral (values (1, 'service', 'Haircut', svc, disc, round((svc - disc) * 0.08875)::int),
                            (2, 'product', 'Pomade', prod, 0, tax - round((svc - disc) * 0.08875)::int),
                            (3, 'gift_card', 'Gift card', gift, 0, 0)) as x(pos, kind, name, amount, disc, tax)
       where p.status = 'checked_out' and x.amount > 0`,
    ],
    [
      'invoice tips',
      `insert into invoice_tips (id, tenant_id, invoice_id, cutter_id, amount_cents)
       select ${uid('t', 'n')}, '${t}', ${uid('i', 'n')}, cutter_id, tip from kpi_seed_plan where status = 'checked_out' and tip > 0`,
    ],
    [
      'payments',
      `insert into invoice_payments (id, tenant_id, invoice_id, tender, status, amount_cents, refunded_cents, gateway_key,
                                     actor_type, completed_at, created_at)
       select ${uid('p', "n || '.' || x.k")}, '${t}', ${uid('i', 'n')}, x.tender, 'succeeded', x.amount,
              case when x.k = 1 then case refund when 'refunded' then x.amount when 'partial_refund' then 1000 else 0 end else 0 end,
              'pay_' || ${uid('p', "n || '.' || x.k")}, 'admin', ends_at + interval '5 minutes', ends_at
       from (select *, svc + prod + gift - disc + tax + tip as total from kpi_seed_plan where status = 'checked_out') p,
            lateral (values (1, case when split then 'card' when n % 20 < 12 then 'card' when n % 20 < 18 then 'cash'
                                     when n % 20 = 18 then 'saved_card' else 'gift_card' end,
                             case when split then total - total / 2 else total end),
                            (2, 'cash', case when split then total / 2 else 0 end)) as x(k, tender, amount)
       where x.amount > 0`,
    ],
    [
      'refunds',
      `insert into invoice_refunds (id, tenant_id, invoice_id, payment_id, amount_cents, status, gateway_key, reason, actor_type,
                                    completed_at, created_at)
       select ${uid('r', 'n')}, '${t}', ${uid('i', 'n')}, ${uid('p', "n || '.1'")},
              case refund when 'refunded' then svc + prod + gift - disc + tax + tip else 1000 end, 'succeeded',
              'ref_' || ${uid('r', 'n')}, 'Unhappy', 'admin', ends_at + interval '2 days', ends_at + interval '2 days'
       from kpi_seed_plan where status = 'checked_out' and refund is not null`,
    ],
    // The daily sales rollup of every sale above, by the statement of the backfill migration (the seed writes in SQL,
    // past the checkout code that keeps the rollup).
    ['daily sales rollup (backfill migration)', backfillSql()],
    ['drop working table', 'drop table kpi_seed_plan'],
    ['analyze', 'analyze'],
  ];
}

/** The SQL of migration daily_sales_backfill (whatever number it has). */
function backfillSql() {
  const dir = path.join(import.meta.dirname, '../apps/server/src/db/migrations');
  const file = readdirSync(dir).find((f) => f.endsWith('_daily_sales_backfill.sql'));
  if (!file) throw new Error('no migration daily_sales_backfill');
  return readFileSync(path.join(dir, file), 'utf8');
}

/** Runs the steps one by one; answers the seconds each took. */
export async function seedKpi(db: Db, tenant: Tenant, appointments: number, customers: number) {
  const took: Record<string, number> = {};
  for (const [name, statement] of seedSteps(tenant, appointments, customers)) {
    const at = performance.now();
    await db.execute(sql.raw(statement));
    took[name] = (performance.now() - at) / 1000;
    console.info(`seed ${name}: ${took[name].toFixed(1)} s`);
  }
  return took;
}
