// The kiosk specs' store (issue 19): a store in a zone where it is late morning now, a bookable cutter today, and
// the spec customer's appointment at `time` today.
import { employee, fixture, specStore } from './fixture.ts';
import { bookableDay, staffCaller } from './seed.ts';
import { dayIn, lateMorningZone, wallClock } from './days.ts';

export async function kioskDay(prefix: string, serviceName: string, time: string) {
  const { zone, key } = lateMorningZone();
  const spec = await specStore(`${prefix}${key}`, zone);
  const day = dayIn(zone);
  const gm = await staffCaller(employee('franchisor').email, fixture().password);
  const service = await bookableDay(gm, {
    store: spec.store,
    cutterId: spec.employees.cutter.id,
    day,
    service: { name: `${serviceName} ${key}`, priceCents: 3000 },
  });
  await gm('Appointment/Create', {
    storeId: spec.store.id,
    cutterId: spec.employees.cutter.id,
    serviceIds: [service],
    start: wallClock(zone, day, time),
    source: 'phone',
    customerId: spec.customer.id,
  });
  await gm.dispose();
  return { spec, day };
}
