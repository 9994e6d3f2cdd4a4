// A visit split across cutters a person can try at once (issue 20): Jordan Rivera, the demo customer, has grey
// blending with Dana then a haircut with Marcus at the first store two days ahead at 11:00, one visit (drag either
// part on the calendar to move both, or into another cutter's column to hand over that part).
import { addDays, todayIn, wallClockToInstant } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { createAppointment } from '../../modules/appointments/appointments.service.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { FrontDeskInput } from './demo-front-desk.ts';

export const DEMO_SPLIT_VISIT = { daysAhead: 2, time: 11 * 60 } as const;

export async function seedDemoSplitVisit(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'now'>,
  actor: Actor,
  desk: Pick<FrontDeskInput, 'stores' | 'cuttersByStore' | 'customers'>,
  services: { colourId: string; cutId: string },
) {
  const store = desk.stores[0];
  const [, marcus, dana] = desk.cuttersByStore[0];
  if (!marcus || !dana) return;
  const date = addDays(todayIn(store.timezone, ctx.now()), DEMO_SPLIT_VISIT.daysAhead);
  await createAppointment(ctx, actor, {
    storeId: store.id,
    cutterId: dana,
    serviceIds: [services.colourId, services.cutId],
    lineCutterIds: [null, marcus],
    start: wallClockToInstant(store.timezone, date, DEMO_SPLIT_VISIT.time, 'compatible').toISOString(),
    source: 'phone',
    customerId: desk.customers.primaryId,
  });
}
