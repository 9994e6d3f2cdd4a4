// The calendar screen's read calls (docs/booking-api.md): the booking popup's customer lookup and an
// appointment's history.
import { z } from 'zod';

export const customerLookupQuerySchema = z.object({
  storeId: z.uuid('Choose a store'),
  q: z.string().trim().min(2, 'Type at least 2 characters').max(60, 'At most 60 characters'),
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
    }),
  ),
});
export type AppointmentHistory = z.infer<typeof appointmentHistorySchema>;
