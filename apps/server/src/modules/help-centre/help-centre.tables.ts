import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
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
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.brandId, brands),
    tenantFk(t, t.employeeId, employees),
    tenantFk(t, t.storeId, stores),
    index('support_messages_created_idx').on(t.tenantId, t.createdAt),
    index('support_messages_reply_to_idx').on(t.tenantId, t.replyTo, t.createdAt),
  ],
);
