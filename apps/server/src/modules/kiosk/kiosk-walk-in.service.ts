// Walk-ins and registration on the tablet (issue 19). The wait is the availability engine's first free start
// today for "any cutter" (least-loaded eligible), so the estimate is what the calendar can actually give.
import { type KioskRegister, type KioskWait, type KioskWalkIn, formatStoreTime, instantToWallClock, waitMinutes } from '@salon/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import { conflict } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { bookAppointment } from '../appointments/booking.ts';
import { storeClock } from '../availability/availability-data.ts';
import { findSlots } from '../availability/slots.service.ts';
import type { KioskDeviceContext } from './kiosk-devices.service.ts';
import { storeLists } from './kiosk-lists.service.ts';
import { findCustomer, type KioskDeps, kioskActor, pick } from './kiosk-visits.service.ts';

/** The first free start today for the service with any cutter, from now on; null when the day is full or closed. */
async function firstSlot(tx: Tx, device: KioskDeviceContext, serviceId: string, now: Date) {
  const store = await storeClock(tx, device.tenantId, device.storeId);
  const today = instantToWallClock(store.timezone, now).date;
  const result = await findSlots(tx, store, {
    storeId: device.storeId,
    serviceIds: [serviceId],
    cutterId: 'any',
    from: today,
    to: today,
    explain: false,
    tenantId: device.tenantId,
    onlineOnly: false,
    now,
  });
  const first = result.slots
    .map((s) => ({ start: new Date(s.start), cutterId: s.cutterId }))
    .filter((s) => s.start.getTime() >= now.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime())[0];
  return first ? { ...first, timezone: store.timezone } : null;
}

export async function walkInWait(deps: KioskDeps, device: KioskDeviceContext, serviceId: string): Promise<KioskWait> {
  return withTenant(deps.db, device.tenantId, async (tx) => {
    const now = deps.now();
    const slot = await firstSlot(tx, device, serviceId, now);
    if (!slot) return { waitMinutes: null, time: null };
    return { waitMinutes: waitMinutes(slot.start, now), time: formatStoreTime(slot.timezone, slot.start) };
  });
}

/** Joins the day as a walk-in at the first free start (the customer's record when phone and last name match, else a guest). */
export async function walkIn(deps: KioskDeps, device: KioskDeviceContext, input: KioskWalkIn) {
  const after = new AfterCommit();
  const result = await withTenant(deps.db, device.tenantId, async (tx) => {
    const now = deps.now();
    const lists = await storeLists(tx, device.tenantId, device.storeId);
    const beverage = pick(lists.beverages, input.beverage, 'beverage');
    const music = pick(lists.music, input.music, 'music');
    const customer =
      input.phoneNumber && input.lastName
        ? await findCustomer(tx, device, { phoneNumber: input.phoneNumber, lastName: input.lastName })
        : null;
    const slot = await firstSlot(tx, device, input.serviceId, now);
    if (!slot) throw conflict('No one is free for this service today. Please ask at the front desk.', { serviceId: 'No free time today' });
    const row = await bookAppointment(
      tx,
      kioskActor(device),
      {
        storeId: device.storeId,
        cutterId: slot.cutterId,
        serviceIds: [input.serviceId],
        start: slot.start,
        source: 'walkin',
        customerId: customer?.id,
        guest: customer ? undefined : { name: `${input.firstName} ${input.lastName ?? ''}`.trim(), phoneNumber: input.phoneNumber },
        beverage,
        music,
      },
      after,
      now,
    );
    if (customer)
      await tx
        .update(customers)
        .set({ preferredBeverage: beverage ?? customer.preferredBeverage, preferredMusic: music ?? customer.preferredMusic })
        .where(and(eq(customers.tenantId, device.tenantId), eq(customers.id, customer.id)));
    return {
      firstName: customer?.firstName ?? input.firstName,
      time: formatStoreTime(slot.timezone, row.startsAt),
      waitMinutes: waitMinutes(row.startsAt, now),
    };
  });
  await after.run(deps.jobs);
  return result;
}

/** /user-registration: a new customer of the store's brand; an already registered phone is told to check in instead. */
export async function kioskRegister(deps: KioskDeps, device: KioskDeviceContext, input: KioskRegister) {
  return withTenant(deps.db, device.tenantId, async (tx) => {
    const [existing] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, device.tenantId),
          eq(customers.brandId, device.brandId),
          eq(customers.profileType, 'PRIMARY'),
          isNull(customers.mergedIntoId),
          input.email
            ? sql`(${customers.phoneNumber} = ${input.phoneNumber} or ${customers.email} = ${input.email})`
            : eq(customers.phoneNumber, input.phoneNumber),
        ),
      );
    if (existing)
      throw conflict('You are already registered. Please check in with your phone number and last name.', {
        phoneNumber: 'Already registered',
      });
    const [row] = await tx
      .insert(customers)
      .values({
        tenantId: device.tenantId,
        brandId: device.brandId,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        email: input.email ?? null,
      })
      .returning({ id: customers.id, firstName: customers.firstName });
    await audit(tx, kioskActor(device), {
      action: 'customer.created',
      entityType: 'customer',
      entityId: row.id,
      details: { via: 'kiosk', deviceId: device.deviceId },
    });
    return { firstName: row.firstName };
  });
}
