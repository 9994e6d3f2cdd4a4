import type { ProductOverride, ProductOverrideBasicDetails, ProductOverrideSearch, ProductOverrideSearchResult } from '@salon/shared';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productOverrides, products, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, forbidden, invalid, notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { worksAtStore } from '../stores/store-access.ts';
import { containing, requireStores } from '../catalog/catalog-support.ts';

const selection = {
  override: productOverrides,
  storeName: stores.name,
  productName: products.name,
  sku: products.sku,
  productPriceCents: products.priceCents,
};
type Joined = {
  override: typeof productOverrides.$inferSelect;
  storeName: string;
  productName: string;
  sku: string | null;
  productPriceCents: number;
};

const joined = (tx: Tx) =>
  tx
    .select(selection)
    .from(productOverrides)
    .innerJoin(stores, eq(stores.id, productOverrides.storeId))
    .innerJoin(products, eq(products.id, productOverrides.productId));

function present(r: Joined): ProductOverride {
  const o = r.override;
  return {
    id: o.id,
    basicDetails: { storeId: o.storeId, productId: o.productId, priceCents: o.priceCents, available: o.available },
    storeName: r.storeName,
    productName: r.productName,
    sku: r.sku,
    productPriceCents: r.productPriceCents,
    effectivePriceCents: o.priceCents ?? r.productPriceCents,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** An override of the actor's tenant (another tenant's: 404) at a store the actor works at (else 403). */
async function overrideOf(tx: Tx, actor: Actor, id: string, { forUpdate = false } = {}): Promise<Joined> {
  const query = joined(tx).where(and(eq(productOverrides.tenantId, actor.tenantId), eq(productOverrides.id, id)));
  const [row] = forUpdate ? await query.for('update', { of: productOverrides }) : await query;
  if (!row) throw notFound('Product override');
  if (!worksAtStore(actor, row.override.storeId)) throw forbidden('You do not work at this store.');
  return row;
}

/** The store (in scope) and a live product of the tenant; one override per store and product. */
async function checkInput(tx: Tx, actor: Actor, input: ProductOverrideBasicDetails, existing: Joined | null) {
  const keepStore = existing ? new Set([existing.override.storeId]) : new Set<string>();
  await requireStores(tx, actor, [input.storeId], () => 'basicDetails.storeId', keepStore);
  const [product] = await tx
    .select({ id: products.id, archivedAt: products.archivedAt })
    .from(products)
    .where(and(eq(products.tenantId, actor.tenantId), eq(products.id, input.productId)));
  if (!product) throw invalid({ 'basicDetails.productId': 'Choose a product of your organisation' });
  if (product.archivedAt && product.id !== existing?.override.productId)
    throw invalid({ 'basicDetails.productId': 'This product is archived' });
  const [taken] = await tx
    .select({ id: productOverrides.id })
    .from(productOverrides)
    .where(
      and(
        eq(productOverrides.tenantId, actor.tenantId),
        eq(productOverrides.storeId, input.storeId),
        eq(productOverrides.productId, input.productId),
        existing ? ne(productOverrides.id, existing.override.id) : undefined,
      ),
    );
  if (taken) throw duplicate();
}

const duplicate = () =>
  conflict('This store already has an override for this product; edit that one instead.', {
    'basicDetails.productId': 'Already overridden at this store',
  });

/** Two saves of the same pair at once: the unique constraint answers, still naming the field. */
async function namingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === '23505') throw duplicate();
    throw err;
  }
}

export async function getProductOverride(db: Db, actor: Actor, id: string): Promise<ProductOverride> {
  return withTenant(db, actor.tenantId, async (tx) => present(await overrideOf(tx, actor, id)));
}

export async function createProductOverride(
  db: Db,
  actor: Actor,
  input: ProductOverrideBasicDetails,
  requestId?: string,
): Promise<ProductOverride> {
  return namingDuplicates(() =>
    withTenant(db, actor.tenantId, async (tx) => {
      await checkInput(tx, actor, input, null);
      const [row] = await tx
        .insert(productOverrides)
        .values({ tenantId: actor.tenantId, ...input })
        .returning();
      await audit(
        tx,
        actor,
        { action: 'product_override.create', entityType: 'product_override', entityId: row.id, details: { ...input } },
        requestId,
      );
      return present(await overrideOf(tx, actor, row.id));
    }),
  );
}

export async function updateProductOverride(
  db: Db,
  actor: Actor,
  id: string,
  input: ProductOverrideBasicDetails,
  requestId?: string,
): Promise<ProductOverride> {
  return namingDuplicates(() =>
    withTenant(db, actor.tenantId, async (tx) => {
      const before = await overrideOf(tx, actor, id, { forUpdate: true });
      await checkInput(tx, actor, input, before);
      await tx
        .update(productOverrides)
        .set(input)
        .where(and(eq(productOverrides.tenantId, actor.tenantId), eq(productOverrides.id, id)));
      const b = before.override;
      const changed = (['storeId', 'productId', 'priceCents', 'available'] as const).filter((k) => b[k] !== input[k]);
      if (changed.length) {
        await audit(
          tx,
          actor,
          { action: 'product_override.update', entityType: 'product_override', entityId: id, details: { changed, ...input } },
          requestId,
        );
      }
      return present(await overrideOf(tx, actor, id));
    }),
  );
}

/** An override is a setting, not history: deleting it returns the store to the product's price. */
export async function deleteProductOverride(db: Db, actor: Actor, id: string, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const before = await overrideOf(tx, actor, id, { forUpdate: true });
    await tx.delete(productOverrides).where(and(eq(productOverrides.tenantId, actor.tenantId), eq(productOverrides.id, id)));
    const { storeId, productId, priceCents, available } = before.override;
    await audit(
      tx,
      actor,
      {
        action: 'product_override.delete',
        entityType: 'product_override',
        entityId: id,
        details: { storeId, productId, priceCents, available },
      },
      requestId,
    );
    return { id, deleted: true as const };
  });
}

type SortField = 'productName' | 'storeName' | 'createdAt';
const SORT_COLUMNS: Record<SortField, SQL | typeof productOverrides.createdAt> = {
  productName: sql`lower(${products.name})`,
  storeName: sql`lower(${stores.name})`,
  createdAt: productOverrides.createdAt,
};

/** ProductOverride/Search: store-scoped staff see the overrides of their stores only. */
export async function searchProductOverrides(db: Db, actor: Actor, q: ProductOverrideSearch): Promise<ProductOverrideSearchResult> {
  const f = q.filters ?? {};
  const conditions: SQL[] = [eq(productOverrides.tenantId, actor.tenantId)];
  if (!actor.tenantWide) conditions.push(actor.storeIds.length ? inArray(productOverrides.storeId, actor.storeIds) : sql`false`);
  if (f.storeId) conditions.push(eq(productOverrides.storeId, f.storeId));
  if (f.productId) conditions.push(eq(productOverrides.productId, f.productId));
  if (f.available !== undefined) conditions.push(eq(productOverrides.available, f.available));
  if (q.search) {
    const pattern = containing(q.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern)) as SQL);
  }
  const where = and(...conditions);
  const sort = q.sort ?? 'productName';
  const direction = sort.startsWith('-') ? desc : asc;
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as SortField];
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await joined(tx)
      .where(where)
      .orderBy(direction(column), asc(productOverrides.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(productOverrides)
      .innerJoin(products, eq(products.id, productOverrides.productId))
      .where(where);
    return { items: rows.map(present), total, page: q.page, pageSize: q.pageSize };
  });
}
