import { STORE_DEMAND_ACTIONS, STORE_DEMAND_STATUSES, type DemandGrid, type DemandRequired, type DemandSettings } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * A store's demand for one week (Monday first): per skill set, the headcount required in each hour cell of
 * the week's grid (the opening hours when it was made). Draft until booked. One per store and week; every
 * save adds a store_demand_versions row.
 */
export const storeDemands = pgTable(
  'store_demands',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status', { enum: STORE_DEMAND_STATUSES }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    grid: jsonb('grid').$type<DemandGrid>().notNull(),
    required: jsonb('required').$type<DemandRequired>().notNull(),
    settings: jsonb('settings').$type<DemandSettings>().notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    bookedBy: uuid('booked_by'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    tenantFk(t, t.bookedBy, employees).onDelete('set null'),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    uniqueIndex('store_demands_store_week_uq').on(t.tenantId, t.storeId, t.weekStart),
  ],
);
export type StoreDemandRow = typeof storeDemands.$inferSelect;

/** The history of a demand: each save with its status and headcounts; never updated or deleted. */
export const storeDemandVersions = pgTable(
  'store_demand_versions',
  {
    id: rowId(),
    tenantId: tenantId(),
    demandId: uuid('demand_id').notNull(),
    version: integer('version').notNull(),
    action: text('action', { enum: STORE_DEMAND_ACTIONS }).notNull(),
    status: text('status', { enum: STORE_DEMAND_STATUSES }).notNull(),
    required: jsonb('required').$type<DemandRequired>().notNull(),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.demandId, storeDemands).onDelete('cascade'),
    tenantFk(t, t.actorId, employees).onDelete('set null'),
    index('store_demand_versions_demand_idx').on(t.tenantId, t.demandId, t.version),
  ],
);

/**
 * A named week of demand a store keeps to reuse: the headcounts per skill set, day of the week (Sunday first)
 * and hour cell, with the grid they were painted on. Applying one matches cells by their start time.
 */
export const storeDemandTemplates = pgTable(
  'store_demand_templates',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    name: text('name').notNull(),
    grid: jsonb('grid').$type<DemandGrid>().notNull(),
    required: jsonb('required').$type<DemandRequired>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    uniqueIndex('store_demand_templates_name_uq').on(t.tenantId, t.storeId, sql`lower(${t.name})`),
  ],
);
export type StoreDemandTemplateRow = typeof storeDemandTemplates.$inferSelect;
