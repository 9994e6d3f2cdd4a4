import {
  appointmentProtectionSchema,
  BOOKING_POLICY_FLAGS,
  bookingPolicyRemoveSchema,
  bookingPolicySaveSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  storeBookingPoliciesSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { appointmentProtection, chargeFee } from './booking-fees.service.ts';
import { removePolicy, savePolicy, storePolicies } from './booking-policies.service.ts';

const tags = ['BookingPolicy'];
const errors = { '4xx': errorBodySchema };
const F = BOOKING_POLICY_FLAGS;
const policies = { 200: okEnvelope(storeBookingPoliciesSchema), ...errors };
const protection = { 200: okEnvelope(appointmentProtectionSchema), ...errors };

/** Booking protection (issue 20): deposits, the cancellation window and fees, per store and per service. */
export const depositRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Store/:id',
    {
      config: { auth: 'admin', flags: [...F.view] },
      schema: {
        tags,
        summary: "A store's booking policy and the services' own policies there",
        params: idParamsSchema,
        response: policies,
      },
    },
    async (request) => ({ res_data: await storePolicies(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Save',
    {
      config: { auth: 'admin', flags: [...F.edit] },
      schema: {
        tags,
        summary: "Sets the store's policy (serviceId null) or one service's own at the store: deposit, cancellation window, fees in cents",
        body: bookingPolicySaveSchema,
        response: policies,
      },
    },
    async (request) => ({ res_data: await savePolicy(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.post(
    '/Remove',
    {
      config: { auth: 'admin', flags: [...F.edit] },
      schema: {
        tags,
        summary: "Removes a service's own policy (it follows the store's again) or the store's (no policy)",
        body: bookingPolicyRemoveSchema,
        response: policies,
      },
    },
    async (request) => ({ res_data: await removePolicy(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.get(
    '/Appointment/:id',
    {
      config: { auth: 'admin', flags: [...F.fee, 'view_appointment_details'] },
      schema: {
        tags,
        summary: 'The policy an appointment was booked under, its deposit and fees, and the fee due now (late cancel or no-show)',
        params: idParamsSchema,
        response: protection,
      },
    },
    async (request) => ({ res_data: await appointmentProtection(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/ChargeFee/:id',
    {
      config: { auth: 'admin', flags: [...F.fee] },
      schema: {
        tags,
        summary:
          'Charges the late-cancel or no-show fee once: from the deposit first, the rest to the saved card; the rest of the deposit is refunded. 409 when none is due; 402 PAYMENT_DECLINED',
        params: idParamsSchema,
        body: z.object({}).optional(),
        response: protection,
      },
    },
    async (request) => ({ res_data: await chargeFee(ctx, request.actor!, request.params.id, request.id) }),
  );

  app.get(
    '/Mine/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The customer's own (or a linked profile's) appointment: the policy accepted, the deposit and any fee charged",
        params: idParamsSchema,
        response: protection,
      },
    },
    async (request) => ({ res_data: await appointmentProtection(ctx, request.actor!, request.params.id) }),
  );
};
