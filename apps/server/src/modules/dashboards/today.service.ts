// The admin home's "today" (issue 15): appointments by status, revenue so far, who is on shift and low
// stock at one store, on the store's own day; each part only for a person whose flags open it.
import { hasAccess, instantToWallClock, localDayBounds, salesFigures, type Today, TODAY_FLAGS } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { salesInWindow } from './kpi-data.ts';

export async function today(db: Db, actor: Actor, storeId: string, now: Date): Promise<Today> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, storeId);
    const may = (flags: readonly string[]) => actor.isSuperAdmin || hasAccess(actor.accessControls, flags);
    const date = instantToWallClock(store.timezone, now).date;
    const [start, end] = localDayBounds(store.timezone, date, date) as [Date, Date];
    const window = { storeId, start, end };
    const t = actor.tenantId;
    const appointments = may(TODAY_FLAGS.appointments)
      ? await queryRows<{ status: string; count: number }>(
          tx,
          sql`select status, count(*)::int as count from appointments
              where tenant_id = ${t} and store_id = ${storeId} and kind = 'appointment' and visit_id is null and status <> 'pending'
                and starts_at >= ${start.toISOString()} and starts_at < ${end.toISOString()}
              group by status order by status`,
        )
      : null;
    let revenue: Today['revenue'] = null;
    if (may(TODAY_FLAGS.revenue)) {
      const f = salesFigures(await salesInWindow(tx, t, window));
      const [brand] = await queryRows<{ currency: string }>(
        tx,
        sql`select b.currency from brands b join stores s on s.brand_id = b.id where s.id = ${storeId}`,
      );
      revenue = {
        netSalesCents: f.netSalesCents,
        tipCents: f.tipCents,
        taxCents: f.taxCents,
        tickets: f.tickets,
        currency: brand?.currency ?? 'USD',
      };
    }
    const onShift = may(TODAY_FLAGS.onShift)
      ? (
          await queryRows<{ employeeId: string; name: string; startsAt: Date | string; endsAt: Date | string }>(
            tx,
            sql`select s.employee_id as "employeeId", e.first_name || ' ' || e.last_name as name, s.starts_at as "startsAt", s.ends_at as "endsAt"
                from shifts s join employees e on e.tenant_id = s.tenant_id and e.id = s.employee_id
                where s.tenant_id = ${t} and s.store_id = ${storeId} and s.status = 'active'
                  and s.starts_at < ${end.toISOString()} and s.ends_at > ${start.toISOString()}
                order by s.starts_at, name`,
          )
        ).map((r) => ({ ...r, startsAt: new Date(r.startsAt).toISOString(), endsAt: new Date(r.endsAt).toISOString() }))
      : null;
    const lowStock = may(TODAY_FLAGS.lowStock)
      ? await queryRows<{ productId: string; name: string; quantity: number; threshold: number }>(
          tx,
          sql`select p.id as "productId", p.name, i.quantity, i.threshold from stock_items i
              join products p on p.tenant_id = i.tenant_id and p.id = i.product_id
              where i.tenant_id = ${t} and i.store_id = ${storeId} and i.quantity <= i.threshold
              order by i.quantity, p.name limit 20`,
        )
      : null;
    return { storeId, storeName: store.name, timezone: store.timezone, date, appointments, revenue, onShift, lowStock };
  });
}
