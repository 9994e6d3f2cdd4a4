import {
  type InventorySearch,
  type InventorySearchResult,
  inventorySearchSchema,
  RECENT_MOVEMENTS,
  type StockItem,
  type StockItemSummary,
  type StockMovement,
  type StockMovementsQuery,
  type StockMovementsResult,
  stockMovementsQuerySchema,
} from '@salon/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { stockItemOfActor } from './stock-access.ts';

type SummaryRow = {
  id: string;
  store_id: string;
  store_name: string;
  product_id: string;
  product_name: string | null;
  sku: string | null;
  category: string | null;
  quantity: number;
  threshold: number;
  below_threshold: boolean;
  updated_at: Date | string;
  store_timezone: string;
  allow_negative_stock: boolean;
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const toSummary = (r: SummaryRow): StockItemSummary => ({
  id: r.id,
  storeId: r.store_id,
  storeName: r.store_name,
  storeTimezone: r.store_timezone,
  productId: r.product_id,
  productName: r.product_name ?? 'Unknown product',
  sku: r.sku,
  category: r.category,
  quantity: r.quantity,
  threshold: r.threshold,
  belowThreshold: r.below_threshold,
  updatedAt: iso(r.updated_at),
});

const SUMMARY_FROM = sql`
  SELECT s.id, s.store_id, st.name AS store_name, st.timezone AS store_timezone, s.product_id, p.name AS product_name, p.sku, p.category,
         s.quantity, s.threshold, s.below_threshold, s.updated_at,
         COALESCE(cfg.allow_negative_stock, false) AS allow_negative_stock
    FROM stock_items s
    JOIN stores st ON st.id = s.store_id
    LEFT JOIN products p ON p.tenant_id = s.tenant_id AND p.id = s.product_id
    LEFT JOIN inventory_settings cfg ON cfg.tenant_id = s.tenant_id AND cfg.store_id = s.store_id`;

/** Stores the actor may see: every store for tenant-wide roles, else the stores they work at. */
export function storeScopeSql(actor: Actor, column: SQL): SQL {
  if (actor.tenantWide) return sql`true`;
  if (!actor.storeIds.length) return sql`false`;
  return sql`${column} IN (${sql.join(
    actor.storeIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** LIKE pattern matching the text literally (the user's % and _ are not wildcards). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS: Record<string, SQL> = {
  productName: sql`p.name`,
  storeName: sql`st.name`,
  quantity: sql`s.quantity`,
  updatedAt: sql`s.updated_at`,
};

/** Inventory/Search: per store and product; search by product name or SKU; managers see their stores. */
export async function searchInventory(db: Db, actor: Actor, body: InventorySearch): Promise<InventorySearchResult> {
  const query = inventorySearchSchema.parse(body);
  const f = query.filters ?? {};
  const where: SQL[] = [sql`s.tenant_id = ${actor.tenantId}`, storeScopeSql(actor, sql`s.store_id`)];
  if (f.storeId) where.push(sql`s.store_id = ${f.storeId}`);
  if (f.belowThreshold !== undefined) where.push(sql`s.below_threshold = ${f.belowThreshold}`);
  if (f.category) where.push(sql`lower(p.category) = lower(${f.category})`);
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(sql`(p.name ILIKE ${pattern} OR p.sku ILIKE ${pattern})`);
  }
  const sort = query.sort ?? 'productName';
  const column = SORTS[sort.replace(/^-/, '')];
  const direction = sort.startsWith('-') ? sql`DESC` : sql`ASC`;
  const condition = sql.join(where, sql` AND `);
  return withTenant(db, actor.tenantId, async (tx) => {
    const [{ total }] = await queryRows<{ total: number }>(
      tx,
      sql`SELECT count(*)::int AS total FROM stock_items s LEFT JOIN products p ON p.tenant_id = s.tenant_id AND p.id = s.product_id WHERE ${condition}`,
    );
    const rows = await queryRows<SummaryRow>(
      tx,
      sql`${SUMMARY_FROM} WHERE ${condition}
          ORDER BY ${column} ${direction} NULLS LAST, st.name ASC, s.id ASC
          LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    );
    return { items: rows.map(toSummary), total: Number(total), page: query.page, pageSize: query.pageSize };
  });
}

type MovementRow = {
  id: string;
  kind: StockMovement['kind'];
  quantity_delta: number;
  resulting_quantity: number;
  unit_cost_cents: number | null;
  note: string | null;
  actor_id: string | null;
  actor_name: string | null;
  assumed_by_id: string | null;
  back_bar_usage_id: string | null;
  created_at: Date | string;
};

const toMovement = (r: MovementRow): StockMovement => ({
  id: r.id,
  kind: r.kind,
  quantityDelta: r.quantity_delta,
  resultingQuantity: r.resulting_quantity,
  unitCostCents: r.unit_cost_cents,
  note: r.note,
  actorId: r.actor_id,
  actorName: r.actor_name,
  assumedById: r.assumed_by_id,
  backBarUsageId: r.back_bar_usage_id,
  createdAt: iso(r.created_at),
});

async function movementsOf(tx: Tx, tenantId: string, stockItemId: string, where: SQL[], limit: number, offset: number) {
  const condition = sql.join([sql`m.tenant_id = ${tenantId}`, sql`m.stock_item_id = ${stockItemId}`, ...where], sql` AND `);
  const rows = await queryRows<MovementRow>(
    tx,
    sql`SELECT m.id, m.kind, m.quantity_delta, m.resulting_quantity, m.unit_cost_cents, m.note, m.actor_id,
               e.first_name || ' ' || e.last_name AS actor_name, m.assumed_by_id, m.back_bar_usage_id, m.created_at
          FROM stock_movements m LEFT JOIN employees e ON e.id = m.actor_id
         WHERE ${condition}
         ORDER BY m.created_at DESC, m.id DESC
         LIMIT ${limit} OFFSET ${offset}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(tx, sql`SELECT count(*)::int AS total FROM stock_movements m WHERE ${condition}`);
  return { items: rows.map(toMovement), total: Number(total) };
}

/** The detail of Inventory/GetById, read in the caller's transaction (writes answer it too). */
export async function stockItemDetail(tx: Tx, actor: Actor, stockItemId: string): Promise<StockItem> {
  const [row] = await queryRows<SummaryRow>(tx, sql`${SUMMARY_FROM} WHERE s.tenant_id = ${actor.tenantId} AND s.id = ${stockItemId}`);
  if (!row) throw notFound('Stock item');
  const { items } = await movementsOf(tx, actor.tenantId, stockItemId, [], RECENT_MOVEMENTS, 0);
  return { ...toSummary(row), allowNegativeStock: row.allow_negative_stock, recentMovements: items };
}

/** Inventory/GetById. */
export function getStockItem(db: Db, actor: Actor, stockItemId: string): Promise<StockItem> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await stockItemOfActor(tx, actor, stockItemId);
    return stockItemDetail(tx, actor, stockItemId);
  });
}

/** Inventory/Movements: the full history, newest first, optionally by kind and time range. */
export function listMovements(db: Db, actor: Actor, stockItemId: string, body: StockMovementsQuery): Promise<StockMovementsResult> {
  const query = stockMovementsQuerySchema.parse(body);
  const f = query.filters ?? {};
  const where: SQL[] = [];
  if (f.kind) where.push(sql`m.kind = ${f.kind}`);
  if (f.from) where.push(sql`m.created_at >= ${f.from}`);
  if (f.to) where.push(sql`m.created_at < ${f.to}`);
  return withTenant(db, actor.tenantId, async (tx) => {
    await stockItemOfActor(tx, actor, stockItemId);
    const { items, total } = await movementsOf(tx, actor.tenantId, stockItemId, where, query.pageSize, (query.page - 1) * query.pageSize);
    return { items, total, page: query.page, pageSize: query.pageSize };
  });
}
