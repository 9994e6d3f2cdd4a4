import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, rowId, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';

export const configGroups = pgTable(
  'config_groups',
  {
    id: rowId(),
    tenantId: tenantId(),
    groupKey: text('group_key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), uniqueIndex('config_groups_uq').on(t.tenantId, t.groupKey)],
);

/** Platform-wide labels per page and language (not tenant-owned). */
export const translations = pgTable(
  'translations',
  {
    id: id(),
    language: text('language').notNull(),
    pageName: text('page_name').notNull(),
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('translations_uq').on(t.language, t.pageName)],
);
