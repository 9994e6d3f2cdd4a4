import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { APPOINTMENT_CANCELLED_JOB, APPOINTMENT_NO_SHOW_JOB } from '../appointments/appointment-messages.ts';
import { setDeskBookingPolicy } from '../appointments/desk-booking-policy.ts';
import type { ModulePlugin } from '../index.ts';
import { deskBookingPolicy } from './booking-acceptance.ts';
import { refundDepositIfNoFee } from './booking-fees.service.ts';
import { depositRoutes } from './deposits.routes.ts';

/** Booking protection under /api/BookingPolicy (issue 20). */
export const depositsModule: ModulePlugin = async (app, { ctx }) => {
  setDeskBookingPolicy(deskBookingPolicy);
  await app.register(depositRoutes, { ctx, prefix: '/api/BookingPolicy' });
};

const cancelledData = z.object({ tenantId: z.uuid(), id: z.uuid() });

/** A cancelled or no-show visit's deposit goes back when the policy charges nothing for it. */
export async function registerDepositWorkers(ctx: AppContext) {
  for (const job of [APPOINTMENT_CANCELLED_JOB, APPOINTMENT_NO_SHOW_JOB])
    await ctx.jobs.work(job, async (data) => {
      const { tenantId, id } = cancelledData.parse(data);
      await refundDepositIfNoFee(ctx, tenantId, id);
    });
}
