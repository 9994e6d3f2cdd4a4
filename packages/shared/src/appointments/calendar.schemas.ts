// The calendar, the appointments dashboard, the customer's own appointments and the realtime socket's event
// (docs/booking-api.md), split from appointment.schemas.ts. Instants on the wire are ISO strings (UTC).
import { z } from 'zod';
import { APPOINTMENT_SOURCES } from '../constants.ts';
import { dateOnlySchemaFor } from '../stores/store-hours.ts';
import { text } from '../validation/text.ts';
import { weekStartSchema } from '../validation/rules.ts';
import { APPOINTMENT_STATUSES } from './appointment-status.ts';
import { APPOINTMENT_KINDS, BLOCK_LABELS, appointmentSchema, idOf } from './appointment.schemas.ts';
import { seriesMarkerSchema } from './series-marker.schemas.ts';

export const calendarQuerySchema = z.object({
  storeId: idOf('store'),
  date: dateOnlySchemaFor('Date'),
  view: z.enum(['day', 'week']).default('day'),
  weekStart: z.coerce.number().pipe(weekStartSchema).optional(),
  /** Cancelled and no-show appointments are left out unless asked for. */
  includeCancelled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
/** photoFileId: the cutter's photo (their newest image upload), null for initials. */
export const calendarResourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string().nullable(),
  photoFileId: z.uuid().nullable(),
});
export const calendarEventSchema = z.object({
  id: z.uuid(),
  resourceId: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(APPOINTMENT_STATUSES),
  color: z.string(),
  title: z.string(),
  kind: z.enum(APPOINTMENT_KINDS),
  label: z.enum(BLOCK_LABELS).nullable(),
  source: z.enum(APPOINTMENT_SOURCES).nullable(),
  customerId: z.uuid().nullable(),
  isGuest: z.boolean(),
  /** Drink and music picked on the in-store tablet (issue 19), shown on the cutter's column. */
  beverage: z.string().nullable(),
  music: z.string().nullable(),
  version: z.int(),
  /** Processing windows (the cutter free for others), minutes from start; drawn as a lighter band. */
  processing: z.array(z.object({ from: z.int(), to: z.int() })),
  /** The customer's or guest's name (null for a block). */
  customerName: z.string().nullable(),
  /** The services' names, in order, joined by ", " (empty for a block). */
  services: z.string(),
  /** The customer's first appointment at the brand (no earlier one that was kept). */
  firstVisit: z.boolean(),
  /** The customer has a pinned staff note (the card shows a pin; the details show the notes). */
  pinnedNote: z.boolean(),
  /** The customer's or guest's phone as stored, for the front desk's search (null when none). */
  phone: z.string().nullable(),
  /** The appointment's notes (the day sheet prints them; blocks keep theirs in the title). */
  notes: z.string().nullable(),
  /** A standing appointment's occurrence: the card shows "Every 3 weeks · 2 of 6". */
  repeat: seriesMarkerSchema.nullable(),
  /** A split visit (issue 20): the visit's id on each cutter's part (the visit's own row too); null otherwise. */
  visitId: z.uuid().nullable(),
});
/** A cutter's published shift or approved time off on the shown days (instants). */
export const calendarIntervalSchema = z.object({ resourceId: z.uuid(), start: z.iso.datetime(), end: z.iso.datetime() });
export const calendarDaySchema = z.object({
  date: z.string(),
  /** HH:MM on the store's clock; null when closed (the calendar then uses the spec defaults). */
  open: z.string().nullable(),
  close: z.string().nullable(),
});
export const calendarSchema = z.object({
  storeId: z.uuid(),
  timezone: z.string(),
  view: z.enum(['day', 'week']),
  date: z.string(),
  weekStart: z.int(),
  /** Open and close of the requested date (spec defaults when closed). */
  open: z.string(),
  close: z.string(),
  days: z.array(calendarDaySchema),
  resources: z.array(calendarResourceSchema),
  events: z.array(calendarEventSchema),
  /** Published shifts at this store: time outside them is shaded. */
  shifts: z.array(calendarIntervalSchema),
  /** Approved time off (this store or every store): marked with its label. */
  timeOff: z.array(calendarIntervalSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

export const dashboardQuerySchema = z.object({ storeId: idOf('store'), weekStart: dateOnlySchemaFor('Week start').optional() });
const statusCountsSchema = z.record(z.enum(APPOINTMENT_STATUSES), z.int());
export const dashboardDaySchema = z.object({ date: z.string(), total: z.int(), counts: statusCountsSchema });
export const dashboardSchema = z.object({
  storeId: z.uuid(),
  timezone: z.string(),
  today: dashboardDaySchema,
  week: z.object({ from: z.string(), to: z.string(), total: z.int(), counts: statusCountsSchema, days: z.array(dashboardDaySchema) }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Appointment/Mine: the signed-in customer's and their linked profiles' appointments. */
export const myAppointmentSchema = appointmentSchema
  .pick({
    id: true,
    storeId: true,
    status: true,
    start: true,
    end: true,
    services: true,
    cutterId: true,
    cutterName: true,
    customerId: true,
    customerName: true,
    repeat: true,
  })
  .extend({
    storeName: z.string(),
    timezone: z.string(),
    /** Whether the customer may still cancel or reschedule it (store rules). */
    canChange: z.boolean(),
  });
export const myAppointmentsSchema = z.object({ upcoming: z.array(myAppointmentSchema), past: z.array(myAppointmentSchema) });

/** The realtime socket's event: a day of a store's calendar changed. */
export const calendarChangedEventSchema = z.object({
  type: z.literal('calendar.changed'),
  storeId: z.uuid(),
  date: z.string(),
  appointmentId: z.uuid(),
});
export type CalendarChangedEvent = z.infer<typeof calendarChangedEventSchema>;
export const realtimeQuerySchema = z.object({ storeId: z.uuid('Choose a store'), access_token: text().optional() });
