import { boolean, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantFk, tenantId } from '../../db/columns.ts';
import { appointments } from '../appointments/appointments.tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The KPI summary's client facts (issue 15), one row per served visit: an appointment of kind 'appointment',
 * not a part of a split visit (visit_id null), with a customer and a status in SERVED_STATUSES. Written only by
 * the database: statement triggers on appointments recompute every row of each customer a statement touched
 * (migration client_visit_facts_triggers, function client_visit_facts_refresh), so no write path can forget them.
 * prev_served_at / next_served_at: the latest earlier / earliest later start of the customer's served
 * appointments (any store, split parts included, as the KPI history reads them); null when there is none.
 * rebooked: another appointment of the customer starts later and was created no later than 24 hours after this
 * one's start, and is not cancelled or a no-show.
 */
export const clientVisitFacts = pgTable(
  'client_visit_facts',
  {
    tenantId: tenantId(),
    appointmentId: uuid('appointment_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    storeId: uuid('store_id').notNull(),
    startsAt: instant('starts_at').notNull(),
    prevServedAt: instant('prev_served_at'),
    nextServedAt: instant('next_served_at'),
    rebooked: boolean('rebooked').notNull(),
  },
  (t) => [
    primaryKey({ name: 'client_visit_facts_pkey', columns: [t.tenantId, t.appointmentId] }),
    tenantFk({ tenantId: t.tenantId, id: t.appointmentId }, t.appointmentId, appointments).onDelete('cascade'),
    index('client_visit_facts_store_time_idx').on(t.tenantId, t.storeId, t.startsAt),
    index('client_visit_facts_customer_idx').on(t.tenantId, t.customerId),
  ],
);
export type ClientVisitFactsRow = typeof clientVisitFacts.$inferSelect;
