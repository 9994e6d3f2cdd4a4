import { pastExpiryMessage, wifiPasswordProblem, type Store, type StoreWizard } from '@salon/shared';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, employeeRoles, storePeople, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from './store-access.ts';
import { linkStoreFiles } from './store-files.ts';
import { type StoreRow, changedColumns, mayReadWifiPassword, presentStore, storeColumns } from './store-mapping.ts';
import { rebuildDailySales } from '../daily-sales/daily-sales.ts';
import { peopleOfStore } from './store-people.service.ts';

/** Store/GetById as the actor may see it. */
export async function getStore(db: Db, actor: Actor, storeId: string): Promise<Store> {
  return withTenant(db, actor.tenantId, async (tx) => present(tx, actor, await storeOfActor(tx, actor, storeId)));
}

async function present(tx: Tx, actor: Actor, row: StoreRow): Promise<Store> {
  const [brand] = await tx
    .select({ name: brands.name })
    .from(brands)
    .where(and(eq(brands.tenantId, actor.tenantId), eq(brands.id, row.brandId)));
  const people = await peopleOfStore(tx, actor.tenantId, row.id);
  return presentStore(row, brand?.name ?? '', people, mayReadWifiPassword(actor));
}

/** Rules that need the database or the clock; the shape rules ran in the route's schema. */
async function checkWizard(tx: Tx, actor: Actor, wizard: StoreWizard, now: Date, existing: StoreRow | null) {
  const { basicDetails, legalInfo, storeDetails } = wizard;
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.tenantId, actor.tenantId), eq(brands.id, basicDetails.brandId)));
  if (!brand) throw invalid({ 'basicDetails.brandId': 'Choose a brand of your organisation' });

  // Refuse a past expiry when it is entered; a stored one that has since passed does not block other edits.
  const pastExpiry = pastExpiryMessage(legalInfo.dateOfExpiry, storeDetails.timezone, now);
  if (pastExpiry && legalInfo.dateOfExpiry !== existing?.licenseExpiresOn) {
    throw invalid({ 'legalInfo.dateOfExpiry': pastExpiry });
  }

  const sameName = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(
        eq(stores.tenantId, actor.tenantId),
        eq(stores.brandId, basicDetails.brandId),
        sql`lower(${stores.name}) = lower(${basicDetails.name})`,
        existing ? ne(stores.id, existing.id) : undefined,
      ),
    );
  if (sameName.length)
    throw conflict('This brand already has a store with this name.', {
      'basicDetails.name': 'Already used by another store of this brand',
    });
}

/** An omitted password keeps the stored one; whatever results must fit the security type. */
function resolveWifiPassword(wizard: StoreWizard, existing: StoreRow | null): string | null {
  const { wifiSecurity, wifiPassword } = wizard.otherInfo;
  if (wifiSecurity === 'No Password') return null;
  const password = wifiPassword === undefined ? (existing?.wifiPassword ?? null) : wifiPassword || null;
  const problem = wifiPasswordProblem(wifiSecurity, password);
  if (problem) throw invalid({ 'otherInfo.wifiPassword': problem });
  return password;
}

/** Store/Create: a pending store, offline for booking, with its files linked, in one transaction. */
export async function createStore(db: Db, actor: Actor, wizard: StoreWizard, now: Date, requestId?: string): Promise<Store> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await checkWizard(tx, actor, wizard, now, null);
    const wifiPassword = resolveWifiPassword(wizard, null);
    const [row] = await tx
      .insert(stores)
      .values({ ...storeColumns(wizard), wifiPassword, tenantId: actor.tenantId, status: 'pending', onlineBooking: false })
      .returning();
    await linkStoreFiles(tx, actor, row.id, wizard);
    await audit(
      tx,
      actor,
      { action: 'store.create', entityType: 'store', entityId: row.id, details: { name: row.name, brandId: row.brandId } },
      requestId,
    );
    return present(tx, actor, row);
  });
}

/** Store/Update: the whole wizard again; status and online booking change only through their own calls. */
export async function updateStore(
  db: Db,
  actor: Actor,
  storeId: string,
  wizard: StoreWizard,
  now: Date,
  requestId?: string,
): Promise<Store> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const before = await storeOfActor(tx, actor, storeId, { forUpdate: true });
    await checkWizard(tx, actor, wizard, now, before);
    const wifiPassword = resolveWifiPassword(wizard, before);
    const [after] = await tx
      .update(stores)
      .set({ ...storeColumns(wizard), wifiPassword })
      .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, storeId)))
      .returning();
    await linkStoreFiles(tx, actor, storeId, wizard);
    // The KPI rollup dates each sale by the store's local day: a new zone moves them (daily-sales.ts).
    if (before.timezone !== after.timezone) await rebuildDailySales(tx, actor.tenantId, storeId);
    const changed = changedColumns(before, after);
    if (changed.length)
      await audit(tx, actor, { action: 'store.update', entityType: 'store', entityId: storeId, details: { changed } }, requestId);
    return present(tx, actor, after);
  });
}

/**
 * Store/Delete: only a store without history. Employees holding roles there or assigned as its people
 * block it (409); so does any other record referring to it (appointments, shifts...), caught by its foreign key.
 */
export async function deleteStore(db: Db, actor: Actor, storeId: string, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, storeId, { forUpdate: true });
    const [{ roles }] = await tx
      .select({ roles: count() })
      .from(employeeRoles)
      .where(and(eq(employeeRoles.tenantId, actor.tenantId), eq(employeeRoles.storeId, storeId)));
    const [{ people }] = await tx
      .select({ people: count() })
      .from(storePeople)
      .where(and(eq(storePeople.tenantId, actor.tenantId), eq(storePeople.storeId, storeId)));
    if (roles + people > 0) {
      throw conflict(`Employees are assigned to ${store.name}, so it cannot be deleted. Remove their roles and store assignments first.`);
    }
    try {
      await tx.delete(stores).where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, storeId)));
    } catch (err) {
      if (sqlState(err) === '23503') throw conflict(`${store.name} has history (records refer to it), so it cannot be deleted.`);
      throw err;
    }
    await audit(
      tx,
      actor,
      { action: 'store.delete', entityType: 'store', entityId: storeId, details: { name: store.name, brandId: store.brandId } },
      requestId,
    );
    return { id: storeId, deleted: true as const };
  });
}
