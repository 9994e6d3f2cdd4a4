import { STOCK_MOVEMENT_KINDS } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { products } from '../products/products.tables.ts';
import { services } from '../services/services.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/** Store-level inventory settings (one row per store, absent = defaults): whether stock may go below zero. */
export const inventorySettings = pgTable(
  'inventory_settings',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    uniqueIndex('inventory_settings_store_uq').on(t.tenantId, t.storeId),
  ],
);

/**
 * Stock of one product at one store. quantity only changes through single atomic UPDATEs (never
 * read-modify-write); below_threshold remembers a crossing so the alert goes out once per crossing.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    threshold: integer('threshold').notNull().default(0),
    belowThreshold: boolean('below_threshold').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.productId, products),
    uniqueIndex('stock_items_store_product_uq').on(t.tenantId, t.storeId, t.productId),
    index('stock_items_product_idx').on(t.tenantId, t.productId),
  ],
);

/** Every change of a stock item: who, when, why, how much, and the quantity it left. Kept forever. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: rowId(),
    tenantId: tenantId(),
    stockItemId: uuid('stock_item_id').notNull(),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    quantityDelta: integer('quantity_delta').notNull(),
    resultingQuantity: integer('resulting_quantity').notNull(),
    unitCostCents: integer('unit_cost_cents'),
    /** The reason of an adjustment, or a receipt's note. */
    note: text('note'),
    /** The employee who made the change (null: the system); assumedById when an admin acted as them. */
    actorId: uuid('actor_id'),
    assumedById: uuid('assumed_by_id'),
    backBarUsageId: uuid('back_bar_usage_id'),
    // clock_timestamp, not now(): movements written in one transaction keep their order in the history.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.stockItemId, stockItems),
    tenantFk(t, t.actorId, employees),
    tenantFk(t, t.assumedById, employees),
    tenantFk(t, t.backBarUsageId, backBarUsages),
    index('stock_movements_item_idx').on(t.tenantId, t.stockItemId, t.createdAt),
  ],
);

/** One back-bar deduction: the consumables of one service of one appointment; undone at most once. */
export const backBarUsages = pgTable(
  'back_bar_usages',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    /** The appointment (issue 6) whose completed service used the products; no FK until that table exists. */
    appointmentId: uuid('appointment_id').notNull(),
    status: text('status', { enum: ['deducted', 'undone'] })
      .notNull()
      .default('deducted'),
    deductedBy: uuid('deducted_by'),
    undoneBy: uuid('undone_by'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.serviceId, services),
    tenantFk(t, t.deductedBy, employees),
    tenantFk(t, t.undoneBy, employees),
    index('back_bar_usages_store_idx').on(t.tenantId, t.storeId, t.createdAt),
    // One live deduction per appointment and service: a retried completion cannot deduct twice.
    uniqueIndex('back_bar_usages_live_uq').on(t.tenantId, t.appointmentId, t.serviceId).where(sql`status = 'deducted'`),
  ],
);

/** The products a back-bar usage deducted, and how many of each. */
export const backBarUsageLines = pgTable(
  'back_bar_usage_lines',
  {
    id: rowId(),
    tenantId: tenantId(),
    usageId: uuid('usage_id').notNull(),
    stockItemId: uuid('stock_item_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.usageId, backBarUsages),
    tenantFk(t, t.stockItemId, stockItems),
    tenantFk(t, t.productId, products),
    index('back_bar_usage_lines_usage_idx').on(t.tenantId, t.usageId),
  ],
);
