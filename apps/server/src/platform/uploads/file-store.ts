// Where uploads live on disk: outside the web root, one folder per tenant and entity.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadEntity } from '@salon/shared';

export interface FileLocation {
  tenantId: string;
  entityType: UploadEntity;
  id: string;
  extension: string;
}

export function uploadsRoot(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** DATA_DIR/uploads/<tenantId>/<entity>/<fileId>[.thumb].<ext>; every part is an id or an enum value. */
export function filePath(dataDir: string, file: FileLocation, thumb = false): string {
  return path.join(uploadsRoot(dataDir), file.tenantId, file.entityType, `${file.id}${thumb ? '.thumb' : ''}.${file.extension}`);
}

export interface TempFile {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Streams an upload to a temporary file (same disk as the uploads, so the final move is a rename),
 * hashing it on the way. On any failure the partial file is removed before the error is rethrown.
 */
export async function streamToTempFile(dataDir: string, source: Readable): Promise<TempFile> {
  const dir = path.join(uploadsRoot(dataDir), '.incoming');
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await removeQuietly(tempPath);
    throw err;
  }
  return { path: tempPath, size, sha256: hash.digest('hex') };
}

/** Reads `length` bytes at `offset` (clamped to the file). */
export async function readRange(filePath: string, offset: number, length: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(0, length));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, Math.max(0, offset));
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function ensureParent(filePathValue: string): Promise<void> {
  await mkdir(path.dirname(filePathValue), { recursive: true });
}

export async function removeQuietly(...paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true }).catch(() => undefined)));
}

/** DATA_DIR/uploads/<tenantId>/<folder>/<id>.<ext>: a file the app makes (a report export), beside the uploads. */
export function madeFilePath(dataDir: string, tenantId: string, folder: 'report-exports', id: string, extension: string): string {
  return path.join(uploadsRoot(dataDir), tenantId, folder, `${id}.${extension}`);
}

/** Writes the bytes to a temporary file and renames it into place: no reader ever sees half a file. */
export async function writeFileAtomically(dataDir: string, target: string, bytes: Uint8Array): Promise<number> {
  const dir = path.join(uploadsRoot(dataDir), '.incoming');
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, randomUUID());
  try {
    await writeFile(tempPath, bytes, { flag: 'wx', mode: 0o600 });
    await ensureParent(target);
    await rename(tempPath, target);
  } catch (err) {
    await removeQuietly(tempPath);
    throw err;
  }
  return bytes.byteLength;
}
