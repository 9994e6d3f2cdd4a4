// The calendar screen's read calls (docs/booking-api.md): the booking popup's customer lookup and an
// appointment's history.
import { z } from 'zod';
import { text } from '../validation/text.ts';

export const customerLookupQuerySchema = z.object({
  storeId: z.uuid('Choose a store'),
  q: text().trim().min(2, 'Type at least 2 characters').max(60, 'At most 60 characters'),
});
export const customerLookupSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      /** The last four digits only: enough to tell two namesakes apart at the desk. */
      phoneLast4: z.string().nullable(),
    }),
  ),
});
export type CustomerLookup = z.infer<typeof customerLookupSchema>;

export const appointmentHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      action: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string().nullable(),
      actorName: z.string().nullable(),
      actorType: z.string(),
      at: z.iso.datetime(),
      /** The visit's start this entry set (booked, held, rebooked, rescheduled), else null. */
      visitStart: z.iso.datetime().nullable(),
    }),
  ),
});
export type AppointmentHistory = z.infer<typeof appointmentHistorySchema>;
