import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { customers } from '../customers/customers.tables.ts';

/** What the customer tells about themselves beyond the identity in `customers` (one row per customer, when given). */
export const customerPersonalDetails = pgTable(
  'customer_personal_details',
  {
    id: rowId(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.customerId, customers),
    uniqueIndex('customer_personal_details_customer_uq').on(t.tenantId, t.customerId),
  ],
);

/**
 * How a customer may be contacted: one row per channel and kind they chose; no row means the default
 * (contactDefault: reminders and receipts on, marketing off).
 */
export const customerContactPreferences = pgTable(
  'customer_contact_preferences',
  {
    id: rowId(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    kind: text('kind', { enum: ['reminders', 'receipts', 'marketing'] }).notNull(),
    allowed: boolean('allowed').notNull(),
    /** How the last change came: the profile screen, an unsubscribe link, an SMS STOP. */
    source: text('source', { enum: ['profile', 'unsubscribe_link', 'sms_stop'] }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.customerId, customers),
    uniqueIndex('customer_contact_preferences_uq').on(t.tenantId, t.customerId, t.channel, t.kind),
  ],
);

/** A customer's request to the brand (profile/support); answered through the messages screen once it exists. */
export const customerSupportRequests = pgTable(
  'customer_support_requests',
  {
    id: rowId(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.customerId, customers),
    index('customer_support_requests_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
  ],
);
