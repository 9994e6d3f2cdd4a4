// What a paired tablet may do (issue 19): show the store's lists, services and promotions; find a customer by
// phone and last name (both must match; first name and times only leave the server); check the customer in
// through the appointment lifecycle (the calendar updates through the usual realtime broadcast).
import {
  type KioskCheckIn,
  type KioskLookup,
  type KioskLookupResult,
  type KioskSession,
  choiceLabel,
  formatStoreTime,
  instantToWallClock,
  localDayBounds,
  promotionTerms,
} from '@salon/shared';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { appointments, brands, customers, stores } from '../../db/schema.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { applyAction } from '../appointments/appointment-lifecycle.service.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { KioskStore } from './kiosk-devices.service.ts';
import { storeLists } from './kiosk-lists.service.ts';
import { promotionImagesFor } from './kiosk-promotion-images.ts';

export interface KioskDeps {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
}

const CHECK_IN_FROM = ['booked', 'rescheduled'];
const SHOWN = ['booked', 'rescheduled', 'checked_in'] as const;

export const kioskActor = (device: KioskStore) => ({ type: 'system' as const, tenantId: device.tenantId });

export async function storeOfDevice(tx: Tx, device: KioskStore) {
  const [row] = await tx
    .select({ name: stores.name, timezone: stores.timezone, brandName: brands.name, currency: brands.currency })
    .from(stores)
    .innerJoin(brands, and(eq(brands.tenantId, stores.tenantId), eq(brands.id, stores.brandId)))
    .where(and(eq(stores.tenantId, device.tenantId), eq(stores.id, device.storeId)));
  if (!row) throw notFound('Store');
  return row;
}

/** Store-local today as [start, end) instants. */
export function todayBounds(timezone: string, now: Date) {
  const today = instantToWallClock(timezone, now).date;
  const [start, end] = localDayBounds(timezone, today, today);
  return { start, end };
}

export async function kioskSession(deps: KioskDeps, device: KioskStore): Promise<KioskSession> {
  return withTenant(deps.db, device.tenantId, async (tx) => {
    const store = await storeOfDevice(tx, device);
    const lists = await storeLists(tx, device.tenantId, device.storeId);
    const services = await queryRows<{ id: string; name: string; duration_minutes: number }>(
      tx,
      sql`select s.id, s.name, coalesce(o.duration_minutes, s.duration_minutes) as duration_minutes
            from services s
            join service_stores ss on ss.tenant_id = s.tenant_id and ss.service_id = s.id and ss.store_id = ${device.storeId}
            left join service_store_overrides o on o.tenant_id = s.tenant_id and o.service_id = s.id and o.store_id = ${device.storeId}
           where s.tenant_id = ${device.tenantId} and s.active and s.archived_at is null
           order by s.name limit 50`,
    );
    const today = instantToWallClock(store.timezone, deps.now()).date;
    const promos = await queryRows<{
      code: string;
      description: string | null;
      type: 'fixed' | 'percentage';
      value: number;
      min_spend_cents: number;
      ends_on: string | null;
      per_customer_limit: number | null;
    }>(
      tx,
      sql`select code, description, type, value, min_spend_cents, ends_on::text as ends_on, per_customer_limit
            from promo_codes
           where tenant_id = ${device.tenantId} and active and starts_on <= ${today}::date
             and (ends_on is null or ends_on >= ${today}::date)
             and (cardinality(store_ids) = 0 or ${device.storeId}::uuid = any(store_ids))
           order by starts_on desc, code limit 10`,
    );
    return {
      storeName: store.name,
      brandName: store.brandName,
      lists,
      services: services.map((s) => ({ id: s.id, name: s.name, durationMinutes: s.duration_minutes })),
      promotions: promos.map((p) => ({
        code: p.code,
        description: p.description,
        terms: promotionTerms(
          { type: p.type, value: p.value, minSpendCents: p.min_spend_cents, endsOn: p.ends_on, perCustomerLimit: p.per_customer_limit },
          store.currency,
        ),
      })),
      promotionImages: await promotionImagesFor(tx, device, today),
    };
  });
}

/** The one customer of the store's brand with this phone and last name (any case), or null. */
export async function findCustomer(tx: Tx, device: KioskStore, input: KioskLookup) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, device.tenantId),
        eq(customers.brandId, device.brandId),
        eq(customers.profileType, 'PRIMARY'),
        eq(customers.phoneNumber, input.phoneNumber),
        eq(customers.searchLastName, input.lastName.trim().toLowerCase()),
        eq(customers.status, 'active'),
        isNull(customers.mergedIntoId),
      ),
    );
  return row ?? null;
}

const notMatched = () =>
  invalid(
    { phoneNumber: 'We could not find you with this phone number and last name.' },
    'We could not find you. Please check and try again.',
  );

/** A customer's visits today at this store, as the shared screen may show them (time and status only). */
export async function kioskLookup(deps: KioskDeps, device: KioskStore, input: KioskLookup): Promise<KioskLookupResult> {
  return withTenant(deps.db, device.tenantId, async (tx) => {
    const customer = await findCustomer(tx, device, input);
    if (!customer) throw notMatched();
    const store = await storeOfDevice(tx, device);
    const { start, end } = todayBounds(store.timezone, deps.now());
    const rows = await tx
      .select({ id: appointments.id, startsAt: appointments.startsAt, status: appointments.status })
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, device.tenantId),
          eq(appointments.storeId, device.storeId),
          eq(appointments.customerId, customer.id),
          eq(appointments.kind, 'appointment'),
          isNull(appointments.visitId),
          inArray(appointments.status, [...SHOWN]),
          gte(appointments.startsAt, start),
          lt(appointments.startsAt, end),
        ),
      )
      .orderBy(asc(appointments.startsAt));
    return {
      firstName: customer.firstName,
      preferredBeverage: customer.preferredBeverage,
      preferredMusic: customer.preferredMusic,
      appointments: rows.map((r) => ({
        id: r.id,
        time: formatStoreTime(store.timezone, r.startsAt),
        status: r.status,
        canCheckIn: CHECK_IN_FROM.includes(r.status),
      })),
    };
  });
}

/** Check-in from the tablet: phone and last name again (the tablet keeps nothing), the choices saved on visit and customer. */
export async function kioskCheckIn(deps: KioskDeps, device: KioskStore, input: KioskCheckIn) {
  const after = new AfterCommit();
  const result = await withTenant(deps.db, device.tenantId, async (tx) => {
    const customer = await findCustomer(tx, device, input);
    if (!customer) throw notMatched();
    const store = await storeOfDevice(tx, device);
    const { start, end } = todayBounds(store.timezone, deps.now());
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, device.tenantId), eq(appointments.id, input.appointmentId)))
      .for('update');
    const today = row && row.startsAt >= start && row.startsAt < end;
    if (!row || row.customerId !== customer.id || row.storeId !== device.storeId || !today || row.kind !== 'appointment')
      throw notFound('Appointment');
    const lists = await storeLists(tx, device.tenantId, device.storeId);
    const beverage = pick(lists.beverages, input.beverage, 'beverage');
    const music = pick(lists.music, input.music, 'music');
    const [withChoices] = await tx
      .update(appointments)
      .set({ beverage, music })
      .where(and(eq(appointments.tenantId, device.tenantId), eq(appointments.id, row.id)))
      .returning();
    await tx
      .update(customers)
      .set({ preferredBeverage: beverage ?? customer.preferredBeverage, preferredMusic: music ?? customer.preferredMusic })
      .where(and(eq(customers.tenantId, device.tenantId), eq(customers.id, customer.id)));
    const saved = await applyAction(tx, kioskActor(device), withChoices, 'check-in', after, deps.now());
    return { firstName: customer.firstName, time: formatStoreTime(store.timezone, saved.startsAt), beverage, music };
  });
  await after.run(deps.jobs);
  return result;
}

/** The label of a picked value; 422 naming the field when the value is not on the store's list. */
export function pick(list: readonly { value: string; label: string }[], value: string | null | undefined, field: string) {
  if (!value) return null;
  const label = choiceLabel(list, value);
  if (!label) throw invalid({ [field]: 'Choose one of the listed options' });
  return label;
}
