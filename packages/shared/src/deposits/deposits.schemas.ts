// Wire shapes of booking protection (issue 20): the policy settings screen, the policy a held booking carries,
// confirming with it, and the deposit and fees of one appointment.
import { z } from 'zod';
import { BOOKING_REQUIREMENTS, bookingPolicySchema } from './booking-policy.ts';

export const BOOKING_CHARGE_KINDS = ['deposit', 'late_cancel_fee', 'no_show_fee'] as const;
export type BookingChargeKind = (typeof BOOKING_CHARGE_KINDS)[number];
export const BOOKING_CHARGE_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** Who may read and change policies, and who may charge a fee (the front desk's no-show flags). */
export const BOOKING_POLICY_FLAGS = {
  view: ['view_store_details', 'edit_store_details'],
  edit: ['edit_store_details'],
  fee: ['cancel_appointment', 'check_in_appointment'],
} as const;

/** BookingPolicy/Save: the store's policy (serviceId null) or one service's own at that store. */
export const bookingPolicySaveSchema = z.object({
  storeId: z.uuid('Choose a store'),
  serviceId: z.uuid('Choose a service').nullable(),
  policy: bookingPolicySchema,
});
export type BookingPolicySave = z.infer<typeof bookingPolicySaveSchema>;

/** BookingPolicy/Remove: a service goes back to the store's policy (or the store to none). */
export const bookingPolicyRemoveSchema = bookingPolicySaveSchema.pick({ storeId: true, serviceId: true });

export const storeBookingPoliciesSchema = z.object({
  storeId: z.uuid(),
  store: bookingPolicySchema.nullable(),
  services: z.array(z.object({ serviceId: z.uuid(), serviceName: z.string(), policy: bookingPolicySchema })),
});
export type StoreBookingPolicies = z.infer<typeof storeBookingPoliciesSchema>;

/** The policy of a held booking, in the words the customer accepts. */
export const cartPolicySchema = z.object({
  requirement: z.enum(BOOKING_REQUIREMENTS),
  depositCents: z.int(),
  lines: z.array(z.string()),
});
export type CartPolicy = z.infer<typeof cartPolicySchema>;

/** Cart/Confirm: acceptance of the policy and, when it asks for a card, which saved card. */
export const cartConfirmSchema = z
  .object({
    acceptPolicy: z.boolean().optional(),
    savedCardId: z.uuid('Choose a saved card').optional(),
  })
  .optional();
export type CartConfirm = z.infer<typeof cartConfirmSchema>;

export const bookingChargeSchema = z.object({
  id: z.uuid(),
  kind: z.enum(BOOKING_CHARGE_KINDS),
  status: z.enum(BOOKING_CHARGE_STATUSES),
  amountCents: z.int(),
  refundedCents: z.int(),
  keptCents: z.int(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  message: z.string().nullable(),
  applied: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type BookingCharge = z.infer<typeof bookingChargeSchema>;

/** The deposit and fees of one appointment, and the fee the desk may charge now (none: null). */
export const appointmentProtectionSchema = z.object({
  appointmentId: z.uuid(),
  policy: bookingPolicySchema.nullable(),
  policyLines: z.array(z.string()),
  policyAcceptedAt: z.iso.datetime().nullable(),
  charges: z.array(bookingChargeSchema),
  feeDue: z
    .object({ kind: z.enum(['late_cancel_fee', 'no_show_fee']), chargeCents: z.int(), depositKeptCents: z.int(), refundCents: z.int() })
    .nullable(),
});
export type AppointmentProtection = z.infer<typeof appointmentProtectionSchema>;
