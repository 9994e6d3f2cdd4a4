// Wire shapes of the waitlist (issue 20): a customer's or the desk's wish for a time, and the entry as listed.
import { z } from 'zod';
import { timeToMinutes } from '../availability/wall-clock.ts';
import { APPOINTMENT_ACTION_FLAGS, MAX_APPOINTMENT_SERVICES } from '../appointments/appointment.schemas.ts';
import { cartPolicySchema } from '../deposits/deposits.schemas.ts';
import { dateOnlySchemaFor } from '../stores/store-hours.ts';
import { WAITLIST_STATUSES } from './waitlist-rules.ts';

/** The desk uses the appointment flags: adding is booking, listing is viewing. */
export const WAITLIST_FLAGS = { add: APPOINTMENT_ACTION_FLAGS.create, view: APPOINTMENT_ACTION_FLAGS.view };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (label: string) => z.string().regex(HHMM, `${label} must be a time written HH:MM`);

const wishFields = {
  storeId: z.uuid('Choose a store'),
  serviceIds: z
    .array(z.uuid('Choose a service'))
    .min(1, 'Choose at least one service')
    .max(MAX_APPOINTMENT_SERVICES, `At most ${MAX_APPOINTMENT_SERVICES} services`),
  cutterId: z.uuid('Choose a cutter').nullable().optional(),
  date: dateOnlySchemaFor('Date'),
  from: timeOfDay('From'),
  to: timeOfDay('To'),
};
const windowInOrder = (w: { from: string; to: string }) => timeToMinutes(w.from) < timeToMinutes(w.to);
const windowError = { error: 'The window must end after it starts', path: ['to'] };

/** Waitlist/Mine/Join: the signed-in customer's wish. */
export const waitlistJoinSchema = z.object(wishFields).refine(windowInOrder, windowError);
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

/** Waitlist/Add: the desk's wish for a customer. */
export const waitlistAddSchema = z.object({ ...wishFields, customerId: z.uuid('Choose a customer') }).refine(windowInOrder, windowError);
export type WaitlistAdd = z.infer<typeof waitlistAddSchema>;

export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  /** The store's IANA zone: the date and window are on its clock. */
  timezone: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  services: z.array(z.object({ id: z.uuid(), name: z.string() })),
  cutterId: z.uuid().nullable(),
  cutterName: z.string().nullable(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  /** The offered time (status offered) and when the hold runs out. */
  offer: z
    .object({
      start: z.iso.datetime({ offset: true }),
      cutterId: z.uuid(),
      cutterName: z.string(),
      expiresAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  /** An offer's booking policy (as at online booking): accepted, with its deposit's saved card, to claim it. */
  policy: cartPolicySchema.nullable(),
  appointmentId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntriesSchema = z.array(waitlistEntrySchema);

export const waitlistStoreQuerySchema = z.object({ storeId: z.uuid('Choose a store') });

/** Waitlist/Times/{id}: the bookable times that fit an entry (its date, window, services, cutter or anyone). */
export const waitlistTimeSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  cutterId: z.uuid(),
  cutterName: z.string(),
});
export type WaitlistTime = z.infer<typeof waitlistTimeSchema>;
export const waitlistTimesSchema = z.array(waitlistTimeSchema);

/** Waitlist/Book/{id}: the desk books the entry at one of its times. */
export const waitlistBookSchema = z.object({
  start: z.iso.datetime({ error: 'Choose a time' }),
  cutterId: z.uuid('Choose a cutter'),
});
export type WaitlistBook = z.infer<typeof waitlistBookSchema>;
