import { MANAGER_TITLES } from '@salon/shared';
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/** Notes on a store's detail page: kept verbatim with their author and time, never edited. */
export const storeNotes = pgTable(
  'store_notes',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    authorId: uuid('author_id').notNull(),
    /** The admin who wrote it while acting as the author (assume role), else null. */
    assumedById: uuid('assumed_by_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    tenantFk(t, t.authorId, employees),
    tenantFk(t, t.assumedById, employees).onDelete('set null'),
    index('store_notes_store_idx').on(t.tenantId, t.storeId, t.createdAt),
  ],
);

export const STORE_PERSON_ROLES = ['owner', 'manager', 'key_holder'] as const;
export type StorePersonRole = (typeof STORE_PERSON_ROLES)[number];

/** Who owns, manages (with a title) and holds the keys of a store; all employees of the tenant. */
export const storePeople = pgTable(
  'store_people',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    role: text('role', { enum: STORE_PERSON_ROLES }).notNull(),
    /** Managers only: Store Manager, Shop Manager or General Manager. */
    title: text('title', { enum: MANAGER_TITLES }),
    assignedBy: uuid('assigned_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    tenantFk(t, t.assignedBy, employees).onDelete('set null'),
    unique('store_people_uq').on(t.tenantId, t.storeId, t.role, t.employeeId),
    index('store_people_employee_idx').on(t.tenantId, t.employeeId, t.role),
  ],
);
