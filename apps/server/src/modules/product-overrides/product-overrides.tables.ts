import { boolean, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { products } from '../products/products.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/** A store's own price (null: the product's) and availability of a product; one per store and product. */
export const productOverrides = pgTable(
  'product_overrides',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    productId: uuid('product_id').notNull(),
    priceCents: integer('price_cents'),
    available: boolean('available').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    tenantFk(t, t.productId, products),
    unique('product_overrides_store_product_uq').on(t.tenantId, t.storeId, t.productId),
    index('product_overrides_product_idx').on(t.tenantId, t.productId),
  ],
);
