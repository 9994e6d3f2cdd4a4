import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { products } from '../products/products.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * A service category (issue 16): its id is what other records key on (the GL account of its revenue), so
 * renaming it keeps them. services.category keeps the name for search and sort, renamed in the same transaction.
 */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: rowId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), uniqueIndex('service_categories_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
);

/** A bookable unit of work. A service with history is archived (archived_at set), never deleted. */
export const services = pgTable(
  'services',
  {
    id: rowId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    categoryId: uuid('category_id').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** A value of the tenant's skills config group. */
    skillSet: text('skill_set').notNull(),
    extraTimeMinutes: integer('extra_time_minutes').notNull().default(0),
    /** Processing (colour developing): the cutter is free for other bookings (issue 20). */
    processingGapMinutes: integer('processing_gap_minutes').notNull().default(0),
    /** Set-up before the customer's start that holds the cutter. */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    signature: boolean('signature').notNull().default(false),
    onlineBookable: boolean('online_bookable').notNull().default(false),
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
    // One live service per name; an archived one frees its name.
    uniqueIndex('services_name_uq').on(t.tenantId, sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
    index('services_tenant_category_idx').on(t.tenantId, t.category),
    tenantFk(t, t.categoryId, serviceCategories),
    index('services_category_id_idx').on(t.tenantId, t.categoryId),
  ],
);
export type ServiceRow = typeof services.$inferSelect;

/** The stores offering a service. */
export const serviceStores = pgTable(
  'service_stores',
  {
    id: rowId(),
    tenantId: tenantId(),
    serviceId: uuid('service_id').notNull(),
    storeId: uuid('store_id').notNull(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.serviceId, services).onDelete('cascade'),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    unique('service_stores_uq').on(t.tenantId, t.serviceId, t.storeId),
    index('service_stores_store_idx').on(t.tenantId, t.storeId),
  ],
);

/** A store's own price and/or duration of a service where it differs (null: the service's). */
export const serviceStoreOverrides = pgTable(
  'service_store_overrides',
  {
    id: rowId(),
    tenantId: tenantId(),
    serviceId: uuid('service_id').notNull(),
    storeId: uuid('store_id').notNull(),
    priceCents: integer('price_cents'),
    durationMinutes: integer('duration_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.serviceId, services).onDelete('cascade'),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    unique('service_store_overrides_uq').on(t.tenantId, t.serviceId, t.storeId),
    index('service_store_overrides_store_idx').on(t.tenantId, t.storeId),
  ],
);

/**
 * The consumable products one service uses, in whole units each time it is performed: what the inventory
 * module's back-bar deduction takes from the store's stock when the service is completed.
 */
export const serviceProductUsage = pgTable(
  'service_product_usage',
  {
    id: rowId(),
    tenantId: tenantId(),
    serviceId: uuid('service_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.serviceId, services).onDelete('cascade'),
    tenantFk(t, t.productId, products),
    unique('service_product_usage_uq').on(t.tenantId, t.serviceId, t.productId),
    index('service_product_usage_product_idx').on(t.tenantId, t.productId),
  ],
);
