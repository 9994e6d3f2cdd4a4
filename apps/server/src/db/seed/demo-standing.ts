// A standing appointment a person can try at once (issue 20): Sam Okafor, a regular, with Marcus every 3 weeks
// at 11:00 for six visits from three days ahead, booked through StandingAppointment/Create's own service.
// Marcus gets published shifts on the later visit days (the demo's shifts cover two weeks only).
import { addDays, todayIn, wallClockToInstant } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { createStanding } from '../../modules/appointments/standing.service.ts';
import { publishShifts } from '../../modules/shifts/shift-publish.service.ts';
import { createShift } from '../../modules/shifts/shifts.service.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { FrontDeskInput } from './demo-front-desk.ts';

export const DEMO_STANDING = { everyWeeks: 3, count: 6, firstDaysAhead: 3, time: 11 * 60 } as const;

export async function seedDemoStanding(
  ctx: AppContext,
  actor: Actor,
  desk: Pick<FrontDeskInput, 'stores' | 'cuttersByStore' | 'customers'>,
  options: { serviceId: string; shiftDays: number },
) {
  const store = desk.stores[0];
  const [first, marcus] = desk.cuttersByStore[0];
  const input = { cutterId: marcus ?? first, customerId: desk.customers.otherId, ...options };
  const today = todayIn(store.timezone, ctx.now());
  const dates = Array.from({ length: DEMO_STANDING.count }, (_, i) =>
    addDays(today, DEMO_STANDING.firstDaysAhead + i * 7 * DEMO_STANDING.everyWeeks),
  );
  for (const date of dates.filter((d) => d >= addDays(today, input.shiftDays))) {
    const at = (minutes: number) => wallClockToInstant(store.timezone, date, minutes, 'compatible').toISOString();
    await createShift(ctx, actor, { storeId: store.id, employeeId: input.cutterId, start: at(10 * 60), end: at(20 * 60) });
    await publishShifts(ctx, actor, { storeId: store.id, from: date, to: date });
  }
  await createStanding(ctx, actor, {
    storeId: store.id,
    cutterId: input.cutterId,
    serviceIds: [input.serviceId],
    start: wallClockToInstant(store.timezone, dates[0], DEMO_STANDING.time, 'compatible').toISOString(),
    source: 'phone',
    customerId: input.customerId,
    everyWeeks: DEMO_STANDING.everyWeeks,
    count: DEMO_STANDING.count,
    skipDates: [],
  });
}
