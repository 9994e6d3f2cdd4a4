// Reading waitlist entries with their names, for the customer's list and the desk's.
import { type CartPolicy, minutesToTime, sumCents, type WaitlistEntry } from '@salon/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, employees, services, stores } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { serviceLinesFor } from '../appointments/appointment-records.ts';
import { cartPolicyOf } from '../deposits/booking-acceptance.ts';
import { type WaitlistEntryRow, waitlistEntries } from './waitlist.tables.ts';

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** Entries matching `where` (already tenant-scoped by RLS), oldest first, with store, customer, cutter and service names. */
export async function listEntries(tx: Tx, tenantId: string, where: SQL | undefined): Promise<WaitlistEntry[]> {
  const rows = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.tenantId, tenantId), where))
    .orderBy(waitlistEntries.date, waitlistEntries.createdAt);
  if (rows.length === 0) return [];
  const ids = <K extends keyof WaitlistEntryRow>(k: K) => [...new Set(rows.flatMap((r) => (r[k] ? [r[k] as string] : [])))];
  const serviceIds = [...new Set(rows.flatMap((r) => r.serviceIds))];
  const cutterIds = [...new Set([...ids('cutterId'), ...ids('offeredCutterId')])];
  const [storeRows, customerRows, cutterRows, serviceRows] = await Promise.all([
    tx
      .select({ id: stores.id, name: stores.name, timezone: stores.timezone })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, ids('storeId')))),
    tx
      .select({ id: customers.id, first: customers.firstName, last: customers.lastName })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, ids('customerId')))),
    cutterIds.length
      ? tx
          .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
          .from(employees)
          .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, cutterIds)))
      : Promise.resolve([]),
    tx
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(and(eq(services.tenantId, tenantId), inArray(services.id, serviceIds))),
  ]);
  const storeName = new Map(storeRows.map((s) => [s.id, s.name]));
  const storeZone = new Map(storeRows.map((s) => [s.id, s.timezone]));
  const customerName = new Map(customerRows.map((c) => [c.id, name(c.first, c.last)]));
  const cutterName = new Map(cutterRows.map((c) => [c.id, name(c.first, c.last)]));
  const serviceName = new Map(serviceRows.map((s) => [s.id, s.name]));
  const policies = await offerPolicies(tx, tenantId, rows);
  return rows.map((r) => present(r, { storeName, storeZone, customerName, cutterName, serviceName }, policies.get(r.id) ?? null));
}

/** The booking policy of each offered entry's visit, as the cart shows it (null when none applies). */
async function offerPolicies(tx: Tx, tenantId: string, rows: WaitlistEntryRow[]) {
  const policies = new Map<string, CartPolicy | null>();
  for (const r of rows.filter((row) => row.status === 'offered')) {
    try {
      const lines = await serviceLinesFor(tx, tenantId, r.storeId, r.serviceIds);
      const totalCents = sumCents(lines.map((l) => l.priceCents));
      policies.set(r.id, await cartPolicyOf(tx, tenantId, { storeId: r.storeId, serviceIds: r.serviceIds, totalCents }));
    } catch (err) {
      if (!(err instanceof AppError)) throw err; // a service no longer offered: claiming it will say so
    }
  }
  return policies;
}

function present(r: WaitlistEntryRow, names: Record<string, Map<string, string>>, policy: CartPolicy | null): WaitlistEntry {
  const offered = r.status === 'offered' && r.offeredStartsAt && r.offerExpiresAt && r.offeredCutterId;
  return {
    id: r.id,
    storeId: r.storeId,
    storeName: names.storeName.get(r.storeId) ?? '',
    timezone: names.storeZone.get(r.storeId) ?? 'UTC',
    customerId: r.customerId,
    customerName: names.customerName.get(r.customerId) ?? '',
    services: r.serviceIds.map((id) => ({ id, name: names.serviceName.get(id) ?? '' })),
    cutterId: r.cutterId,
    cutterName: r.cutterId ? (names.cutterName.get(r.cutterId) ?? '') : null,
    date: r.date,
    from: minutesToTime(r.windowStartMinutes),
    to: minutesToTime(r.windowEndMinutes),
    status: r.status,
    offer: offered
      ? {
          start: r.offeredStartsAt!.toISOString(),
          cutterId: r.offeredCutterId!,
          cutterName: names.cutterName.get(r.offeredCutterId!) ?? '',
          expiresAt: r.offerExpiresAt!.toISOString(),
        }
      : null,
    policy,
    appointmentId: r.appointmentId,
    createdAt: r.createdAt.toISOString(),
  };
}

/** One entry, locked; 404 when it is not there (or, with `customerId`, not that customer's). */
export async function lockEntry(tx: Tx, tenantId: string, id: string, customerId?: string) {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.tenantId, tenantId),
        eq(waitlistEntries.id, id),
        customerId ? eq(waitlistEntries.customerId, customerId) : undefined,
      ),
    )
    .for('update');
  if (!row) throw notFound('Waitlist entry');
  return row;
}
