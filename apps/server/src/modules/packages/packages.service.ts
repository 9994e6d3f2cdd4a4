import type { CatalogActivate, CatalogDeleteResult, CatalogStatusResult, Package, PackageWizard } from '@salon/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { packageServices, packages, services } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { deleteOrArchive, linkImages, refuseArchived } from '../catalog/catalog-support.ts';
import { changedPackageColumns, type IncludedService, packageColumns, presentPackage } from './package-mapping.ts';
import type { PackageRow } from './packages.tables.ts';

async function packageOf(tx: Tx, actor: Actor, packageId: string, { forUpdate = false } = {}): Promise<PackageRow> {
  const query = tx
    .select()
    .from(packages)
    .where(and(eq(packages.tenantId, actor.tenantId), eq(packages.id, packageId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Package');
  return row;
}

/**
 * Whether deleting the package would lose history. Nothing refers to packages yet (carts and invoices
 * arrive with issue 7 and add their checks here); a delete that meets a foreign key archives regardless.
 */
export async function packageHasHistory(_tx: Tx, _tenantId: string, _packageId: string): Promise<boolean> {
  return false;
}

async function includedServices(tx: Tx, actor: Actor, packageId: string): Promise<IncludedService[]> {
  return tx
    .select({ serviceId: services.id, serviceName: services.name, count: packageServices.count, priceCents: services.priceCents })
    .from(packageServices)
    .innerJoin(services, eq(services.id, packageServices.serviceId))
    .where(and(eq(packageServices.tenantId, actor.tenantId), eq(packageServices.packageId, packageId)))
    .orderBy(asc(services.name), asc(services.id));
}

async function present(tx: Tx, actor: Actor, row: PackageRow, included?: IncludedService[]) {
  return presentPackage(row, included ?? (await includedServices(tx, actor, row.id)), await packageHasHistory(tx, actor.tenantId, row.id));
}

/** Package/GetById: archived packages too. */
export async function getPackage(db: Db, actor: Actor, packageId: string): Promise<Package> {
  return withTenant(db, actor.tenantId, async (tx) => present(tx, actor, await packageOf(tx, actor, packageId)));
}

/** The included services must be this tenant's and not archived (one already included may stay); the name is unique. */
async function checkWizard(tx: Tx, actor: Actor, wizard: PackageWizard, before: PackageRow | null, includedBefore: IncludedService[]) {
  const wanted = wizard.basicDetails.services;
  const kept = new Set(includedBefore.map((s) => s.serviceId));
  const found = await tx
    .select({ id: services.id, archivedAt: services.archivedAt })
    .from(services)
    .where(
      and(
        eq(services.tenantId, actor.tenantId),
        inArray(
          services.id,
          wanted.map((s) => s.serviceId),
        ),
      ),
    );
  const problems: Record<string, string> = {};
  wanted.forEach((s, i) => {
    const service = found.find((f) => f.id === s.serviceId);
    if (!service) problems[`basicDetails.services.${i}.serviceId`] = 'Choose a service of your organisation';
    else if (service.archivedAt && !kept.has(s.serviceId)) problems[`basicDetails.services.${i}.serviceId`] = 'This service is archived';
  });
  if (Object.keys(problems).length) throw invalid(problems);

  const sameName = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(
        eq(packages.tenantId, actor.tenantId),
        isNull(packages.archivedAt),
        sql`lower(${packages.name}) = lower(${wizard.basicDetails.name})`,
        before ? ne(packages.id, before.id) : undefined,
      ),
    );
  if (sameName.length)
    throw conflict('A package with this name already exists.', { 'basicDetails.name': 'Already used by another package' });
}

async function saveServices(tx: Tx, actor: Actor, packageId: string, wizard: PackageWizard) {
  const tenantId = actor.tenantId;
  await tx.delete(packageServices).where(and(eq(packageServices.tenantId, tenantId), eq(packageServices.packageId, packageId)));
  await tx
    .insert(packageServices)
    .values(wizard.basicDetails.services.map((s) => ({ tenantId, packageId, serviceId: s.serviceId, count: s.count })));
}

/** Package/Create: an active package with its services and images, in one transaction. */
export async function createPackage(db: Db, actor: Actor, wizard: PackageWizard, requestId?: string): Promise<Package> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await checkWizard(tx, actor, wizard, null, []);
    const [row] = await tx
      .insert(packages)
      .values({ ...packageColumns(wizard), tenantId: actor.tenantId })
      .returning();
    await saveServices(tx, actor, row.id, wizard);
    await linkImages(tx, actor, 'package', row.id, wizard.others.images, 'others.images');
    await audit(tx, actor, { action: 'package.create', entityType: 'package', entityId: row.id, details: { name: row.name } }, requestId);
    return present(tx, actor, row);
  });
}

/** Package/Update: the whole wizard again; active changes only through Activate. */
export async function updatePackage(db: Db, actor: Actor, packageId: string, wizard: PackageWizard, requestId?: string): Promise<Package> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const before = await packageOf(tx, actor, packageId, { forUpdate: true });
    refuseArchived(before, 'package');
    const includedBefore = await includedServices(tx, actor, packageId);
    await checkWizard(tx, actor, wizard, before, includedBefore);
    const [after] = await tx
      .update(packages)
      .set(packageColumns(wizard))
      .where(and(eq(packages.tenantId, actor.tenantId), eq(packages.id, packageId)))
      .returning();
    await saveServices(tx, actor, packageId, wizard);
    await linkImages(tx, actor, 'package', packageId, wizard.others.images, 'others.images');
    const includedAfter = await includedServices(tx, actor, packageId);
    const changed = changedPackageColumns(before, after, includedBefore, includedAfter);
    if (changed.length)
      await audit(tx, actor, { action: 'package.update', entityType: 'package', entityId: packageId, details: { changed } }, requestId);
    return present(tx, actor, after, includedAfter);
  });
}

/** Package/Activate: sets the wanted state (no change, no audit entry). */
export async function activatePackage(
  db: Db,
  actor: Actor,
  packageId: string,
  { active }: CatalogActivate,
  requestId?: string,
): Promise<CatalogStatusResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await packageOf(tx, actor, packageId, { forUpdate: true });
    refuseArchived(row, 'package');
    if (row.active !== active) {
      await tx
        .update(packages)
        .set({ active })
        .where(and(eq(packages.tenantId, actor.tenantId), eq(packages.id, packageId)));
      await audit(
        tx,
        actor,
        { action: active ? 'package.activate' : 'package.deactivate', entityType: 'package', entityId: packageId },
        requestId,
      );
    }
    return { id: packageId, active, archived: false };
  });
}

/** Package/Delete: deleted without history, else archived (inactive, hidden from lists, kept). */
export async function deletePackage(db: Db, actor: Actor, packageId: string, now: Date, requestId?: string): Promise<CatalogDeleteResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await packageOf(tx, actor, packageId, { forUpdate: true });
    if (row.archivedAt) return { id: packageId, outcome: 'archived' };
    const where = and(eq(packages.tenantId, actor.tenantId), eq(packages.id, packageId));
    const outcome = await deleteOrArchive(tx, {
      hasHistory: await packageHasHistory(tx, actor.tenantId, packageId),
      remove: (sp) => sp.delete(packages).where(where),
      archive: () => tx.update(packages).set({ archivedAt: now, active: false }).where(where),
    });
    await audit(
      tx,
      actor,
      {
        action: `package.${outcome === 'deleted' ? 'delete' : 'archive'}`,
        entityType: 'package',
        entityId: packageId,
        details: { name: row.name },
      },
      requestId,
    );
    return { id: packageId, outcome };
  });
}
