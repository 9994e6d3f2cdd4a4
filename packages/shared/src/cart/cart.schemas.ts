// Customer booking cart (docs/booking-api.md "customer booking"): a held slot with a visible timer.
import { z } from 'zod';
import { MAX_APPOINTMENT_SERVICES } from '../appointments/appointment.schemas.ts';
import { cartPolicySchema } from '../deposits/deposits.schemas.ts';
import { text } from '../validation/text.ts';

/** How long a held slot stays the customer's before it is released (DOMAIN.md "Checkout"). */
export const CART_HOLD_MINUTES = 10;

export const cartHoldSchema = z.object({
  storeId: z.uuid('Choose a store'),
  serviceIds: z.array(z.uuid('Choose a service')).min(1, 'Choose at least one service').max(MAX_APPOINTMENT_SERVICES),
  /** Absent or "any": the server picks an eligible cutter. */
  cutterId: z.union([z.uuid('Choose a cutter'), z.literal('any')]).optional(),
  start: z.iso.datetime({ offset: true, error: 'Start must be a date and time' }),
  /** A linked profile of the signed-in customer; the signed-in customer when absent. */
  customerId: z.uuid().optional(),
  notes: text().trim().max(1000).optional(),
});
export type CartHold = z.infer<typeof cartHoldSchema>;

export const cartSchema = z.object({
  /** The held appointment's id: Cart/Confirm and Cart/Release take it. */
  cartUniqId: z.uuid(),
  appointmentId: z.uuid(),
  storeId: z.uuid(),
  cutterId: z.uuid(),
  cutterName: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.string(),
  services: z.array(z.object({ serviceId: z.uuid(), name: z.string(), durationMinutes: z.int(), priceCents: z.int() })),
  totalCents: z.int(),
  /** The hold timer (spec: timer start/end in the customer state). */
  timerStart: z.iso.datetime(),
  timerEnd: z.iso.datetime(),
  /** The booking policy to accept before confirming (deposit, cancellation window, fees); null when none applies. */
  policy: cartPolicySchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartReleasedSchema = z.object({ cartUniqId: z.uuid(), released: z.literal(true) });
