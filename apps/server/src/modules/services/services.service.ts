import type { CatalogActivate, CatalogDeleteResult, CatalogStatusResult, Service, ServiceWizard } from '@salon/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { packageServices, products, serviceProductUsage, serviceStoreOverrides, serviceStores, services, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { readConfigGroup } from '../config/config.service.ts';
import { deleteOrArchive, linkImages, refuseArchived, requireFlagToChange, requireStores } from '../catalog/catalog-support.ts';
import { categoryFor } from './service-categories.ts';
import { changedServiceColumns, presentService, serviceColumns } from './service-mapping.ts';
import type { ServiceRow } from './services.tables.ts';

export async function serviceOf(tx: Tx, actor: Actor, serviceId: string, { forUpdate = false } = {}): Promise<ServiceRow> {
  const query = tx
    .select()
    .from(services)
    .where(and(eq(services.tenantId, actor.tenantId), eq(services.id, serviceId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Service');
  return row;
}

/**
 * Whether deleting the service would lose history: a package includes it or a store has its own price for it.
 * Appointments (issue 6) and invoices will add their references here; until then a delete that meets
 * any other foreign key archives too (deleteOrArchive).
 */
export async function serviceHasHistory(tx: Tx, tenantId: string, serviceId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from ${packageServices} where ${packageServices.tenantId} = ${tenantId} and ${packageServices.serviceId} = ${serviceId})
        or exists (select 1 from ${serviceStoreOverrides} where ${serviceStoreOverrides.tenantId} = ${tenantId} and ${serviceStoreOverrides.serviceId} = ${serviceId})
        as found`,
  );
  return row?.found === true;
}

async function relationsOf(tx: Tx, actor: Actor, row: ServiceRow) {
  const mine = (table: typeof serviceStores | typeof serviceStoreOverrides | typeof serviceProductUsage) =>
    and(eq(table.tenantId, actor.tenantId), eq(table.serviceId, row.id));
  const offered = await tx
    .select({ id: stores.id, name: stores.name })
    .from(serviceStores)
    .innerJoin(stores, eq(stores.id, serviceStores.storeId))
    .where(mine(serviceStores))
    .orderBy(asc(stores.name), asc(stores.id));
  const storeOverrides = await tx
    .select({
      storeId: serviceStoreOverrides.storeId,
      priceCents: serviceStoreOverrides.priceCents,
      durationMinutes: serviceStoreOverrides.durationMinutes,
    })
    .from(serviceStoreOverrides)
    .innerJoin(stores, eq(stores.id, serviceStoreOverrides.storeId))
    .where(mine(serviceStoreOverrides))
    .orderBy(asc(stores.name), asc(stores.id));
  const productUsage = await tx
    .select({ productId: products.id, productName: products.name, quantity: serviceProductUsage.quantity })
    .from(serviceProductUsage)
    .innerJoin(products, eq(products.id, serviceProductUsage.productId))
    .where(mine(serviceProductUsage))
    .orderBy(asc(products.name), asc(products.id));
  return { stores: offered, storeOverrides, productUsage, hasHistory: await serviceHasHistory(tx, actor.tenantId, row.id) };
}

const present = async (tx: Tx, actor: Actor, row: ServiceRow) => presentService(row, await relationsOf(tx, actor, row));

/** Service/GetById: archived services too (they are kept, never lost). */
export async function getService(db: Db, actor: Actor, serviceId: string): Promise<Service> {
  return withTenant(db, actor.tenantId, async (tx) => present(tx, actor, await serviceOf(tx, actor, serviceId)));
}

/** Rules that need the database: config values, permission-guarded fields, stores, products, unique name. */
async function checkWizard(
  tx: Tx,
  actor: Actor,
  wizard: ServiceWizard,
  before: ServiceRow | null,
  beforeRel: Awaited<ReturnType<typeof relationsOf>> | null,
) {
  const { basicDetails, additionalDetails, others } = wizard;
  if (basicDetails.skillSet !== before?.skillSet) {
    const skills = await readConfigGroup(tx, actor.tenantId, 'skills');
    if (!skills.some((s) => s.value === basicDetails.skillSet))
      throw invalid({ 'basicDetails.skillSet': 'Choose a skill set from the list' });
  }
  requireFlagToChange(actor, 'signature_services', 'additionalDetails.signature', additionalDetails.signature, before?.signature ?? false);
  await requireStores(tx, actor, others.storeIds, (i) => `others.storeIds.${i}`, new Set(beforeRel?.stores.map((s) => s.id)));

  const used = additionalDetails.productUsage;
  if (used.length) {
    const kept = new Set(beforeRel?.productUsage.map((u) => u.productId));
    const found = await tx
      .select({ id: products.id, consumable: products.consumable, archivedAt: products.archivedAt })
      .from(products)
      .where(
        and(
          eq(products.tenantId, actor.tenantId),
          inArray(
            products.id,
            used.map((u) => u.productId),
          ),
        ),
      );
    const problems: Record<string, string> = {};
    used.forEach((u, i) => {
      const product = found.find((p) => p.id === u.productId);
      const field = `additionalDetails.productUsage.${i}.productId`;
      if (!product) problems[field] = 'Choose a product of your organisation';
      else if (kept.has(u.productId)) return;
      else if (product.archivedAt) problems[field] = 'This product is archived';
      else if (!product.consumable) problems[field] = 'Only consumable products are used in services';
    });
    if (Object.keys(problems).length) throw invalid(problems);
  }

  const sameName = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.tenantId, actor.tenantId),
        isNull(services.archivedAt),
        sql`lower(${services.name}) = lower(${basicDetails.name})`,
        before ? ne(services.id, before.id) : undefined,
      ),
    );
  if (sameName.length)
    throw conflict('A service with this name already exists.', { 'basicDetails.name': 'Already used by another service' });
}

/** Replaces the stores offering the service, their own prices, and the products it uses. */
async function saveRelations(tx: Tx, actor: Actor, serviceId: string, wizard: ServiceWizard) {
  const tenantId = actor.tenantId;
  await tx.delete(serviceStores).where(and(eq(serviceStores.tenantId, tenantId), eq(serviceStores.serviceId, serviceId)));
  await tx
    .delete(serviceStoreOverrides)
    .where(and(eq(serviceStoreOverrides.tenantId, tenantId), eq(serviceStoreOverrides.serviceId, serviceId)));
  await tx.delete(serviceProductUsage).where(and(eq(serviceProductUsage.tenantId, tenantId), eq(serviceProductUsage.serviceId, serviceId)));
  const { storeIds, storeOverrides } = wizard.others;
  if (storeIds.length) await tx.insert(serviceStores).values(storeIds.map((storeId) => ({ tenantId, serviceId, storeId })));
  if (storeOverrides.length) await tx.insert(serviceStoreOverrides).values(storeOverrides.map((o) => ({ tenantId, serviceId, ...o })));
  const usage = wizard.additionalDetails.productUsage;
  if (usage.length) await tx.insert(serviceProductUsage).values(usage.map((u) => ({ tenantId, serviceId, ...u })));
}

/** Service/Create: an active service with its stores, store prices, products and images, in one transaction. */
export async function createService(db: Db, actor: Actor, wizard: ServiceWizard, requestId?: string): Promise<Service> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await checkWizard(tx, actor, wizard, null, null);
    const [row] = await tx
      .insert(services)
      .values({
        ...serviceColumns(wizard),
        ...(await categoryFor(tx, actor.tenantId, wizard.basicDetails.category)),
        tenantId: actor.tenantId,
      })
      .returning();
    await saveRelations(tx, actor, row.id, wizard);
    await linkImages(tx, actor, 'service', row.id, wizard.others.images, 'others.images');
    await audit(tx, actor, { action: 'service.create', entityType: 'service', entityId: row.id, details: { name: row.name } }, requestId);
    return present(tx, actor, row);
  });
}

const relationKey = (rel: Awaited<ReturnType<typeof relationsOf>>) => ({
  stores: JSON.stringify(rel.stores.map((s) => s.id).sort()),
  storeOverrides: JSON.stringify([...rel.storeOverrides].sort((a, b) => a.storeId.localeCompare(b.storeId))),
  productUsage: JSON.stringify(rel.productUsage.map((u) => [u.productId, u.quantity]).sort()),
});

/** Service/Update: the whole wizard again; active changes only through Activate. */
export async function updateService(db: Db, actor: Actor, serviceId: string, wizard: ServiceWizard, requestId?: string): Promise<Service> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const before = await serviceOf(tx, actor, serviceId, { forUpdate: true });
    refuseArchived(before, 'service');
    const beforeRel = await relationsOf(tx, actor, before);
    await checkWizard(tx, actor, wizard, before, beforeRel);
    const [after] = await tx
      .update(services)
      .set({ ...serviceColumns(wizard), ...(await categoryFor(tx, actor.tenantId, wizard.basicDetails.category)) })
      .where(and(eq(services.tenantId, actor.tenantId), eq(services.id, serviceId)))
      .returning();
    await saveRelations(tx, actor, serviceId, wizard);
    await linkImages(tx, actor, 'service', serviceId, wizard.others.images, 'others.images');
    const afterRel = await relationsOf(tx, actor, after);
    const [k0, k1] = [relationKey(beforeRel), relationKey(afterRel)];
    const changed = [
      ...changedServiceColumns(before, after),
      ...(['stores', 'storeOverrides', 'productUsage'] as const).filter((k) => k0[k] !== k1[k]),
      ...(['image1FileId', 'image2FileId', 'image3FileId', 'image4FileId'] as const).filter((k) => before[k] !== after[k]),
    ];
    if (changed.length)
      await audit(tx, actor, { action: 'service.update', entityType: 'service', entityId: serviceId, details: { changed } }, requestId);
    return presentService(after, afterRel);
  });
}

/** Service/Activate: sets the wanted state (no change, no audit entry). */
export async function activateService(
  db: Db,
  actor: Actor,
  serviceId: string,
  { active }: CatalogActivate,
  requestId?: string,
): Promise<CatalogStatusResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await serviceOf(tx, actor, serviceId, { forUpdate: true });
    refuseArchived(row, 'service');
    if (row.active !== active) {
      await tx
        .update(services)
        .set({ active })
        .where(and(eq(services.tenantId, actor.tenantId), eq(services.id, serviceId)));
      await audit(
        tx,
        actor,
        { action: active ? 'service.activate' : 'service.deactivate', entityType: 'service', entityId: serviceId },
        requestId,
      );
    }
    return { id: serviceId, active, archived: false };
  });
}

/** Service/Delete: deleted without history, else archived (inactive, hidden from lists, kept). Archiving twice changes nothing. */
export async function deleteService(db: Db, actor: Actor, serviceId: string, now: Date, requestId?: string): Promise<CatalogDeleteResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await serviceOf(tx, actor, serviceId, { forUpdate: true });
    if (row.archivedAt) return { id: serviceId, outcome: 'archived' };
    const where = and(eq(services.tenantId, actor.tenantId), eq(services.id, serviceId));
    const outcome = await deleteOrArchive(tx, {
      hasHistory: await serviceHasHistory(tx, actor.tenantId, serviceId),
      remove: (sp) => sp.delete(services).where(where),
      archive: () => tx.update(services).set({ archivedAt: now, active: false }).where(where),
    });
    await audit(
      tx,
      actor,
      {
        action: `service.${outcome === 'deleted' ? 'delete' : 'archive'}`,
        entityType: 'service',
        entityId: serviceId,
        details: { name: row.name },
      },
      requestId,
    );
    return { id: serviceId, outcome };
  });
}
