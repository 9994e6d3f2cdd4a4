// Product checks that need the database: list values, guarded flags, unique SKU and barcode, stores.
import type { ProductLists, ProductWizard } from '@salon/shared';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products, serviceProductUsage } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import { readConfigGroup } from '../config/config.service.ts';
import { requireFlagToChange, requireStores } from '../catalog/catalog-support.ts';
import type { ProductRow } from './products.tables.ts';

const LIST_FIELDS = [
  ['productType', 'productType', 'Choose a product type from the list'],
  ['productUse', 'productUse', 'Choose a product use from the list'],
  ['category', 'category', 'Choose a category from the list'],
  ['manufacturer', 'manufacturer', 'Choose a manufacturer from the list'],
] as const;

/** 409 naming the field when another live product of the tenant has this SKU or barcode. */
async function requireUniqueCode(tx: Tx, actor: Actor, field: 'sku' | 'barcode', value: string | null, before: ProductRow | null) {
  if (value === null) return;
  const column = products[field];
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, actor.tenantId),
        isNull(products.archivedAt),
        sql`lower(${column}) = lower(${value})`,
        before ? ne(products.id, before.id) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw uniqueCodeConflict(field);
}

export const uniqueCodeConflict = (field: 'sku' | 'barcode') =>
  conflict(`Another product already has this ${field === 'sku' ? 'SKU' : 'barcode'}.`, {
    [`productDetails.${field}`]: `Already used by another product`,
  });

/** The product type to store (the list default when none is chosen) after every rule passed. */
export async function checkProductWizard(tx: Tx, actor: Actor, wizard: ProductWizard, before: ProductRow | null): Promise<string> {
  const d = wizard.productDetails;
  const lists: ProductLists = await readConfigGroup(tx, actor.tenantId, 'product_config');
  const productType = d.productType ?? lists.defaultProductType;
  const chosen = { productType, productUse: d.productUse, category: d.category, manufacturer: d.manufacturer };
  const problems: Record<string, string> = {};
  for (const [key, list, message] of LIST_FIELDS) {
    const value = chosen[key];
    // A value the product already had stays valid even if the list has changed since.
    if (value === null || value === before?.[key]) continue;
    if (!lists[list].some((o) => o.value === value)) problems[`productDetails.${key}`] = message;
  }
  if (Object.keys(problems).length) throw invalid(problems);

  requireFlagToChange(actor, 'resellable_products', 'productDetails.resellable', d.resellable, before?.resellable ?? false);
  requireFlagToChange(actor, 'consumable_products', 'productDetails.consumable', d.consumable, before?.consumable ?? false);
  if (before?.consumable && !d.consumable) {
    const [{ used }] = await tx
      .select({ used: count() })
      .from(serviceProductUsage)
      .where(and(eq(serviceProductUsage.tenantId, actor.tenantId), eq(serviceProductUsage.productId, before.id)));
    if (used > 0) {
      throw conflict(`${used} service(s) use this product at the back bar; remove it from them first.`, {
        'productDetails.consumable': 'Used by services',
      });
    }
  }

  const initial = wizard.inventoryDetails.initialStock;
  if (before && initial.length) {
    throw invalid({ 'inventoryDetails.initialStock': 'Stock of an existing product is changed in Inventory (add stock)' });
  }
  await requireStores(
    tx,
    actor,
    initial.map((s) => s.storeId),
    (i) => `inventoryDetails.initialStock.${i}.storeId`,
  );
  await requireUniqueCode(tx, actor, 'sku', d.sku, before);
  await requireUniqueCode(tx, actor, 'barcode', d.barcode, before);
  return productType;
}

/** Maps a unique violation that slipped past the check (two saves at once) to the field it concerns. */
export function codeOfUniqueViolation(err: unknown): 'sku' | 'barcode' | null {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (constraint === 'products_sku_uq') return 'sku';
    if (constraint === 'products_barcode_uq') return 'barcode';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
