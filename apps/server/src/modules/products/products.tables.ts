import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';

/**
 * What a store sells (resellable) or uses in services (consumable, back-bar). List values (type, use,
 * category, manufacturer) are values of the tenant's product_config lists. Stock lives in modules/inventory.
 * A product with history is archived (archived_at set), never deleted.
 */
export const products = pgTable(
  'products',
  {
    id: rowId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    productType: text('product_type').notNull(),
    productUse: text('product_use').notNull(),
    category: text('category').notNull(),
    manufacturer: text('manufacturer'),
    sku: text('sku'),
    barcode: text('barcode'),
    resellable: boolean('resellable').notNull().default(false),
    consumable: boolean('consumable').notNull().default(false),
    /** The low-stock threshold a store's stock item starts with. */
    threshold: integer('threshold').notNull().default(0),
    unitCostCents: integer('unit_cost_cents').notNull().default(0),
    image1FileId: uuid('image1_file_id'),
    image2FileId: uuid('image2_file_id'),
    image3FileId: uuid('image3_file_id'),
    image4FileId: uuid('image4_file_id'),
    active: boolean('active').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    index('products_tenant_name_idx').on(t.tenantId, t.name),
    uniqueIndex('products_sku_uq').on(t.tenantId, sql`lower(${t.sku})`).where(sql`${t.sku} is not null and ${t.archivedAt} is null`),
    uniqueIndex('products_barcode_uq')
      .on(t.tenantId, sql`lower(${t.barcode})`)
      .where(sql`${t.barcode} is not null and ${t.archivedAt} is null`),
  ],
);
export type ProductRow = typeof products.$inferSelect;
