import { todayIn, type StoreStatusResult } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { invalidTransition, storeOfActor } from './store-access.ts';

const statusOf = (row: { id: string; status: 'pending' | 'active'; onlineBooking: boolean }): StoreStatusResult => ({
  id: row.id,
  status: row.status,
  onlineBooking: row.onlineBooking,
});

/** Store/Activate: pending -> active, once; a store whose licence has expired stays pending until it is renewed. */
export async function activateStore(db: Db, actor: Actor, storeId: string, now: Date, requestId?: string): Promise<StoreStatusResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, storeId, { forUpdate: true });
    if (store.status !== 'pending') {
      throw invalidTransition(`This store is already ${store.status}; only a pending store can be activated.`);
    }
    const today = todayIn(store.timezone, now);
    if (store.licenseExpiresOn && store.licenseExpiresOn < today) {
      throw conflict(`The store licence expired on ${store.licenseExpiresOn}. Renew it before activating the store.`, {
        'legalInfo.dateOfExpiry': 'The licence has expired',
      });
    }
    const [row] = await tx
      .update(stores)
      .set({ status: 'active' })
      .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, storeId), eq(stores.status, 'pending')))
      .returning();
    await audit(
      tx,
      actor,
      { action: 'store.activate', entityType: 'store', entityId: storeId, details: { from: 'pending', to: 'active' } },
      requestId,
    );
    return statusOf(row);
  });
}

/** Store/ToggleOnlineBooking: sets the wanted state; only an active store can take online bookings. */
export async function setOnlineBooking(
  db: Db,
  actor: Actor,
  storeId: string,
  onlineBooking: boolean,
  requestId?: string,
): Promise<StoreStatusResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, storeId, { forUpdate: true });
    if (store.onlineBooking === onlineBooking) return statusOf(store);
    if (onlineBooking && store.status !== 'active') {
      throw invalidTransition(`This store is ${store.status}; only an active store can take online bookings. Activate it first.`);
    }
    const [row] = await tx
      .update(stores)
      .set({ onlineBooking })
      .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, storeId)))
      .returning();
    await audit(
      tx,
      actor,
      { action: 'store.online_booking', entityType: 'store', entityId: storeId, details: { from: store.onlineBooking, to: onlineBooking } },
      requestId,
    );
    return statusOf(row);
  });
}
