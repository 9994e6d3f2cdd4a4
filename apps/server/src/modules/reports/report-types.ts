// The registry of report types (issue 15): each type's columns and its query over the windows of local days
// of the stores it covers. Parameters are the zod schemas of packages/shared report.schemas.ts; users never
// write SQL. Sales count as the KPI summary counts them (completed sales dated by paid_at).
import { instantToWallClock, REPORT_PARAM_SCHEMAS, type ReportColumn, type ReportType, salesFigures } from '@salon/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { salesInWindow } from '../dashboards/kpi-data.ts';
import { COMMISSION_COLUMNS, runCommissionReport } from './commission-report.ts';
import { feeRevenueByDate } from './booking-fee-revenue.ts';

export interface StoreWindow {
  storeId: string;
  timezone: string;
  start: Date;
  end: Date;
}

export interface RunInput {
  tenantId: string;
  windows: StoreWindow[];
  params: Record<string, unknown>;
  /** The local days run (each store's window covers them in its own zone). */
  range: { from: string; to: string };
  /** Limited view: only this employee's rows (per-employee reports). */
  onlyEmployeeId: string | null;
}

type Row = Record<string, string | number>;
interface ReportTypeDef {
  columns: ReportColumn[];
  run: (tx: Tx, input: RunInput) => Promise<Row[]>;
}

const SALE = sql`i.status in ('success', 'partial_refund', 'refunded')`;
const inWindows = (column: SQL, windows: StoreWindow[]) =>
  windows.length === 0
    ? sql`false`
    : sql.join(
        windows.map(
          (w) => sql`(i.store_id = ${w.storeId} and ${column} >= ${w.start.toISOString()} and ${column} < ${w.end.toISOString()})`,
        ),
        sql` or `,
      );
const onlyEmployee = (column: SQL, id: string | null) => (id ? sql`and ${column} = ${id}` : sql``);

const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
const count = (key: string, label: string): ReportColumn => ({ key, label, kind: 'count' });
const textCol = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });

export const REPORT_REGISTRY: Record<ReportType, ReportTypeDef> = {
  sales_summary: {
    columns: [
      textCol('date', 'Date'),
      count('tickets', 'Tickets'),
      money('netSalesCents', 'Net sales'),
      money('discountCents', 'Discounts'),
      money('taxCents', 'Tax'),
      money('tipCents', 'Tips'),
      money('giftCardSalesCents', 'Gift cards sold'),
      money('bookingFeeCents', 'Booking fees'),
    ],
    run: async (tx, input) => {
      const byDate = new Map<string, Awaited<ReturnType<typeof salesInWindow>>>();
      for (const w of input.windows) {
        for (const invoice of await salesInWindow(tx, input.tenantId, w)) {
          const date = instantToWallClock(w.timezone, new Date(invoice.paidAt)).date;
          byDate.set(date, [...(byDate.get(date) ?? []), invoice]);
        }
      }
      const fees = await feeRevenueByDate(tx, input.tenantId, input.windows);
      for (const date of fees.keys()) if (!byDate.has(date)) byDate.set(date, []);
      return [...byDate.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, invoices]) => {
          const f = salesFigures(invoices);
          return {
            date,
            tickets: f.tickets,
            netSalesCents: f.netSalesCents,
            discountCents: f.discountCents,
            taxCents: f.taxCents,
            tipCents: f.tipCents,
            giftCardSalesCents: f.giftCardSalesCents,
            bookingFeeCents: fees.get(date) ?? 0,
          };
        });
    },
  },
  payments_by_tender: {
    columns: [textCol('tender', 'Tender'), count('payments', 'Payments'), money('amountCents', 'Amount')],
    run: (tx, input) =>
      queryRows<Row>(
        tx,
        sql`select p.tender, count(*)::int as payments, sum(p.amount_cents)::int as "amountCents"
            from invoice_payments p join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id
            where p.tenant_id = ${input.tenantId} and p.status = 'succeeded' and (${inWindows(sql`p.completed_at`, input.windows)})
            group by p.tender order by p.tender`,
      ),
  },
  tips_by_cutter: {
    columns: [textCol('cutter', 'Cutter'), count('tickets', 'Tickets with a tip'), money('tipCents', 'Tips')],
    run: (tx, input) => {
      const { includeZero } = REPORT_PARAM_SCHEMAS.tips_by_cutter.parse(input.params);
      return queryRows<Row>(
        tx,
        sql`select e.first_name || ' ' || e.last_name as cutter, count(*)::int as tickets, sum(t.amount_cents)::int as "tipCents"
            from invoice_tips t
              join invoices i on i.tenant_id = t.tenant_id and i.id = t.invoice_id
              join employees e on e.tenant_id = t.tenant_id and e.id = t.cutter_id
            where t.tenant_id = ${input.tenantId} and ${SALE} and (${inWindows(sql`i.paid_at`, input.windows)})
              ${includeZero ? sql`` : sql`and t.amount_cents > 0`} ${onlyEmployee(sql`t.cutter_id`, input.onlyEmployeeId)}
            group by e.id, e.first_name, e.last_name order by cutter`,
      );
    },
  },
  sales_by_employee: {
    columns: [
      textCol('employee', 'Employee'),
      count('tickets', 'Tickets'),
      money('servicesCents', 'Services'),
      money('productsCents', 'Products'),
      money('packagesCents', 'Packages'),
      money('netSalesCents', 'Net sales'),
    ],
    run: (tx, input) =>
      queryRows<Row>(
        tx,
        sql`select coalesce(e.first_name || ' ' || e.last_name, 'No employee (retail)') as employee, count(distinct i.id)::int as tickets,
                   coalesce(sum(l.amount_cents - l.discount_cents) filter (where l.kind = 'service'), 0)::int as "servicesCents",
                   coalesce(sum(l.amount_cents - l.discount_cents) filter (where l.kind = 'product'), 0)::int as "productsCents",
                   coalesce(sum(l.amount_cents - l.discount_cents) filter (where l.kind = 'package'), 0)::int as "packagesCents",
                   sum(l.amount_cents - l.discount_cents)::int as "netSalesCents"
            from invoice_lines l
              join invoices i on i.tenant_id = l.tenant_id and i.id = l.invoice_id
              left join employees e on e.tenant_id = l.tenant_id and e.id = l.cutter_id
            where l.tenant_id = ${input.tenantId} and l.kind <> 'gift_card' and ${SALE} and (${inWindows(sql`i.paid_at`, input.windows)})
              ${onlyEmployee(sql`l.cutter_id`, input.onlyEmployeeId)}
            group by e.id, e.first_name, e.last_name order by employee`,
      ),
  },
  promo_code_usage: {
    columns: [
      textCol('code', 'Promo code'),
      count('uses', 'Uses'),
      money('discountCents', 'Discount given'),
      money('netSalesCents', 'Net sales'),
    ],
    run: (tx, input) =>
      queryRows<Row>(
        tx,
        sql`select i.promo_code as code, count(*)::int as uses, sum(i.discount_cents)::int as "discountCents",
                   sum(i.subtotal_cents - i.discount_cents - coalesce((select sum(g.amount_cents) from invoice_lines g
                        where g.tenant_id = i.tenant_id and g.invoice_id = i.id and g.kind = 'gift_card'), 0))::int as "netSalesCents"
            from invoices i
            where i.tenant_id = ${input.tenantId} and i.promo_code is not null and ${SALE} and (${inWindows(sql`i.paid_at`, input.windows)})
            group by i.promo_code order by i.promo_code`,
      ),
  },
  appointments_by_status_and_source: {
    columns: [textCol('status', 'Status'), textCol('source', 'Source'), count('appointments', 'Appointments')],
    run: (tx, input) =>
      queryRows<Row>(
        tx,
        sql`select i.status, coalesce(i.source, 'unknown') as source, count(*)::int as appointments
            from appointments i
            where i.tenant_id = ${input.tenantId} and i.kind = 'appointment' and i.visit_id is null and (${inWindows(sql`i.starts_at`, input.windows)})
            group by i.status, i.source order by i.status, source`,
      ),
  },
  commission_by_cutter: {
    columns: COMMISSION_COLUMNS,
    run: (tx, input) => runCommissionReport(tx, input),
  },
};
