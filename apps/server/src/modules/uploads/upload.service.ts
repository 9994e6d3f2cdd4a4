import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { checkUpload, fileUrl, type UploadedFile, type UploadEntity, type UploadKind } from '@salon/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { files, type FileRow } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { ensureParent, filePath, readRange, removeQuietly, streamToTempFile } from '../../platform/uploads/file-store.ts';
import {
  ALLOWED_TYPES,
  CONTENT_TYPES,
  contentDisposition,
  type DetectedType,
  detectFileType,
  sanitiseFileName,
  ZIP_TAIL_BYTES,
  zipEntryNames,
} from '../../platform/uploads/file-type.ts';
import { processImage } from '../../platform/uploads/image-processing.ts';
import { mayRead, mayUpload, readOnlyByOwnRoute } from '../../platform/uploads/upload-policy.ts';

export interface IncomingFile {
  filename: string;
  /** busboy's stream: `truncated` is set when the size limit cut it short. */
  file: Readable & { truncated?: boolean };
}

export const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than the 15 MB limit.');

export function assertMayUpload(actor: Actor, entity: UploadEntity) {
  if (!mayUpload(actor, entity)) throw forbidden(`You are not allowed to upload files for a ${entity}.`);
}

/** What the bytes are, or a 415 naming the types this kind of upload accepts. */
export async function typeOf(tempPath: string, size: number, kind: UploadKind): Promise<DetectedType> {
  const head = await readRange(tempPath, 0, 16);
  const detected = await detectFileType(head, async () => {
    const tailLength = Math.min(size, ZIP_TAIL_BYTES);
    const tail = await readRange(tempPath, size - tailLength, tailLength);
    return zipEntryNames(size, tail, (offset, length) => readRange(tempPath, offset, length));
  });
  if (detected && ALLOWED_TYPES[kind].includes(detected)) return detected;
  const problem = checkUpload({ name: 'file.unsupported', size }, kind);
  throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `This file's content is not an accepted type. ${problem?.message ?? ''}.`.trim());
}

/**
 * Keeps an upload: streamed to a temporary file, checked by content, images re-encoded with a
 * thumbnail, moved under DATA_DIR and recorded. Nothing stays on disk or in the database on failure.
 */
export async function saveUpload(
  ctx: AppContext,
  actor: Actor,
  target: { entity: UploadEntity; kind: UploadKind },
  incoming: IncomingFile,
  requestId: string,
): Promise<UploadedFile> {
  assertMayUpload(actor, target.entity);
  const temp = await streamToTempFile(ctx.config.DATA_DIR, incoming.file);
  const written: string[] = [temp.path];
  try {
    if (incoming.file.truncated) throw tooLarge();
    if (temp.size === 0) throw new AppError(422, 'VALIDATION_FAILED', 'The file is empty.', { file: 'The file is empty' });
    const type = await typeOf(temp.path, temp.size, target.kind);
    const id = randomUUID();
    const location = { tenantId: actor.tenantId, entityType: target.entity, id, extension: type };
    const mainPath = filePath(ctx.config.DATA_DIR, location);
    await ensureParent(mainPath);
    let size = temp.size;
    let sha256 = temp.sha256;
    let hasThumbnail = false;
    if (type === 'jpg' || type === 'png') {
      const processed = await processImage(temp.path, type);
      const thumbPath = filePath(ctx.config.DATA_DIR, location, true);
      written.push(mainPath, thumbPath);
      await writeFile(mainPath, processed.image, { flag: 'wx', mode: 0o600 });
      await writeFile(thumbPath, processed.thumbnail, { flag: 'wx', mode: 0o600 });
      await removeQuietly(temp.path);
      size = processed.image.length;
      sha256 = createHash('sha256').update(processed.image).digest('hex');
      hasThumbnail = true;
    } else {
      written.push(mainPath);
      await rename(temp.path, mainPath);
    }
    const row = await withTenant(ctx.db, actor.tenantId, async (tx) => {
      const [inserted] = await tx
        .insert(files)
        .values({
          id,
          tenantId: actor.tenantId,
          entityType: target.entity,
          kind: target.kind,
          originalName: sanitiseFileName(incoming.filename, type),
          contentType: CONTENT_TYPES[type],
          extension: type,
          size,
          sha256,
          hasThumbnail,
          uploadedBy: actor.id,
        })
        .returning();
      await audit(
        tx,
        actor,
        {
          action: 'upload',
          entityType: 'file',
          entityId: id,
          details: { entity: target.entity, kind: target.kind, contentType: inserted.contentType, size },
        },
        requestId,
      );
      return inserted;
    });
    return toUploadedFile(row);
  } catch (err) {
    await removeQuietly(...written);
    throw err;
  }
}

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    filename: row.originalName,
    contentType: row.contentType,
    size: row.size,
    url: fileUrl(row.id),
    thumbnailUrl: row.hasThumbnail ? fileUrl(row.id, true) : null,
  };
}

export interface FileToSend {
  stream: Readable;
  size: number;
  contentType: string;
  disposition: string;
}

export async function openStored(ctx: AppContext, row: FileRow, thumb: boolean): Promise<FileToSend> {
  if (thumb && !row.hasThumbnail) throw notFound('Thumbnail');
  const location = { tenantId: row.tenantId, entityType: row.entityType, id: row.id, extension: row.extension };
  const path = filePath(ctx.config.DATA_DIR, location, thumb);
  const info = await stat(path).catch(() => null);
  if (!info) throw notFound('File');
  const isImage = row.contentType.startsWith('image/');
  return {
    stream: createReadStream(path),
    size: info.size,
    contentType: row.contentType,
    disposition: contentDisposition(isImage ? 'inline' : 'attachment', row.originalName),
  };
}

/** A file for a signed-in employee allowed to see the record it belongs to (upload-policy.ts). */
export async function readFile(ctx: AppContext, actor: Actor, id: string, thumb: boolean): Promise<FileToSend> {
  const [row] = await withTenant(ctx.db, actor.tenantId, (tx) =>
    tx
      .select()
      .from(files)
      .where(and(eq(files.tenantId, actor.tenantId), eq(files.id, id))),
  );
  // An unattached file is private to its uploader: to anyone else it does not exist.
  // An attached chat file is read through the chat (membership); here it does not exist either.
  if (!row || (row.entityId === null && row.uploadedBy !== actor.id) || readOnlyByOwnRoute(row)) throw notFound('File');
  if (!mayRead(actor, row)) throw forbidden('You are not allowed to see this file.');
  return openStored(ctx, row, thumb);
}

/**
 * Brand logos and store images for the customer site, with no session. A cross-tenant lookup by an
 * unguessable id (asSystem), limited to attached image uploads of a brand or a store; never documents.
 */
export async function readPublicFile(ctx: AppContext, id: string, thumb: boolean): Promise<FileToSend> {
  const [row] = await asSystem(ctx.db, (tx) =>
    tx
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.kind, 'image'), inArray(files.entityType, ['brand', 'store']), isNotNull(files.entityId))),
  );
  if (!row?.contentType.startsWith('image/')) throw notFound('File');
  return openStored(ctx, row, thumb);
}
