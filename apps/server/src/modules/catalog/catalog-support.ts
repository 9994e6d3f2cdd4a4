// Helpers the catalog modules share (services, packages, products, product overrides).
import { hasAccess, type CatalogDeleteOutcome, type CatalogImages, type PermissionFlag, type UploadEntity } from '@salon/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid, sqlState } from '../../platform/http/errors.ts';
import { attachFiles, requireImageFiles } from '../../platform/uploads/index.ts';
import { worksAtStore } from '../stores/store-access.ts';

/** LIKE wildcards typed by a person are literal characters. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

type ImageColumns = { image1FileId: string | null; image2FileId: string | null; image3FileId: string | null; image4FileId: string | null };

export const imageColumns = (images: CatalogImages): ImageColumns => ({
  image1FileId: images.image1,
  image2FileId: images.image2,
  image3FileId: images.image3,
  image4FileId: images.image4,
});

export const imagesOf = (row: ImageColumns): CatalogImages => ({
  image1: row.image1FileId,
  image2: row.image2FileId,
  image3: row.image3FileId,
  image4: row.image4FileId,
});

/**
 * Checks image1..image4 are images of this tenant uploaded for `entity`, and links them to the record in
 * the save transaction. Upload errors name file ids; they are re-keyed to the wizard's fields (`${prefix}.image1`).
 */
export async function linkImages(tx: Tx, actor: Actor, entity: UploadEntity, entityId: string, images: CatalogImages, prefix: string) {
  const named = Object.entries(images).filter((e): e is [string, string] => e[1] !== null);
  const ids = named.map(([, id]) => id);
  try {
    await requireImageFiles(tx, actor, ids);
    await attachFiles(tx, actor, entity, entityId, ids);
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    const fields: Record<string, string> = {};
    for (const [name, id] of named) if (err.fields[id]) fields[`${prefix}.${name}`] = err.fields[id];
    throw new AppError(err.statusCode, err.code, err.message, Object.keys(fields).length ? fields : err.fields);
  }
}

/**
 * The named stores must be stores of the actor's tenant (else 422 on that field, as an unknown id) and,
 * for store-scoped staff, stores they work at (else 403) unless the record already names them.
 * `fieldOf(i)` names the i-th id's field.
 */
export async function requireStores(
  tx: Tx,
  actor: Actor,
  storeIds: readonly string[],
  fieldOf: (i: number) => string,
  alreadyLinked: ReadonlySet<string> = new Set(),
) {
  if (storeIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.tenantId, actor.tenantId), inArray(stores.id, [...new Set(storeIds)])));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const unknown: Record<string, string> = {};
  storeIds.forEach((id, i) => {
    if (!names.has(id)) unknown[fieldOf(i)] = 'Choose a store of your organisation';
  });
  if (Object.keys(unknown).length) throw invalid(unknown);
  const outside = storeIds.findIndex((id) => !alreadyLinked.has(id) && !worksAtStore(actor, id));
  if (outside >= 0)
    throw new AppError(403, 'FORBIDDEN', 'You do not work at this store.', { [fieldOf(outside)]: 'You do not work at this store' });
  return names;
}

/**
 * A flag-guarded field (signature service, resellable, consumable): changing it from `before`
 * (false on create) needs `flag`; otherwise 403 naming the field.
 */
export function requireFlagToChange(actor: Actor, flag: PermissionFlag, field: string, wanted: boolean, before: boolean) {
  if (wanted === before || hasAccess(actor.accessControls, [flag])) return;
  throw new AppError(403, 'FORBIDDEN', `You are not allowed to change this (it needs the ${flag} permission).`, {
    [field]: `Needs the ${flag} permission`,
  });
}

/** Archived records are kept as they were: no edit, no (de)activation. */
export function refuseArchived(row: { archivedAt: Date | null }, what: string) {
  if (row.archivedAt) throw new AppError(409, 'INVALID_TRANSITION', `This ${what} is archived and can no longer be changed.`);
}

/**
 * Delete: a record without history is deleted; one with history is archived (kept, hidden from lists).
 * A delete that meets a foreign key (a record referring to it that hasHistory does not know yet) archives too.
 */
export async function deleteOrArchive(
  tx: Tx,
  { hasHistory, remove, archive }: { hasHistory: boolean; remove: (tx: Tx) => Promise<unknown>; archive: () => Promise<unknown> },
): Promise<CatalogDeleteOutcome> {
  if (!hasHistory) {
    try {
      await tx.transaction(async (savepoint) => {
        await remove(savepoint);
      });
      return 'deleted';
    } catch (err) {
      if (sqlState(err) !== '23503') throw err;
    }
  }
  await archive();
  return 'archived';
}
