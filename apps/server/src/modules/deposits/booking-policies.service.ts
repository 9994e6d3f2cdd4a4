// Booking policies (issue 20): a store's policy and services' own policies at that store, read and saved by staff who
// may edit the store; the policy of a visit (visitPolicy of packages/shared) for booking.
import { type BookingPolicy, type BookingPolicySave, type StoreBookingPolicies, visitPolicy } from '@salon/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookingPolicies, serviceStores, services, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { BookingPolicyRow } from './deposits.tables.ts';

export const policyOf = (row: BookingPolicyRow): BookingPolicy => ({
  requirement: row.requirement,
  depositKind: row.depositKind,
  depositFixedCents: row.depositFixedCents,
  depositBasisPoints: row.depositBasisPoints,
  cancellationWindowMinutes: row.cancellationWindowMinutes,
  lateCancelFeeCents: row.lateCancelFeeCents,
  noShowFeeCents: row.noShowFeeCents,
});

/** A store of the tenant the employee works at (another tenant's: 404; not theirs: 403). */
async function requireStore(tx: Tx, actor: Actor, storeId: string) {
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, storeId)));
  if (!store) throw notFound('Store');
  if (!actor.tenantWide && !actor.storeIds.includes(storeId)) throw forbidden('You do not work at this store.');
}

async function readPolicies(tx: Tx, tenantId: string, storeId: string): Promise<StoreBookingPolicies> {
  const rows = await tx
    .select({ policy: bookingPolicies, serviceName: services.name })
    .from(bookingPolicies)
    .leftJoin(services, and(eq(services.tenantId, bookingPolicies.tenantId), eq(services.id, bookingPolicies.serviceId)))
    .where(and(eq(bookingPolicies.tenantId, tenantId), eq(bookingPolicies.storeId, storeId)))
    .orderBy(asc(services.name));
  const store = rows.find((r) => r.policy.serviceId === null);
  return {
    storeId,
    store: store ? policyOf(store.policy) : null,
    services: rows
      .filter((r) => r.policy.serviceId !== null)
      .map((r) => ({ serviceId: r.policy.serviceId as string, serviceName: r.serviceName ?? '', policy: policyOf(r.policy) })),
  };
}

/** BookingPolicy/Store/{id}: the store's policy and the services' own. */
export async function storePolicies(db: Db, actor: Actor, storeId: string): Promise<StoreBookingPolicies> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await requireStore(tx, actor, storeId);
    return readPolicies(tx, actor.tenantId, storeId);
  });
}

const target = (tenantId: string, storeId: string, serviceId: string | null) =>
  and(
    eq(bookingPolicies.tenantId, tenantId),
    eq(bookingPolicies.storeId, storeId),
    serviceId ? eq(bookingPolicies.serviceId, serviceId) : isNull(bookingPolicies.serviceId),
  );

/** BookingPolicy/Save: creates or replaces the store's policy or a service's own at the store (audited). */
export async function savePolicy(db: Db, actor: Actor, input: BookingPolicySave, requestId?: string): Promise<StoreBookingPolicies> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await requireStore(tx, actor, input.storeId);
    if (input.serviceId) {
      const [offered] = await tx
        .select({ id: serviceStores.id })
        .from(serviceStores)
        .where(
          and(
            eq(serviceStores.tenantId, actor.tenantId),
            eq(serviceStores.storeId, input.storeId),
            eq(serviceStores.serviceId, input.serviceId),
          ),
        );
      if (!offered) throw invalid({ serviceId: 'This service is not offered at this store' });
    }
    const values = { ...input.policy, updatedBy: actor.id, updatedAt: new Date() };
    const [existing] = await tx
      .select({ id: bookingPolicies.id })
      .from(bookingPolicies)
      .where(target(actor.tenantId, input.storeId, input.serviceId))
      .for('update');
    if (existing) await tx.update(bookingPolicies).set(values).where(eq(bookingPolicies.id, existing.id));
    else
      await tx.insert(bookingPolicies).values({ ...values, tenantId: actor.tenantId, storeId: input.storeId, serviceId: input.serviceId });
    await audit(
      tx,
      actor,
      {
        action: 'booking_policy.save',
        entityType: 'store',
        entityId: input.storeId,
        details: { serviceId: input.serviceId, ...input.policy },
      },
      requestId,
    );
    return readPolicies(tx, actor.tenantId, input.storeId);
  });
}

/** BookingPolicy/Remove: a service falls back to the store's policy; the store's own removed means none. */
export async function removePolicy(
  db: Db,
  actor: Actor,
  input: { storeId: string; serviceId: string | null },
  requestId?: string,
): Promise<StoreBookingPolicies> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await requireStore(tx, actor, input.storeId);
    const removed = await tx
      .delete(bookingPolicies)
      .where(target(actor.tenantId, input.storeId, input.serviceId))
      .returning();
    if (!removed.length) throw notFound('Booking policy');
    await audit(
      tx,
      actor,
      { action: 'booking_policy.remove', entityType: 'store', entityId: input.storeId, details: { serviceId: input.serviceId } },
      requestId,
    );
    return readPolicies(tx, actor.tenantId, input.storeId);
  });
}

/** The policy a visit of these services at this store carries, or null when neither the store nor a service has one. */
export async function policyForVisit(
  tx: Tx,
  tenantId: string,
  storeId: string,
  serviceIds: readonly string[],
): Promise<BookingPolicy | null> {
  const rows = await tx
    .select()
    .from(bookingPolicies)
    .where(and(eq(bookingPolicies.tenantId, tenantId), eq(bookingPolicies.storeId, storeId)));
  const store = rows.find((r) => r.serviceId === null);
  const own = new Map(rows.filter((r) => r.serviceId && serviceIds.includes(r.serviceId)).map((r) => [r.serviceId, policyOf(r)]));
  if (!store && !own.size) return null;
  return visitPolicy(
    store ? policyOf(store) : null,
    serviceIds.map((id) => own.get(id) ?? null),
  );
}
