import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
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
    /** Set by an SMS STOP, cleared by START: no text goes out meanwhile; the per-kind choices stay as they were. */
    smsPausedAt: timestamp('sms_paused_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /**
     * Search keys (stored, so a prefix range on a plain column is an index condition even under row-level security,
     * where non-leakproof lower() or LIKE would not be): the phone's digits reversed (its last four digits are a
     * prefix), the lower-case full name, last name and email.
     */
    phoneDigitsRev: text('phone_digits_rev').generatedAlwaysAs(sql`reverse(regexp_replace(coalesce(phone_number, ''), '[^0-9]', '', 'g'))`),
    searchName: text('search_name').generatedAlwaysAs(sql`lower(first_name || ' ' || last_name)`),
    searchLastName: text('search_last_name').generatedAlwaysAs(sql`lower(last_name)`),
    searchEmail: text('search_email').generatedAlwaysAs(sql`lower(email)`),
    /** Set when this profile was merged into another (the survivor); the row stays so old links answer. */
    mergedIntoId: uuid('merged_into_id'),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    /** Last drink and music picked on the in-store tablet; offered first on the next visit. */
    preferredBeverage: text('preferred_beverage'),
    preferredMusic: text('preferred_music'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.brandId, brands),
    index('customers_phone_digits_idx').on(t.tenantId, t.phoneDigitsRev.op('text_pattern_ops')),
    index('customers_full_name_idx').on(t.tenantId, t.searchName.op('text_pattern_ops')),
    index('customers_last_name_idx').on(t.tenantId, t.searchLastName.op('text_pattern_ops')),
    index('customers_email_search_idx').on(t.tenantId, t.searchEmail.op('text_pattern_ops')),
    uniqueIndex('customers_phone_uq')
      .on(t.tenantId, t.brandId, t.phoneNumber)
      .where(sql`profile_type = 'PRIMARY' and phone_number is not null`),
    uniqueIndex('customers_email_uq').on(t.tenantId, t.brandId, t.email).where(sql`profile_type = 'PRIMARY' and email is not null`),
    index('customers_primary_idx').on(t.tenantId, t.primaryCustomerId),
  ],
);

/** Staff notes on a customer (flag customer_notes); pinned ones show in the calendar's appointment details. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: rowId(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.customerId, customers),
    tenantFk(t, t.authorId, employees).onDelete('set null'),
    index('customer_notes_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
  ],
);
export type CustomerNoteRow = typeof customerNotes.$inferSelect;
