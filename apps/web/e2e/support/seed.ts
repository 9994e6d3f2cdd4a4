import { z } from 'zod';
import { expect } from './test.ts';
import { latestCode, staffApi } from './api.ts';
import { addDays, dayIn, wallClock } from './days.ts';

/** An API answer carrying a new row's id. */
export const idOf = z.object({ res_data: z.object({ id: z.string() }) });
/** Shift/Search's answer: each employee's days with their status. */
export const scheduleOf = z.object({
  res_data: z.object({
    schedule: z.array(z.object({ employeeId: z.string(), days: z.array(z.object({ date: z.string(), status: z.string() })) })),
  }),
});

export type StaffCall = (url: string, data?: unknown, method?: 'post' | 'put' | 'patch' | 'get') => Promise<unknown>;

/** API calls as a signed-in staff member, each expected to succeed (the answer's JSON). */
export async function staffCaller(email: string, password: string): Promise<StaffCall & { dispose: () => Promise<void> }> {
  const staff = await staffApi(email, password);
  const call: StaffCall = async (url, data, method = 'post') => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  return Object.assign(call, { dispose: () => staff.api.dispose() });
}

/**
 * A cutter bookable on `day` (a published 10:00-18:00 shift, the haircut skill) and a 30-minute online service at the
 * store: the service's id.
 */
export async function bookableDay(
  call: (url: string, data?: unknown, method?: 'post' | 'put') => Promise<unknown>,
  {
    store,
    cutterId,
    day,
    service,
  }: { store: { id: string; timezone: string }; cutterId: string; day: string; service: { name: string; priceCents: number } },
): Promise<string> {
  await call(`Employee/Update/${cutterId}`, { serviceDetails: { skills: ['haircut'] } }, 'put');
  await call('Shift/Create', {
    storeId: store.id,
    employeeId: cutterId,
    start: wallClock(store.timezone, day, '10:00'),
    end: wallClock(store.timezone, day, '18:00'),
  });
  await call('Shift/Publish', { storeId: store.id, from: day, to: day, employeeIds: [cutterId] });
  const created = await call('Service/Create', {
    basicDetails: { name: service.name, category: 'Haircuts', durationMinutes: 30, priceCents: service.priceCents, skillSet: 'haircut' },
    others: { storeIds: [store.id], onlineBookable: true },
  });
  return idOf.parse(created).res_data.id;
}

/**
 * The first day `from`..`to` days ahead on which the store is open: the cutter gets a published shift (`shift` wall
 * times) and one phone booking of `serviceIds` at `at` for a guest. The day (YYYY-MM-DD); the caller is disposed.
 */
export async function bookedOpenDay(
  call: StaffCall & { dispose: () => Promise<void> },
  {
    store,
    cutterId,
    days: [from, to],
    shift: [start, end],
    booking: { serviceIds, at, guest },
  }: {
    store: { id: string; timezone: string };
    cutterId: string;
    days: [number, number];
    shift: [string, string];
    booking: { serviceIds: string[]; at: string; guest: string };
  },
): Promise<string> {
  for (let offset = from; offset <= to; offset++) {
    const day = addDays(dayIn(store.timezone), offset);
    try {
      await call('Shift/Create', {
        storeId: store.id,
        employeeId: cutterId,
        start: wallClock(store.timezone, day, start),
        end: wallClock(store.timezone, day, end),
      });
    } catch {
      continue; // the store is closed that day
    }
    await call('Shift/Publish', { storeId: store.id, from: day, to: day, employeeIds: [cutterId] });
    await call('Appointment/Create', {
      storeId: store.id,
      cutterId,
      serviceIds,
      source: 'phone',
      start: wallClock(store.timezone, day, at),
      guest: { name: guest },
    });
    await call.dispose();
    return day;
  }
  throw new Error('no open day for the cutter');
}

const employeeOf = z.object({ res_data: z.object({ employee: z.object({ id: z.string() }) }) });
const rolesOf = z.object({ res_data: z.array(z.object({ id: z.string(), slug: z.string() })) });

/** A cutter of this spec's run at the store ("First Last"), with the haircut skill: their id. */
export async function specCutter(
  call: StaffCall,
  input: { storeId: string; name: string; email: string; phoneNumber: string; color: string; password: string },
): Promise<string> {
  const role = rolesOf.parse(await call('Role/List', undefined, 'get')).res_data.find((r) => r.slug === 'cutter');
  if (!role) throw new Error('no cutter role');
  const [firstName, lastName] = input.name.split(' ');
  const created = await call('Employee/Create', {
    basicDetails: { firstName, lastName, email: input.email, phoneNumber: input.phoneNumber, color: input.color },
    address: { homeAddress: { line1: '20 W Kinzie St', city: 'Chicago', state: 'IL', postalCode: '60654' }, sameAsHomeAddress: true },
    workDetails: { assignments: [{ storeId: input.storeId, roleId: role.id }] },
    serviceDetails: { skills: ['haircut'] },
    password: input.password,
  });
  return employeeOf.parse(created).res_data.employee.id;
}

/** A 30-minute, $30 online service with the haircut skill at the store: its id. */
export async function specService(call: StaffCall, input: { storeId: string; name: string }): Promise<string> {
  const created = await call('Service/Create', {
    basicDetails: { name: input.name, category: 'Haircuts', durationMinutes: 30, priceCents: 3000, skillSet: 'haircut' },
    others: { storeIds: [input.storeId], onlineBookable: true },
  });
  return idOf.parse(created).res_data.id;
}

/**
 * Gives a customer a new phone number the way staff do it (Customer/ChangePhoneNumber, the code the customer reads
 * from their phone, Customer/VerifyPhoneNumber): Customer/Update refuses an unverified change.
 */
export async function changePhoneByCode(call: StaffCall, customerId: string, phoneNumber: string) {
  await call(`Customer/ChangePhoneNumber/${customerId}`, { phoneNumber });
  const confirmationCode = await latestCode(phoneNumber, 'sms');
  await call(`Customer/VerifyPhoneNumber/${customerId}`, { identifier: phoneNumber, confirmationCode }, 'put');
}

/**
 * The customer booked by phone with the cutter at `time`, `daysAhead` days from today on the store's clock, on a
 * bookable day made for it (bookableDay): the day. Specs that need a customer of the store use it.
 */
export async function bookedCustomer(
  call: StaffCall,
  who: { store: { id: string; timezone: string }; cutterId: string; customerId: string },
  visit: { daysAhead: number; time: string; service: { name: string; priceCents: number } },
) {
  const day = addDays(dayIn(who.store.timezone), visit.daysAhead);
  const serviceId = await bookableDay(call, { store: who.store, cutterId: who.cutterId, day, service: visit.service });
  await call('Appointment/Create', {
    storeId: who.store.id,
    cutterId: who.cutterId,
    serviceIds: [serviceId],
    source: 'phone',
    start: wallClock(who.store.timezone, day, visit.time),
    customerId: who.customerId,
  });
  return day;
}
