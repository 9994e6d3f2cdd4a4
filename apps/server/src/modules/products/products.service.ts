import type { CatalogActivate, CatalogDeleteResult, CatalogStatusResult, Product, ProductWizard } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { productOverrides, products, serviceProductUsage, stockItems } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound, sqlState } from '../../platform/http/errors.ts';
import { deliverQueuedMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { initialStockReceiver } from './initial-stock.ts';
import { deleteOrArchive, linkImages, refuseArchived } from '../catalog/catalog-support.ts';
import { changedProductColumns, presentProduct, productColumns } from './product-mapping.ts';
import { checkProductWizard, codeOfUniqueViolation, uniqueCodeConflict } from './product-rules.ts';
import type { ProductRow } from './products.tables.ts';

type Deps = Pick<AppContext, 'db' | 'jobs'>;

export async function productOf(tx: Tx, actor: Actor, productId: string, { forUpdate = false } = {}): Promise<ProductRow> {
  const query = tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, actor.tenantId), eq(products.id, productId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Product');
  return row;
}

/**
 * Whether deleting the product would lose history: a store stocks it (its movements are kept forever),
 * a service uses it at the back bar, or a store overrides its price. Sales (issue 7) add theirs here;
 * a delete that meets any other foreign key archives regardless.
 */
export async function productHasHistory(tx: Tx, tenantId: string, productId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from ${stockItems} where ${stockItems.tenantId} = ${tenantId} and ${stockItems.productId} = ${productId})
        or exists (select 1 from ${serviceProductUsage} where ${serviceProductUsage.tenantId} = ${tenantId} and ${serviceProductUsage.productId} = ${productId})
        or exists (select 1 from ${productOverrides} where ${productOverrides.tenantId} = ${tenantId} and ${productOverrides.productId} = ${productId})
        as found`,
  );
  return row?.found === true;
}

const present = async (tx: Tx, actor: Actor, row: ProductRow) => presentProduct(row, await productHasHistory(tx, actor.tenantId, row.id));

/** Product/GetById: archived products too. */
export async function getProduct(deps: Deps, actor: Actor, productId: string): Promise<Product> {
  return withTenant(deps.db, actor.tenantId, async (tx) => present(tx, actor, await productOf(tx, actor, productId)));
}

/** A unique violation that slipped past the check (two saves at once) still names its field. */
async function namingCodeConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const code = sqlState(err) === '23505' ? codeOfUniqueViolation(err) : null;
    throw code ? uniqueCodeConflict(code) : err;
  }
}

/**
 * Product/Create: the product, its images and each store's initial stock (through the inventory module,
 * as a receipt at the unit cost) in one transaction; threshold alerts it queues are delivered after commit.
 */
export async function createProduct(deps: Deps, actor: Actor, wizard: ProductWizard, requestId?: string): Promise<Product> {
  const { product, messageIds } = await namingCodeConflicts(() =>
    withTenant(deps.db, actor.tenantId, async (tx) => {
      const productType = await checkProductWizard(tx, actor, wizard, null);
      const [row] = await tx
        .insert(products)
        .values({ ...productColumns(wizard, productType), tenantId: actor.tenantId })
        .returning();
      await linkImages(tx, actor, 'product', row.id, wizard.images, 'images');
      await audit(
        tx,
        actor,
        { action: 'product.create', entityType: 'product', entityId: row.id, details: { name: row.name, sku: row.sku } },
        requestId,
      );
      const queued: string[] = [];
      const receiveInitialStock = initialStockReceiver();
      const { threshold, unitCostCents, initialStock } = wizard.inventoryDetails;
      for (const { storeId, quantity } of initialStock) {
        const received = await receiveInitialStock(
          tx,
          actor,
          { storeId, productId: row.id, quantity, unitCostCents, threshold },
          requestId,
        );
        queued.push(...received.messageIds);
      }
      return { product: await present(tx, actor, row), messageIds: queued };
    }),
  );
  for (const id of messageIds) await deliverQueuedMessage(deps.jobs, id);
  return product;
}

/** Product/Update: the whole wizard again (stock changes go through Inventory); active only through Activate. */
export async function updateProduct(
  deps: Deps,
  actor: Actor,
  productId: string,
  wizard: ProductWizard,
  requestId?: string,
): Promise<Product> {
  return namingCodeConflicts(() =>
    withTenant(deps.db, actor.tenantId, async (tx) => {
      const before = await productOf(tx, actor, productId, { forUpdate: true });
      refuseArchived(before, 'product');
      const productType = await checkProductWizard(tx, actor, wizard, before);
      const [after] = await tx
        .update(products)
        .set(productColumns(wizard, productType))
        .where(and(eq(products.tenantId, actor.tenantId), eq(products.id, productId)))
        .returning();
      await linkImages(tx, actor, 'product', productId, wizard.images, 'images');
      const changed = changedProductColumns(before, after);
      if (changed.length)
        await audit(tx, actor, { action: 'product.update', entityType: 'product', entityId: productId, details: { changed } }, requestId);
      return present(tx, actor, after);
    }),
  );
}

/** Product/Activate: sets the wanted state (no change, no audit entry). */
export async function activateProduct(
  deps: Deps,
  actor: Actor,
  productId: string,
  { active }: CatalogActivate,
  requestId?: string,
): Promise<CatalogStatusResult> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await productOf(tx, actor, productId, { forUpdate: true });
    refuseArchived(row, 'product');
    if (row.active !== active) {
      await tx
        .update(products)
        .set({ active })
        .where(and(eq(products.tenantId, actor.tenantId), eq(products.id, productId)));
      await audit(
        tx,
        actor,
        { action: active ? 'product.activate' : 'product.deactivate', entityType: 'product', entityId: productId },
        requestId,
      );
    }
    return { id: productId, active, archived: false };
  });
}

/** Product/Delete: deleted without history, else archived (inactive, hidden from lists, its SKU free again, kept). */
export async function deleteProduct(
  deps: Deps,
  actor: Actor,
  productId: string,
  now: Date,
  requestId?: string,
): Promise<CatalogDeleteResult> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await productOf(tx, actor, productId, { forUpdate: true });
    if (row.archivedAt) return { id: productId, outcome: 'archived' };
    const where = and(eq(products.tenantId, actor.tenantId), eq(products.id, productId));
    const outcome = await deleteOrArchive(tx, {
      hasHistory: await productHasHistory(tx, actor.tenantId, productId),
      remove: (sp) => sp.delete(products).where(where),
      archive: () => tx.update(products).set({ archivedAt: now, active: false }).where(where),
    });
    await audit(
      tx,
      actor,
      {
        action: `product.${outcome === 'deleted' ? 'delete' : 'archive'}`,
        entityType: 'product',
        entityId: productId,
        details: { name: row.name },
      },
      requestId,
    );
    return { id: productId, outcome };
  });
}
