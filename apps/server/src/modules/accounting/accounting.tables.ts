import type { JournalLine } from '@salon/shared';
import { EXPORT_STATUSES, LOCATION_KINDS, POSTING_CATEGORIES } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { serviceCategories } from '../services/services.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/** A franchisee company: one QuickBooks company (realm) for its stores (issue 16). */
export const accountingStoreGroups = pgTable(
  'accounting_store_groups',
  {
    id: rowId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    locationKind: text('location_kind', { enum: LOCATION_KINDS }).notNull().default('class'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), uniqueIndex('accounting_store_groups_name_uq').on(t.tenantId, t.name)],
);

/** A store belongs to at most one group (the unique store_id). */
export const accountingGroupStores = pgTable(
  'accounting_group_stores',
  {
    id: rowId(),
    tenantId: tenantId(),
    groupId: uuid('group_id').notNull(),
    storeId: uuid('store_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.groupId, accountingStoreGroups).onDelete('cascade'),
    tenantFk(t, t.storeId, stores),
    uniqueIndex('accounting_group_stores_store_uq').on(t.tenantId, t.storeId),
    index('accounting_group_stores_group_idx').on(t.tenantId, t.groupId),
  ],
);

/**
 * Posting category -> account of the group's company (accountId null: typed for an offline export). Service
 * revenue may also be mapped per service category (serviceCategory set); a category without its own row posts
 * to the plain service revenue account.
 */
export const accountingGlMappings = pgTable(
  'accounting_gl_mappings',
  {
    id: rowId(),
    tenantId: tenantId(),
    groupId: uuid('group_id').notNull(),
    category: text('category', { enum: POSTING_CATEGORIES }).notNull(),
    /** A service category's id (issue 16: keyed by id, so renaming the category keeps its account). */
    serviceCategoryId: uuid('service_category_id'),
    accountId: text('account_id'),
    accountName: text('account_name').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.groupId, accountingStoreGroups).onDelete('cascade'),
    tenantFk(t, t.serviceCategoryId, serviceCategories).onDelete('cascade'),
    uniqueIndex('accounting_gl_mappings_uq').on(t.tenantId, t.groupId, t.category).where(sql`service_category_id is null`),
    uniqueIndex('accounting_gl_mappings_service_category_uq')
      .on(t.tenantId, t.groupId, t.serviceCategoryId)
      .where(sql`service_category_id is not null`),
    check('accounting_gl_mappings_service_category_ck', sql`service_category_id is null or category = 'service_revenue'`),
  ],
);

/**
 * The group's QuickBooks Online grant. Tokens are sealed (AES-256-GCM, token-seal.ts), never answered.
 * A pending connect keeps the sha256 of its OAuth state until the redirect completes it.
 */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    id: rowId(),
    tenantId: tenantId(),
    groupId: uuid('group_id').notNull(),
    status: text('status', { enum: ['pending', 'connected', 'reconnect', 'disconnected'] }).notNull(),
    stateHash: text('state_hash'),
    stateExpiresAt: timestamp('state_expires_at', { withTimezone: true }),
    realmId: text('realm_id'),
    companyName: text('company_name'),
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    connectedBy: uuid('connected_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.groupId, accountingStoreGroups).onDelete('cascade'),
    tenantFk(t, t.connectedBy, employees).onDelete('set null'),
    uniqueIndex('accounting_connections_group_uq').on(t.tenantId, t.groupId),
    index('accounting_connections_state_idx').on(t.tenantId, t.stateHash),
  ],
);
export type AccountingConnectionRow = typeof accountingConnections.$inferSelect;

export interface StageProgress {
  stage: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
}

/**
 * An export job of a group's date range. The range lock: no two queued or running exports of a group overlap
 * in dates (accounting_exports_range_lock, an exclusion constraint in the migration: drizzle cannot express it).
 */
export const accountingExports = pgTable(
  'accounting_exports',
  {
    id: rowId(),
    tenantId: tenantId(),
    groupId: uuid('group_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: ['post', 'offline'] }).notNull(),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('queued'),
    stages: jsonb('stages').$type<StageProgress[]>().notNull(),
    errorMessage: text('error_message'),
    errorCategory: text('error_category', { enum: POSTING_CATEGORIES }),
    posted: integer('posted').notNull().default(0),
    adjustments: integer('adjustments').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.groupId, accountingStoreGroups).onDelete('cascade'),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    index('accounting_exports_group_idx').on(t.tenantId, t.groupId, t.createdAt),
  ],
);
export type AccountingExportRow = typeof accountingExports.$inferSelect;

/**
 * One journal entry document of a store's day: version 1 the day, later versions adjustments. The request id
 * is sha256(store|date|version), so posting it again never makes a second entry; remote id and sync token are
 * what QuickBooks answered. Offline documents (no connection) are kept for the files but never count as posted.
 */
export const accountingEntries = pgTable(
  'accounting_entries',
  {
    id: rowId(),
    tenantId: tenantId(),
    exportId: uuid('export_id').notNull(),
    groupId: uuid('group_id').notNull(),
    storeId: uuid('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['daily', 'adjustment', 'offline'] }).notNull(),
    requestId: text('request_id').notNull(),
    docNumber: text('doc_number').notNull(),
    lines: jsonb('lines').$type<JournalLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: ['pending', 'posted', 'offline'] }).notNull(),
    remoteId: text('remote_id'),
    syncToken: text('sync_token'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.exportId, accountingExports).onDelete('cascade'),
    tenantFk(t, t.groupId, accountingStoreGroups).onDelete('cascade'),
    tenantFk(t, t.storeId, stores),
    uniqueIndex('accounting_entries_version_uq').on(t.tenantId, t.groupId, t.storeId, t.day, t.version).where(sql`kind <> 'offline'`),
    index('accounting_entries_export_idx').on(t.tenantId, t.exportId),
  ],
);
export type AccountingEntryRow = typeof accountingEntries.$inferSelect;
