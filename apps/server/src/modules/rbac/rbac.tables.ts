import { boolean, index, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccessControls } from '@salon/shared';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

export const roles = pgTable(
  'roles',
  {
    id: rowId(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    accessControls: jsonb('access_controls').$type<AccessControls>().notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), uniqueIndex('roles_slug_uq').on(t.tenantId, t.slug)],
);

/** A role held at one store; store_id null means tenant-wide (franchisor, brand admin). */
export const employeeRoles = pgTable(
  'employee_roles',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    roleId: uuid('role_id').notNull(),
    storeId: uuid('store_id'),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    tenantFk(t, t.roleId, roles),
    tenantFk(t, t.storeId, stores),
    unique('employee_roles_uq').on(t.tenantId, t.employeeId, t.roleId, t.storeId).nullsNotDistinct(),
    index('employee_roles_store_idx').on(t.tenantId, t.storeId),
  ],
);
