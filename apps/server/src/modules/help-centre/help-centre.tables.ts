import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { customers } from '../customers/customers.tables.ts';
import { employees } from '../employees/employees.tables.ts';
import { brands, stores } from '../tenancy/tenancy.tables.ts';

/** A help-centre article (Markdown body); audience_roles empty: every member of staff may read it. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: rowId(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    audienceRoles: text('audience_roles').array().notNull().default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(false),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), tenantFk(t, t.updatedBy, employees), index('help_articles_category_idx').on(t.tenantId, t.category, t.title)],
);

/** A contact-us message to the brand's support (staff, or a customer by the public form), emailed through the outbox. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: rowId(),
    tenantId: tenantId(),
    brandId: uuid('brand_id').notNull(),
    source: text('source').notNull(),
    employeeId: uuid('employee_id'),
    /** The name a customer gave on the public form (staff: null, their employee record names them). */
    fromName: text('from_name'),
    storeId: uuid('store_id'),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    replyTo: text('reply_to').notNull(),
    /** The sender's network address (public form only): its rate limit. */
    clientIp: text('client_ip'),
    /** The signed-in customer who wrote on the public form (null: written signed out; replies go by email only). */
    customerId: uuid('customer_id'),
    createdAt: createdAt(),
    /** The newest message or reply of the conversation: the Received list's order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when support marks it handled; cleared when reopened or when the sender answers. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by'),
    /** When the sender last read the conversation: support replies after it are new to them (their unread marker). */
    senderSeenAt: timestamp('sender_seen_at', { withTimezone: true }),
    /** When support last opened the conversation: the sender's message and answers after it are unread to support. */
    supportSeenAt: timestamp('support_seen_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.brandId, brands),
    tenantFk(t, t.employeeId, employees),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.customerId, customers),
    tenantFk(t, t.handledBy, employees),
    index('support_messages_created_idx').on(t.tenantId, t.createdAt),
    index('support_messages_activity_idx').on(t.tenantId, t.lastActivityAt),
    index('support_messages_customer_idx').on(t.tenantId, t.customerId),
    index('support_messages_reply_to_idx').on(t.tenantId, t.replyTo, t.createdAt),
  ],
);

/** One answer in a contact-us conversation: support's reply (emailed to the sender) or the sender's answer. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: rowId(),
    tenantId: tenantId(),
    supportMessageId: uuid('support_message_id').notNull(),
    /** support: a holder of read_contact_messages answered; sender: the customer or member of staff who wrote. */
    author: text('author', { enum: ['support', 'sender'] }).notNull(),
    /** The member of staff who wrote it (support replies, and staff senders); null for a customer. */
    employeeId: uuid('employee_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.supportMessageId, supportMessages).onDelete('cascade'),
    tenantFk(t, t.employeeId, employees),
    index('support_replies_message_idx').on(t.tenantId, t.supportMessageId, t.createdAt),
  ],
);
