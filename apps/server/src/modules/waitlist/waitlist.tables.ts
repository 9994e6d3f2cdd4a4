import { WAITLIST_STATUSES } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { appointments } from '../appointments/appointments.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * A waiting customer's wish (issue 20): services at a store on one local date inside a window (minutes since local
 * midnight), with a cutter or anyone. When a fitting time frees up the first in line (created_at) is offered it:
 * status offered with the time held until offer_expires_at; claiming it books (appointment_id). One open offer per
 * entry: an offer is made by a conditional update from 'waiting', so two cancellations at once offer it once.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    serviceIds: uuid('service_ids').array().notNull(),
    cutterId: uuid('cutter_id'),
    date: text('date').notNull(),
    windowStartMinutes: integer('window_start_minutes').notNull(),
    windowEndMinutes: integer('window_end_minutes').notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offeredCutterId: uuid('offered_cutter_id'),
    offeredStartsAt: timestamp('offered_starts_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    appointmentId: uuid('appointment_id'),
    createdByEmployeeId: uuid('created_by_employee_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    tenantFk(t, t.customerId, customers).onDelete('cascade'),
    tenantFk(t, t.cutterId, employees),
    tenantFk(t, t.appointmentId, appointments),
    index('waitlist_entries_store_date_idx').on(t.tenantId, t.storeId, t.date, t.status),
    index('waitlist_entries_customer_idx').on(t.tenantId, t.customerId),
    uniqueIndex('waitlist_entries_offer_uq').on(t.tenantId, t.offeredCutterId, t.offeredStartsAt).where(sql`status = 'offered'`),
    check(
      'waitlist_entries_window_ck',
      sql`${t.windowStartMinutes} >= 0 and ${t.windowStartMinutes} < ${t.windowEndMinutes} and ${t.windowEndMinutes} <= 1440`,
    ),
    check(
      'waitlist_entries_offer_ck',
      sql`(status = 'offered') = (${t.offeredStartsAt} is not null and ${t.offerExpiresAt} is not null and ${t.offeredCutterId} is not null)`,
    ),
  ],
);
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
