import { hasAccess, type PermissionFlag, type ProductListName, type ProductLists, type ProductListUpdate } from '@salon/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, conflict, invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { lockConfigGroup, readConfigGroup, saveConfigGroup } from '../config/config.service.ts';

/** Who may edit which list: types with product_types; categories, uses and manufacturers with product_categories. */
export const LIST_FLAG: Readonly<Record<ProductListName, PermissionFlag>> = {
  productType: 'product_types',
  category: 'product_categories',
  productUse: 'product_categories',
  manufacturer: 'product_categories',
};

const COLUMN = {
  productType: products.productType,
  category: products.category,
  productUse: products.productUse,
  manufacturer: products.manufacturer,
};

/** Product/Lists: the tenant's product lists (its edits in config_groups, else the defaults). */
export async function getProductLists(db: Db, actor: Actor): Promise<ProductLists> {
  return withTenant(db, actor.tenantId, (tx) => readConfigGroup(tx, actor.tenantId, 'product_config'));
}

/**
 * Product/Lists/{list}: replaces one list in the tenant's product_config group. A value still used by a
 * live product cannot be removed (409 naming it); the product type list keeps a default that is one of its items.
 */
export async function updateProductList(
  db: Db,
  actor: Actor,
  list: ProductListName,
  body: ProductListUpdate,
  requestId?: string,
): Promise<ProductLists> {
  const flag = LIST_FLAG[list];
  if (!hasAccess(actor.accessControls, [flag])) throw new AppError(403, 'FORBIDDEN', `Editing this list needs the ${flag} permission.`);
  if (body.defaultValue !== undefined && list !== 'productType')
    throw invalid({ defaultValue: 'Only the product type list has a default' });
  return withTenant(db, actor.tenantId, async (tx) => {
    await lockConfigGroup(tx, actor.tenantId, 'product_config');
    const lists = await readConfigGroup(tx, actor.tenantId, 'product_config');
    const values = body.items.map((i) => i.value);
    const next: ProductLists = { ...lists, [list]: body.items };
    if (list === 'productType') {
      next.defaultProductType = body.defaultValue ?? lists.defaultProductType;
      if (!values.includes(next.defaultProductType)) throw invalid({ defaultValue: 'Choose which product type is the default' });
    }
    const removed = lists[list].filter((o) => !values.includes(o.value));
    if (removed.length) {
      const inUse = await tx
        .selectDistinct({ value: COLUMN[list] })
        .from(products)
        .where(
          and(
            eq(products.tenantId, actor.tenantId),
            isNull(products.archivedAt),
            inArray(
              COLUMN[list],
              removed.map((o) => o.value),
            ),
          ),
        );
      if (inUse.length) {
        const labels = removed.filter((o) => inUse.some((u) => u.value === o.value)).map((o) => o.label);
        throw conflict(`Products still use ${labels.join(', ')}; change them before removing it from the list.`, {
          items: `Still used: ${labels.join(', ')}`,
        });
      }
    }
    await saveConfigGroup(tx, actor.tenantId, 'product_config', next);
    await audit(
      tx,
      actor,
      {
        action: 'product_lists.update',
        entityType: 'config_group',
        entityId: null,
        details: { group: 'product_config', list, values, removed: removed.map((o) => o.value) },
      },
      requestId,
    );
    return next;
  });
}
