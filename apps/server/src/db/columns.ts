import { randomUUID } from 'node:crypto';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../modules/tenancy/tenancy.tables.ts';

/** Ids are made in the application (PostgreSQL 15 has no uuidv7()). */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());
