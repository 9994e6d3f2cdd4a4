import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { brands } from '../tenancy/tenancy.tables.ts';

/** Identity part of a customer. A PRIMARY profile may carry LINKED profiles (family) that book under it. */
export const customers = pgTable(
  'customers',
  {
    id: rowId(),
    tenantId: tenantId(),
    brandId: uuid('brand_id').notNull(),
    profileType: text('profile_type', { enum: ['PRIMARY', 'LINKED'] })
      .notNull()
      .default('PRIMARY'),
    primaryCustomerId: uuid('primary_customer_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code').notNull().default('+1'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.brandId, brands),
    uniqueIndex('customers_phone_uq')
      .on(t.tenantId, t.brandId, t.phoneNumber)
      .where(sql`profile_type = 'PRIMARY' and phone_number is not null`),
    uniqueIndex('customers_email_uq').on(t.tenantId, t.brandId, t.email).where(sql`profile_type = 'PRIMARY' and email is not null`),
    index('customers_primary_idx').on(t.tenantId, t.primaryCustomerId),
  ],
);
