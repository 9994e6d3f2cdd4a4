import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { APPOINTMENT_FREED_JOB } from '../appointments/appointment-messages.ts';
import { loadAppointment } from '../appointments/appointment-records.ts';
import type { ModulePlugin } from '../index.ts';
import { offerFreedTime, passExpiredOffer, WAITLIST_OFFER_EXPIRED_JOB } from './waitlist-offers.ts';
import { waitlistRoutes } from './waitlist.routes.ts';

/** The waitlist under /api/Waitlist (issue 20). */
export const waitlistModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(waitlistRoutes, { ctx, prefix: '/api/Waitlist' });
};

const jobData = z.object({ tenantId: z.uuid(), id: z.uuid() });
/** appointments.freed: a cancelled visit (its own time), or a moved one with the time it left, or what a no-show left (`freed`). */
const freedData = jobData.extend({
  freed: z.object({ cutterId: z.uuid(), start: z.iso.datetime(), end: z.iso.datetime() }).optional(),
});

/** A cancelled, moved or missed visit's freed time is offered to the waitlist; an offer not claimed in time passes to the next in line. */
export async function registerWaitlistWorkers(ctx: AppContext) {
  await ctx.jobs.work(APPOINTMENT_FREED_JOB, async (data) => {
    const { tenantId, id, freed } = freedData.parse(data);
    const row = await withTenant(ctx.db, tenantId, (tx) => loadAppointment(tx, { type: 'system', tenantId }, id));
    if (row.kind !== 'appointment') return;
    if (freed)
      await offerFreedTime(ctx, tenantId, {
        storeId: row.storeId,
        cutterId: freed.cutterId,
        start: new Date(freed.start),
        end: new Date(freed.end),
      });
    else if (row.status === 'cancelled')
      await offerFreedTime(ctx, tenantId, { storeId: row.storeId, cutterId: row.cutterId, start: row.startsAt, end: row.endsAt });
  });
  await ctx.jobs.work(WAITLIST_OFFER_EXPIRED_JOB, async (data) => {
    const { tenantId, id } = jobData.parse(data);
    await passExpiredOffer(ctx, tenantId, id);
  });
}
