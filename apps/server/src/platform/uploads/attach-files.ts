import type { UploadEntity } from '@salon/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';
import { AppError, conflict, invalid } from '../http/errors.ts';

/**
 * Links uploaded files to the record being saved, inside the caller's save transaction.
 * Each file must be of the actor's tenant (another tenant's id reads as unknown), uploaded for the
 * same entity type, and either unattached or already attached to this record. Refusals name the file
 * id in `fields` (callers may re-key them to their own field, e.g. licenseFileId).
 */
export async function attachFiles(tx: Tx, actor: Actor, entityType: UploadEntity, entityId: string, fileIds: string[]): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  if (actor.type !== 'admin') throw new AppError(403, 'FORBIDDEN', 'Only staff may attach files.');
  const rows = await tx
    .select({ id: files.id, entityType: files.entityType, entityId: files.entityId })
    .from(files)
    .where(and(eq(files.tenantId, actor.tenantId), inArray(files.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: Record<string, string> = {};
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) problems[id] = 'This file was not found. Please upload it again.';
    else if (row.entityType !== entityType) problems[id] = `This file was uploaded for a ${row.entityType}, not a ${entityType}.`;
  }
  if (Object.keys(problems).length) throw invalid(problems, 'Some files could not be attached.');
  const elsewhere = rows.filter((r) => r.entityId !== null && r.entityId !== entityId);
  if (elsewhere.length) {
    throw conflict(
      'A file is already attached to another record; upload it again for this one.',
      Object.fromEntries(elsewhere.map((r) => [r.id, 'Already attached to another record'])),
    );
  }
  const toAttach = rows.filter((r) => r.entityId === null).map((r) => r.id);
  if (toAttach.length) {
    await tx
      .update(files)
      .set({ entityId })
      .where(and(eq(files.tenantId, actor.tenantId), inArray(files.id, toAttach)));
  }
}

/** Refuses ids of files that are not images (a store's image1..4, a brand logo): call before attachFiles. */
export async function requireImageFiles(tx: Tx, actor: Actor, fileIds: string[]): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: files.id, kind: files.kind })
    .from(files)
    .where(and(eq(files.tenantId, actor.tenantId), inArray(files.id, ids)));
  const problems: Record<string, string> = {};
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) problems[id] = 'This file was not found. Please upload it again.';
    else if (row.kind !== 'image') problems[id] = 'This must be an image uploaded as an image (JPG, JPEG or PNG).';
  }
  if (Object.keys(problems).length) throw invalid(problems, 'Some files could not be attached.');
}
