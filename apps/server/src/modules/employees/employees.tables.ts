import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../db/columns.ts';

/** Staff accounts. Emails are unique across the platform so /admin sign-in needs no tenant. */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    color: text('color'),
    pinHash: text('pin_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('employees_email_uq').on(t.email), index('employees_tenant_idx').on(t.tenantId, t.lastName)],
);
