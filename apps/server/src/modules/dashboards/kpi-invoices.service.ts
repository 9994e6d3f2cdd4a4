// Drill-down of the KPI summary: the completed sales behind its sales figures, one row per invoice, in the
// same windows and through the same pure function, so the rows add up to the figures exactly.
import { type DashboardRangeQuery, instantToWallClock, type KpiInvoices, salesFigures } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { salesInWindow } from './kpi-data.ts';
import { dashboardStores, storeWindows } from './kpi-summary.service.ts';

export async function kpiInvoices(db: Db, actor: Actor, query: DashboardRangeQuery): Promise<KpiInvoices> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const list = await dashboardStores(tx, actor, query.storeId, 'kpi_summary_all_stores');
    // The invoices themselves (not the rollup): the rows add up to the summary's figures (kpi-summary.reconcile.test.ts).
    const zones = new Map(list.map((store) => [store.id, store.timezone]));
    const period = {
      invoices: (await salesInWindow(tx, actor.tenantId, storeWindows(list, query.from, query.to))).map(({ storeId, ...invoice }) => ({
        ...invoice,
        timezone: zones.get(storeId)!,
      })),
    };
    const ids = period.invoices.map((i) => i.id);
    const labels = ids.length
      ? await queryRows<{ id: string; number: string; storeId: string; customerName: string | null }>(
          tx,
          sql`select i.id, i.number, i.store_id as "storeId", c.first_name || ' ' || c.last_name as "customerName"
              from invoices i left join customers c on c.tenant_id = i.tenant_id and c.id = i.customer_id
              where i.tenant_id = ${actor.tenantId} and i.id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        )
      : [];
    const byId = new Map(labels.map((l) => [l.id, l]));
    const storeNames = new Map(list.map((s) => [s.id, s.name]));
    const invoices = period.invoices
      .map((invoice) => {
        const f = salesFigures([invoice]);
        const label = byId.get(invoice.id)!;
        return {
          id: invoice.id,
          number: label.number,
          storeName: storeNames.get(label.storeId) ?? '',
          date: instantToWallClock(invoice.timezone, new Date(invoice.paidAt)).date,
          paidAt: invoice.paidAt,
          customerName: label.customerName,
          status: invoice.status,
          netSalesCents: f.netSalesCents,
          giftCardSalesCents: f.giftCardSalesCents,
          discountCents: f.discountCents,
          taxCents: f.taxCents,
          tipCents: f.tipCents,
          ticket: f.tickets === 1,
        };
      })
      .sort((a, b) => a.paidAt - b.paidAt || a.number.localeCompare(b.number))
      .map(({ paidAt: _paidAt, ...row }) => row);
    const totals = salesFigures(period.invoices);
    const currencies = new Set(list.map((store) => store.currency));
    return {
      currency: currencies.size === 1 ? [...currencies][0]! : null,
      invoices,
      totals: {
        netSalesCents: totals.netSalesCents,
        giftCardSalesCents: totals.giftCardSalesCents,
        discountCents: totals.discountCents,
        taxCents: totals.taxCents,
        tipCents: totals.tipCents,
        tickets: totals.tickets,
      },
    };
  });
}
