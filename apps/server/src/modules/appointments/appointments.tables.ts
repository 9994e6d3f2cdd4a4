import { APPOINTMENT_KINDS, APPOINTMENT_SOURCES, APPOINTMENT_STATUSES, BLOCK_LABELS, type BookingPolicy } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { customers } from '../customers/customers.tables.ts';
import { employees } from '../employees/employees.tables.ts';
import { services } from '../services/services.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';
import { appointmentSeries } from './standing.tables.ts';

/**
 * A cutter's booked time: a customer's appointment or a blocked slot (kind 'block', with a label).
 * The exclusion constraint `appointments_no_overlap` (custom migration) refuses two active rows of one
 * cutter whose [starts_at, ends_at) ranges overlap; cancelled and no_show rows do not count.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    cutterId: uuid('cutter_id').notNull(),
    /** Null for a guest (walk-in or phone) or a block. */
    customerId: uuid('customer_id'),
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    guestEmail: text('guest_email'),
    kind: text('kind', { enum: APPOINTMENT_KINDS }).notNull().default('appointment'),
    /** Blocks only: Non Availability, blocked, vacation. */
    label: text('label', { enum: BLOCK_LABELS }),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull(),
    /** Appointments only; null for blocks. */
    source: text('source', { enum: APPOINTMENT_SOURCES }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set-up before starts_at that holds the cutter (the services' buffer before, issue 20). */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    /**
     * Processing windows as minute offsets from starts_at, flat pairs [from, to, from, to...]: the cutter is
     * free then (appointments_no_overlap holds only appointment_held(...), see migration 0024). Null: none.
     */
    freeMinutes: integer('free_minutes').array(),
    /** Minutes added with ExtraTime (already included in ends_at). */
    extraMinutes: integer('extra_minutes').notNull().default(0),
    /** A pending (cart) appointment stops holding the slot after this instant. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    notes: text('notes'),
    /** The visit's drink and music, picked on the in-store tablet (labels of the store's lists). */
    beverage: text('beverage'),
    music: text('music'),
    cancelReason: text('cancel_reason'),
    /** The booking policy (deposit, windows, fees) the customer accepted at booking, as it was then; null when none applied. */
    bookingPolicy: jsonb('booking_policy').$type<BookingPolicy>(),
    policyAcceptedAt: timestamp('policy_accepted_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Rebook: the appointment this one was rebooked from. Combine: the visit an appointment was merged into. */
    rebookedFromId: uuid('rebooked_from_id'),
    combinedIntoId: uuid('combined_into_id'),
    /** A standing appointment's occurrence: its series (issue 20); null for a one-off. */
    seriesId: uuid('series_id'),
    /**
     * A visit split across cutters (issue 20): another cutter's part of the visit points to the visit's row
     * (the first part, which the customer, status actions and checkout see); null on every other row. A part
     * holds its own cutter's time, so appointments_no_overlap checks each cutter's part.
     */
    visitId: uuid('visit_id'),
    /** The employee who created it; null when the customer booked online. */
    createdBy: uuid('created_by'),
    createdByCustomerId: uuid('created_by_customer_id'),
    /** Optimistic concurrency: bumped by every change; Update/Reschedule may send the version they read. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.cutterId, employees),
    tenantFk(t, t.customerId, customers),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    tenantFk(t, t.seriesId, appointmentSeries),
    tenantFk(t, t.visitId, t).onDelete('cascade'),
    index('appointments_visit_idx').on(t.tenantId, t.visitId).where(sql`visit_id is not null`),
    index('appointments_series_idx').on(t.tenantId, t.seriesId, t.startsAt).where(sql`series_id is not null`),
    index('appointments_store_time_idx').on(t.tenantId, t.storeId, t.startsAt),
    index('appointments_cutter_time_idx').on(t.tenantId, t.cutterId, t.startsAt),
    index('appointments_customer_idx').on(t.tenantId, t.customerId, t.startsAt),
    index('appointments_hold_idx').on(t.tenantId, t.holdExpiresAt).where(sql`status = 'pending'`),
    check('appointments_time_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_block_label_ck', sql`(${t.kind} = 'block') = (${t.label} is not null)`),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;

/** The services of an appointment, in order; name, duration and price are copied at booking time. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: rowId(),
    tenantId: tenantId(),
    appointmentId: uuid('appointment_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.appointmentId, appointments).onDelete('cascade'),
    tenantFk(t, t.serviceId, services),
    index('appointment_services_appointment_idx').on(t.tenantId, t.appointmentId, t.position),
  ],
);
export type AppointmentServiceRow = typeof appointmentServices.$inferSelect;

/** The history of an appointment: every action with what it changed (reschedules keep old and new times). */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: rowId(),
    tenantId: tenantId(),
    appointmentId: uuid('appointment_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actorType: text('actor_type', { enum: ['admin', 'customer', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.appointmentId, appointments).onDelete('cascade'),
    index('appointment_events_appointment_idx').on(t.tenantId, t.appointmentId, t.createdAt),
  ],
);
