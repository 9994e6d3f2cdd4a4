import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { customers } from '../customers/customers.tables.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * A standing appointment (issue 20): "every 3 weeks on Tuesday at 10:00 with Marcus", as the desk planned
 * it. Its occurrences are ordinary appointments linked by appointments.series_id; each may later move or be
 * cancelled alone ("this occurrence only") or with the later ones ("this and all following").
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    cutterId: uuid('cutter_id').notNull(),
    /** Null for a guest regular. */
    customerId: uuid('customer_id'),
    everyWeeks: integer('every_weeks').notNull(),
    /** The first occurrence's local day and HH:MM on the store's clock. */
    firstDate: text('first_date').notNull(),
    time: text('time').notNull(),
    /** How many occurrences the rule planned (booked and skipped). */
    planned: integer('planned').notNull(),
    /** The end date asked for (inclusive), when the desk gave one instead of a count. */
    until: text('until'),
    /** The local days the desk chose to skip at creation (conflicts). */
    skipped: text('skipped').array().notNull().default(sql`'{}'::text[]`),
    /** The employee who created it (no foreign key: an employee leaving keeps the series). */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.cutterId, employees),
    tenantFk(t, t.customerId, customers),
    check('appointment_series_every_weeks_ck', sql`${t.everyWeeks} between 1 and 12`),
  ],
);
export type AppointmentSeriesRow = typeof appointmentSeries.$inferSelect;
