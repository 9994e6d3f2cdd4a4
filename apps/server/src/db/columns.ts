import { randomUUID } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import { type AnyPgColumn, foreignKey, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../modules/tenancy/tenancy.tables.ts';

/** Ids are made in the application (PostgreSQL 15 has no uuidv7()). The primary key of a global table. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

/** The id of a tenant table's row: unique with its tenant_id, see tenantPk (docs/scale-out.md). */
export const rowId = () =>
  uuid('id')
    .notNull()
    .$defaultFn(() => randomUUID());

/** A tenant table's own tenant_id; the one foreign key that stays simple (tenants is a global table). */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);

interface TenantColumns {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
}

/** primary key (tenant_id, id): the row lives on its tenant's shard (Citus distributes by tenant_id). */
export const tenantPk = (t: TenantColumns) => primaryKey({ name: `${getTableName(t.id.table)}_pkey`, columns: [t.tenantId, t.id] });

/**
 * foreign key (tenant_id, <column>) references <target> (tenant_id, id), named <table>_<column>_fk.
 * A row can only point at a row of its own tenant, and the join stays on one shard.
 * ON DELETE SET NULL is written `set null (<column>)` in the migration: the tenant_id must stay.
 */
export const tenantFk = (t: TenantColumns, column: AnyPgColumn, target: TenantColumns) =>
  foreignKey({
    name: `${getTableName(column.table)}_${column.name}_fk`,
    columns: [t.tenantId, column],
    foreignColumns: [target.tenantId, target.id],
  });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());
