// Store groups (issue 16): one franchisee company each, with its stores (a store in at most one group) and its
// GL account mappings. Every route needs accounting_module; the stores must be ones the person may see.
import {
  type GlAccounts,
  type GroupableStoreList,
  type GlMappingsInput,
  POSTING_CATEGORIES,
  type PostingCategory,
  type StoreGroup,
  type StoreGroupInput,
  storeGroupInputSchema,
} from '@salon/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { serviceCategories, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { conflict, invalid, notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { listServiceCategories } from '../services/service-categories.ts';
import { worksAtStore } from '../stores/store-access.ts';
import {
  accountingConnections,
  accountingExports,
  accountingGlMappings,
  accountingGroupStores,
  accountingStoreGroups,
} from './accounting.tables.ts';

export async function loadGroup(tx: Tx, actor: Actor, id: string) {
  const [group] = await tx
    .select()
    .from(accountingStoreGroups)
    .where(and(eq(accountingStoreGroups.tenantId, actor.tenantId), eq(accountingStoreGroups.id, id)));
  if (!group) throw notFound('Store group');
  return group;
}

export async function groupStores(tx: Tx, tenantId: string, groupId: string) {
  return tx
    .select({ id: stores.id, name: stores.name, timezone: stores.timezone })
    .from(accountingGroupStores)
    .innerJoin(stores, and(eq(stores.tenantId, accountingGroupStores.tenantId), eq(stores.id, accountingGroupStores.storeId)))
    .where(and(eq(accountingGroupStores.tenantId, tenantId), eq(accountingGroupStores.groupId, groupId)))
    .orderBy(asc(stores.name));
}

export async function groupMappings(tx: Tx, tenantId: string, groupId: string) {
  return tx
    .select()
    .from(accountingGlMappings)
    .where(and(eq(accountingGlMappings.tenantId, tenantId), eq(accountingGlMappings.groupId, groupId)));
}

/** Categories without their default account (a service category's own account does not count). */
export const unmappedOf = (mapped: { category: PostingCategory; serviceCategoryId: string | null }[]): PostingCategory[] =>
  POSTING_CATEGORIES.filter((c) => !mapped.some((m) => m.category === c && m.serviceCategoryId === null));

/** The stores the person may put in a group (every store for a tenant-wide role, else their own), by name. */
export async function groupableStores(tx: Tx, actor: Actor): Promise<GroupableStoreList> {
  const rows = await tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.tenantId, actor.tenantId))
    .orderBy(asc(stores.name));
  return { items: rows.filter((store) => worksAtStore(actor, store.id)) };
}

/** The tenant's service categories (of services not archived), by name, with their ids. */
export async function serviceCategoriesOf(tx: Tx, tenantId: string): Promise<{ id: string; name: string }[]> {
  return (await listServiceCategories(tx, tenantId)).map(({ id, name }) => ({ id, name }));
}

async function present(tx: Tx, actor: Actor, group: typeof accountingStoreGroups.$inferSelect): Promise<StoreGroup> {
  const [connection] = await tx
    .select()
    .from(accountingConnections)
    .where(and(eq(accountingConnections.tenantId, actor.tenantId), eq(accountingConnections.groupId, group.id)));
  const [last] = await tx
    .select({ at: accountingExports.finishedAt })
    .from(accountingExports)
    .where(
      and(
        eq(accountingExports.tenantId, actor.tenantId),
        eq(accountingExports.groupId, group.id),
        eq(accountingExports.status, 'succeeded'),
      ),
    )
    .orderBy(desc(accountingExports.finishedAt))
    .limit(1);
  const status = connection?.status === 'connected' ? 'connected' : connection?.status === 'reconnect' ? 'reconnect' : 'not_connected';
  return {
    id: group.id,
    name: group.name,
    locationKind: group.locationKind,
    stores: await groupStores(tx, actor.tenantId, group.id),
    connection: {
      status,
      companyName: status === 'not_connected' ? null : (connection?.companyName ?? null),
      connectedAt: status === 'not_connected' ? null : (connection?.connectedAt?.toISOString() ?? null),
      lastExportAt: last?.at?.toISOString() ?? null,
    },
    unmappedCategories: unmappedOf(await groupMappings(tx, actor.tenantId, group.id)),
  };
}

export async function listGroups(db: Db, actor: Actor): Promise<{ items: StoreGroup[] }> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(accountingStoreGroups)
      .where(eq(accountingStoreGroups.tenantId, actor.tenantId))
      .orderBy(asc(accountingStoreGroups.name));
    const items: StoreGroup[] = [];
    for (const row of rows) items.push(await present(tx, actor, row));
    return { items };
  });
}

export const getGroup = (db: Db, actor: Actor, id: string) =>
  withTenant(db, actor.tenantId, async (tx) => present(tx, actor, await loadGroup(tx, actor, id)));

/** The stores must be the actor's to assign; one already in another group names its field. */
async function assignStores(tx: Tx, actor: Actor, groupId: string, storeIds: string[]) {
  const unique = [...new Set(storeIds)];
  const found = unique.length
    ? await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.tenantId, actor.tenantId), inArray(stores.id, unique)))
    : [];
  unique.forEach((id, i) => {
    if (!found.some((s) => s.id === id) || !worksAtStore(actor, id)) throw invalid({ [`storeIds.${i}`]: 'Choose a store you manage' });
  });
  const taken = unique.length
    ? await tx
        .select({ storeId: accountingGroupStores.storeId, groupId: accountingGroupStores.groupId })
        .from(accountingGroupStores)
        .where(and(eq(accountingGroupStores.tenantId, actor.tenantId), inArray(accountingGroupStores.storeId, unique)))
    : [];
  const elsewhere = taken.find((t) => t.groupId !== groupId);
  if (elsewhere) throw invalid({ [`storeIds.${unique.indexOf(elsewhere.storeId)}`]: 'This store already belongs to another store group' });
  await tx
    .delete(accountingGroupStores)
    .where(and(eq(accountingGroupStores.tenantId, actor.tenantId), eq(accountingGroupStores.groupId, groupId)));
  if (unique.length)
    await tx.insert(accountingGroupStores).values(unique.map((storeId) => ({ tenantId: actor.tenantId, groupId, storeId })));
}

const nameTaken = (err: unknown) => {
  if (sqlState(err) === '23505')
    return conflict('A store group with this name already exists.', { name: 'A store group with this name already exists' });
  return err;
};

export async function createGroup(db: Db, actor: Actor, input: StoreGroupInput, requestId: string): Promise<StoreGroup> {
  const value = storeGroupInputSchema.parse(input);
  try {
    return await withTenant(db, actor.tenantId, async (tx) => {
      const [row] = await tx
        .insert(accountingStoreGroups)
        .values({ tenantId: actor.tenantId, name: value.name, locationKind: value.locationKind })
        .returning();
      await assignStores(tx, actor, row!.id, value.storeIds);
      await audit(
        tx,
        actor,
        { action: 'accounting.group.create', entityType: 'accounting_store_group', entityId: row!.id, details: value },
        requestId,
      );
      return present(tx, actor, row!);
    });
  } catch (err) {
    throw nameTaken(err);
  }
}

export async function updateGroup(db: Db, actor: Actor, id: string, input: StoreGroupInput, requestId: string): Promise<StoreGroup> {
  const value = storeGroupInputSchema.parse(input);
  try {
    return await withTenant(db, actor.tenantId, async (tx) => {
      await loadGroup(tx, actor, id);
      const [row] = await tx
        .update(accountingStoreGroups)
        .set({ name: value.name, locationKind: value.locationKind, updatedAt: new Date() })
        .where(and(eq(accountingStoreGroups.tenantId, actor.tenantId), eq(accountingStoreGroups.id, id)))
        .returning();
      await assignStores(tx, actor, id, value.storeIds);
      await audit(
        tx,
        actor,
        { action: 'accounting.group.update', entityType: 'accounting_store_group', entityId: id, details: value },
        requestId,
      );
      return present(tx, actor, row!);
    });
  } catch (err) {
    throw nameTaken(err);
  }
}

export async function getMappings(tx: Tx, actor: Actor, groupId: string): Promise<GlAccounts['mappings']> {
  await loadGroup(tx, actor, groupId);
  const rows = await groupMappings(tx, actor.tenantId, groupId);
  const names = new Map(
    (await tx.select().from(serviceCategories).where(eq(serviceCategories.tenantId, actor.tenantId))).map((c) => [c.id, c.name]),
  );
  const nameOf = (r: (typeof rows)[number]) => names.get(r.serviceCategoryId ?? '') ?? '';
  const wire = (m: (typeof rows)[number]) => ({
    category: m.category,
    serviceCategoryId: m.serviceCategoryId,
    accountId: m.accountId,
    accountName: m.accountName,
  });
  return POSTING_CATEGORIES.flatMap((category) => {
    const own = rows.filter((r) => r.category === category);
    return [
      ...own.filter((r) => r.serviceCategoryId === null),
      ...own.filter((r) => r.serviceCategoryId !== null).sort((a, b) => nameOf(a).localeCompare(nameOf(b))),
    ].map(wire);
  });
}

export async function saveMappings(db: Db, actor: Actor, groupId: string, input: GlMappingsInput, requestId: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    await loadGroup(tx, actor, groupId);
    const seen = new Set<string>();
    input.mappings.forEach((m, i) => {
      const key = `${m.category}|${m.serviceCategoryId ?? ''}`;
      if (seen.has(key))
        throw invalid({ [`mappings.${i}.${m.serviceCategoryId ? 'serviceCategoryId' : 'category'}`]: 'This category is mapped twice' });
      seen.add(key);
    });
    const known = new Set(
      (await tx.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.tenantId, actor.tenantId))).map(
        (c) => c.id,
      ),
    );
    input.mappings.forEach((m, i) => {
      if (m.serviceCategoryId && !known.has(m.serviceCategoryId))
        throw invalid({ [`mappings.${i}.serviceCategoryId`]: 'No service category has this id' });
    });
    await tx
      .delete(accountingGlMappings)
      .where(and(eq(accountingGlMappings.tenantId, actor.tenantId), eq(accountingGlMappings.groupId, groupId)));
    if (input.mappings.length)
      await tx.insert(accountingGlMappings).values(input.mappings.map((m) => ({ tenantId: actor.tenantId, groupId, ...m })));
    await audit(
      tx,
      actor,
      { action: 'accounting.mappings.save', entityType: 'accounting_store_group', entityId: groupId, details: input },
      requestId,
    );
    return getMappings(tx, actor, groupId);
  });
}
