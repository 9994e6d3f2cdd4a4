import { type BackBarSearch, type BackBarSearchResult, type BackBarUsage, backBarSearchSchema } from '@salon/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeScopeSql } from './inventory-read.service.ts';

type UsageRow = {
  id: string;
  store_id: string;
  store_name: string;
  service_id: string;
  service_name: string | null;
  appointment_id: string;
  status: BackBarUsage['status'];
  deducted_by: string | null;
  deducted_by_name: string | null;
  undone_by: string | null;
  undone_at: Date | string | null;
  created_at: Date | string;
  lines: { stockItemId: string; productId: string; productName: string | null; quantity: number }[] | null;
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const toUsage = (r: UsageRow): BackBarUsage => ({
  id: r.id,
  storeId: r.store_id,
  storeName: r.store_name,
  serviceId: r.service_id,
  serviceName: r.service_name,
  appointmentId: r.appointment_id,
  status: r.status,
  deductedBy: r.deducted_by,
  deductedByName: r.deducted_by_name,
  undoneBy: r.undone_by,
  undoneAt: r.undone_at ? iso(r.undone_at) : null,
  createdAt: iso(r.created_at),
  lines: (r.lines ?? []).map((l) => ({ ...l, productName: l.productName ?? 'Unknown product' })),
});

async function usages(tx: Tx, where: SQL, limit: number, offset: number): Promise<BackBarUsage[]> {
  const rows = await queryRows<UsageRow>(
    tx,
    sql`SELECT u.id, u.store_id, st.name AS store_name, u.service_id, sv.name AS service_name, u.appointment_id, u.status,
               u.deducted_by, e.first_name || ' ' || e.last_name AS deducted_by_name, u.undone_by, u.undone_at, u.created_at,
               (SELECT json_agg(json_build_object('stockItemId', l.stock_item_id, 'productId', l.product_id,
                                                  'productName', p.name, 'quantity', l.quantity) ORDER BY l.product_id)
                  FROM back_bar_usage_lines l LEFT JOIN products p ON p.tenant_id = l.tenant_id AND p.id = l.product_id
                 WHERE l.tenant_id = u.tenant_id AND l.usage_id = u.id) AS lines
          FROM back_bar_usages u
          JOIN stores st ON st.id = u.store_id
          LEFT JOIN services sv ON sv.tenant_id = u.tenant_id AND sv.id = u.service_id
          LEFT JOIN employees e ON e.id = u.deducted_by
         WHERE ${where}
         ORDER BY u.created_at DESC, u.id DESC
         LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(toUsage);
}

/** One usage with its lines (after an undo). */
export async function backBarUsageById(tx: Tx, tenantId: string, usageId: string): Promise<BackBarUsage> {
  const [usage] = await usages(tx, sql`u.tenant_id = ${tenantId} AND u.id = ${usageId}`, 1, 0);
  if (!usage) throw notFound('Back-bar usage');
  return usage;
}

/** Inventory/BackBar/Search: newest first, filtered by store, appointment or status; managers see their stores. */
export function searchBackBar(db: Db, actor: Actor, body: BackBarSearch): Promise<BackBarSearchResult> {
  const query = backBarSearchSchema.parse(body);
  const f = query.filters ?? {};
  const where: SQL[] = [sql`u.tenant_id = ${actor.tenantId}`, storeScopeSql(actor, sql`u.store_id`)];
  if (f.storeId) where.push(sql`u.store_id = ${f.storeId}`);
  if (f.appointmentId) where.push(sql`u.appointment_id = ${f.appointmentId}`);
  if (f.status) where.push(sql`u.status = ${f.status}`);
  const condition = sql.join(where, sql` AND `);
  return withTenant(db, actor.tenantId, async (tx) => {
    const [{ total }] = await queryRows<{ total: number }>(
      tx,
      sql`SELECT count(*)::int AS total FROM back_bar_usages u WHERE ${condition}`,
    );
    const items = await usages(tx, condition, query.pageSize, (query.page - 1) * query.pageSize);
    return { items, total: Number(total), page: query.page, pageSize: query.pageSize };
  });
}
