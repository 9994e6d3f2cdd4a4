// The waitlist specs' day (issue 20): at the spec's own store (specStore: no other spec's bookings, shifts or waiting
// customers share it), its cutter works only 10:00-10:30 on a free day 8-14 days ahead and the desk books that half
// hour for a guest, so the day has no time until the guest's visit is cancelled. A freed time goes to the store's
// oldest fitting waiting entry of that date, so a spec sharing the store and day could take the offer first.
import { addDays, todayIn, wallClockToInstant } from '@salon/shared';
import { onlineServiceAt, staffApi, staffCalls } from './api.ts';
import { employee, fixture, specStore } from './fixture.ts';
import { idOf, scheduleOf } from './seed.ts';

export async function fullWaitlistDay(
  key: string,
  service: { name: string; priceCents: number },
  guest: { name: string; phoneNumber: string },
) {
  const spec = await specStore(key);
  const cutterOf = spec.employees.cutter;
  if (!cutterOf) throw new Error(`the ${key} store has no cutter`);
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  const { call, must } = staffCalls(staff);
  const { store, cutter, serviceId } = await onlineServiceAt(must, spec.store, cutterOf, { ...service, category: 'Waitlist' });
  const today = todayIn(store.timezone);
  const schedule = scheduleOf.parse(
    await must('Shift/Search', { storeId: store.id, from: addDays(today, 8), to: addDays(today, 14), employeeId: cutter.id }),
  ).res_data.schedule;
  const free = schedule.find((row) => row.employeeId === cutter.id)?.days.filter((d) => d.status === 'pending') ?? [];
  for (const { date } of free) {
    const at = (minutes: number) => wallClockToInstant(store.timezone, date, minutes, 'compatible').toISOString();
    const created = await call('Shift/Create', { storeId: store.id, employeeId: cutter.id, start: at(600), end: at(630) });
    if (!created.ok) continue;
    await must('Shift/Publish', { storeId: store.id, from: date, to: date, employeeIds: [cutter.id] });
    const blocking = idOf.parse(
      await must('Appointment/Create', {
        storeId: store.id,
        cutterId: cutter.id,
        serviceIds: [serviceId],
        start: at(600),
        source: 'phone',
        guest,
      }),
    ).res_data.id;
    return {
      storeName: store.name,
      customer: spec.customer,
      day: date,
      blocking,
      cancel: () => must(`Appointment/Cancel/${blocking}`, { reason: 'Guest called off' }),
    };
  }
  throw new Error('no free day for the cutter 8-14 days ahead');
}
