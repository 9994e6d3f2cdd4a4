import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { APPOINTMENT_CANCELLED_JOB } from '../appointments/appointment-messages.ts';
import type { ModulePlugin } from '../index.ts';
import { refundDepositIfInTime } from './booking-fees.service.ts';
import { depositRoutes } from './deposits.routes.ts';

/** Booking protection under /api/BookingPolicy (issue 20). */
export const depositsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(depositRoutes, { ctx, prefix: '/api/BookingPolicy' });
};

const cancelledData = z.object({ tenantId: z.uuid(), id: z.uuid() });

/** A cancelled visit's deposit goes back when the cancellation costs nothing. */
export async function registerDepositWorkers(ctx: AppContext) {
  await ctx.jobs.work(APPOINTMENT_CANCELLED_JOB, async (data) => {
    const { tenantId, id } = cancelledData.parse(data);
    await refundDepositIfInTime(ctx, tenantId, id);
  });
}
