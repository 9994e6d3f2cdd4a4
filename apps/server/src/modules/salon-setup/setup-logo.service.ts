// The salon setup wizard's logo (issue 19): uploaded before the salon exists, so it is staged outside every tenant's
// folder under an unguessable id, checked and re-encoded as every image upload is (bounded decoding), and claimed by
// SalonSetup/Create inside its transaction: copied into the new tenant's brand folder and recorded as the brand's logo.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setupLogoUrl, type UploadedFile } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { ensureParent, filePath, removeQuietly, streamToTempFile, uploadsRoot } from '../../platform/uploads/file-store.ts';
import { CONTENT_TYPES, contentDisposition } from '../../platform/uploads/file-type.ts';
import { processImage } from '../../platform/uploads/image-processing.ts';
import { type FileToSend, type IncomingFile, tooLarge, typeOf } from '../uploads/upload.service.ts';

/** A staged logo not claimed within a day is removed (at the next staging). */
const STAGED_FOR_MS = 24 * 60 * 60 * 1000;
const EXTENSIONS = ['jpg', 'png'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const LOGO_GONE = 'This logo upload has expired; upload the logo again';

const stagingDir = (dataDir: string) => path.join(uploadsRoot(dataDir), '.setup-logos');
const stagedPath = (dataDir: string, id: string, extension: string, thumb = false) =>
  path.join(stagingDir(dataDir), `${id}${thumb ? '.thumb' : ''}.${extension}`);

async function sweepOld(dataDir: string, now: Date) {
  const names = await readdir(stagingDir(dataDir)).catch(() => [] as string[]);
  for (const name of names) {
    const full = path.join(stagingDir(dataDir), name);
    const info = await stat(full).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > STAGED_FOR_MS) await removeQuietly(full);
  }
}

/** Checks the bytes (JPG, JPEG or PNG only, 15 MB), re-encodes them with a thumbnail and stages both. */
export async function stageSetupLogo(ctx: AppContext, incoming: IncomingFile): Promise<UploadedFile> {
  const temp = await streamToTempFile(ctx.config.DATA_DIR, incoming.file);
  const id = randomUUID();
  const written: string[] = [temp.path];
  let staged: UploadedFile;
  try {
    if (incoming.file.truncated) throw tooLarge();
    if (temp.size === 0) throw new AppError(422, 'VALIDATION_FAILED', 'The file is empty.', { file: 'The file is empty' });
    const type = await typeOf(temp.path, temp.size, 'image');
    if (type !== 'jpg' && type !== 'png') throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'A logo must be a JPG, JPEG or PNG image.');
    const processed = await processImage(temp.path, type);
    await mkdir(stagingDir(ctx.config.DATA_DIR), { recursive: true });
    written.push(stagedPath(ctx.config.DATA_DIR, id, type), stagedPath(ctx.config.DATA_DIR, id, type, true));
    await writeFile(written[1], processed.image, { flag: 'wx', mode: 0o600 });
    await writeFile(written[2], processed.thumbnail, { flag: 'wx', mode: 0o600 });
    await removeQuietly(temp.path);
    staged = {
      id,
      filename: `logo.${type}`,
      contentType: CONTENT_TYPES[type],
      size: processed.image.length,
      url: setupLogoUrl(id),
      thumbnailUrl: setupLogoUrl(id, true),
    };
  } catch (err) {
    await removeQuietly(...written);
    throw err;
  }
  await sweepOld(ctx.config.DATA_DIR, ctx.now());
  return staged;
}

/** The staged logo's format, or null when it is not (or no longer) staged. */
export async function stagedLogo(dataDir: string, id: string): Promise<'jpg' | 'png' | null> {
  if (!UUID.test(id)) return null;
  for (const extension of EXTENSIONS) if (await stat(stagedPath(dataDir, id, extension)).catch(() => null)) return extension;
  return null;
}

/** The staged logo for the wizard's preview (public: the id is unguessable and the logo will be public anyway). */
export async function readStagedLogo(ctx: AppContext, id: string, thumb: boolean): Promise<FileToSend> {
  const extension = await stagedLogo(ctx.config.DATA_DIR, id);
  if (!extension) throw notFound('Logo');
  const full = stagedPath(ctx.config.DATA_DIR, id, extension, thumb);
  const info = await stat(full);
  return {
    stream: createReadStream(full),
    size: info.size,
    contentType: CONTENT_TYPES[extension],
    disposition: contentDisposition('inline', `logo.${extension}`),
  };
}

/** 422 on the logo field before anything is written, when the staged logo has gone. */
export async function assertLogoStaged(ctx: AppContext, id: string | null | undefined) {
  if (id && !(await stagedLogo(ctx.config.DATA_DIR, id))) throw invalid({ 'appearance.logoFileId': LOGO_GONE });
}

/**
 * Inside SalonSetup/Create's transaction: the staged logo becomes the brand's file (copied, so a rolled-back sign-up
 * leaves the staged one to retry with). Returns the paths written, for the caller to remove if the transaction fails.
 */
export async function claimSetupLogo(
  ctx: AppContext,
  tx: Tx,
  owner: { tenantId: string; brandId: string; ownerId: string },
  id: string,
  written: string[],
): Promise<void> {
  const extension = await stagedLogo(ctx.config.DATA_DIR, id);
  if (!extension) throw invalid({ 'appearance.logoFileId': LOGO_GONE });
  const location = { tenantId: owner.tenantId, entityType: 'brand' as const, id, extension };
  const main = filePath(ctx.config.DATA_DIR, location);
  const thumb = filePath(ctx.config.DATA_DIR, location, true);
  await ensureParent(main);
  written.push(main, thumb);
  await copyFile(stagedPath(ctx.config.DATA_DIR, id, extension), main);
  await copyFile(stagedPath(ctx.config.DATA_DIR, id, extension, true), thumb);
  const bytes = await readFile(main);
  await tx.insert(files).values({
    id,
    tenantId: owner.tenantId,
    entityType: 'brand',
    entityId: owner.brandId,
    kind: 'image',
    originalName: `logo.${extension}`,
    contentType: CONTENT_TYPES[extension],
    extension,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    hasThumbnail: true,
    uploadedBy: owner.ownerId,
  });
}

/** After the salon is committed the staged copy is no longer needed. */
export async function dropStagedLogo(dataDir: string, id: string | null | undefined) {
  const extension = id ? await stagedLogo(dataDir, id) : null;
  if (id && extension) await removeQuietly(stagedPath(dataDir, id, extension), stagedPath(dataDir, id, extension, true));
}
