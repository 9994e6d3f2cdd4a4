import { CONVERSATION_KINDS } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { appointments } from '../appointments/appointments.tables.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * A staff conversation (BACK-OFFICE-NOTES section 7): direct (two staff, one row per pair: direct_key is the
 * two employee ids sorted), group (named; per store by default) or appointment (one per appointment).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: rowId(),
    tenantId: tenantId(),
    kind: text('kind', { enum: CONVERSATION_KINDS }).notNull(),
    title: text('title'),
    storeId: uuid('store_id'),
    appointmentId: uuid('appointment_id'),
    directKey: text('direct_key'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    /** The newest message's time: orders the conversation list. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.appointmentId, appointments),
    uniqueIndex('conversations_appointment_uq').on(t.tenantId, t.appointmentId),
    uniqueIndex('conversations_direct_uq').on(t.tenantId, t.directKey),
    check(
      'conversations_kind_ck',
      sql`(${t.kind} = 'direct' and ${t.directKey} is not null) or (${t.kind} = 'appointment' and ${t.appointmentId} is not null) or ${t.kind} = 'group'`,
    ),
  ],
);

/** Who is in a conversation; last_read_at counts their unread messages (newer, by someone else, not deleted). */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    id: rowId(),
    tenantId: tenantId(),
    conversationId: uuid('conversation_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.conversationId, conversations).onDelete('cascade'),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    uniqueIndex('conversation_members_uq').on(t.tenantId, t.conversationId, t.employeeId),
    index('conversation_members_employee_idx').on(t.tenantId, t.employeeId),
  ],
);

/**
 * A message. client_message_id (made by the sender's browser) makes a resend answer the first message instead of
 * a second one. A deleted message keeps its row (the thread keeps its place) with its body emptied.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: rowId(),
    tenantId: tenantId(),
    conversationId: uuid('conversation_id').notNull(),
    authorId: uuid('author_id').notNull(),
    clientMessageId: text('client_message_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.conversationId, conversations).onDelete('cascade'),
    tenantFk(t, t.authorId, employees).onDelete('cascade'),
    uniqueIndex('chat_messages_client_uq').on(t.tenantId, t.authorId, t.clientMessageId),
    index('chat_messages_thread_idx').on(t.tenantId, t.conversationId, t.createdAt, t.id),
  ],
);
