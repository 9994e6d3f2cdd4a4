import type { ProductSearch, ProductSearchResult } from '@salon/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { containing } from '../catalog/catalog-support.ts';
import { productListItem } from './product-mapping.ts';

type SortField = 'name' | 'priceCents' | 'category' | 'sku' | 'createdAt';
const SORT_COLUMNS: Record<SortField, SQL | typeof products.createdAt> = {
  name: sql`lower(${products.name})`,
  priceCents: sql`${products.priceCents}`,
  category: sql`${products.category}`,
  sku: sql`lower(${products.sku})`,
  createdAt: products.createdAt,
};

/** Product/Search: archived products are left out unless filters.archived is true (then only they show). */
export async function searchProducts(db: Db, actor: Actor, q: ProductSearch): Promise<ProductSearchResult> {
  const f = q.filters ?? {};
  const conditions: SQL[] = [
    eq(products.tenantId, actor.tenantId),
    f.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
  ];
  if (f.active !== undefined) conditions.push(eq(products.active, f.active));
  if (f.resellable !== undefined) conditions.push(eq(products.resellable, f.resellable));
  if (f.consumable !== undefined) conditions.push(eq(products.consumable, f.consumable));
  if (f.category) conditions.push(eq(products.category, f.category));
  if (f.productType) conditions.push(eq(products.productType, f.productType));
  if (f.productUse) conditions.push(eq(products.productUse, f.productUse));
  if (f.manufacturer) conditions.push(eq(products.manufacturer, f.manufacturer));
  if (q.search) {
    const pattern = containing(q.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern), ilike(products.barcode, pattern)) as SQL);
  }
  const where = and(...conditions);
  const sort = q.sort ?? 'name';
  const direction = sort.startsWith('-') ? desc : asc;
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as SortField];

  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(products)
      .where(where)
      .orderBy(direction(column), asc(products.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [{ total }] = await tx.select({ total: count() }).from(products).where(where);
    return { items: rows.map(productListItem), total, page: q.page, pageSize: q.pageSize };
  });
}
