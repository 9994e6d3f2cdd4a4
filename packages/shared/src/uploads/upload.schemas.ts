// Uploads (issue 4): a wizard uploads a file first, gets its id, then saves the record with that id.
import { z } from 'zod';
import type { UploadKind } from '../validation/rules.ts';

/** The records a file may belong to: the spec's per-entity image folders (IMAGE_FOLDERS), and chat messages' attachments. */
export const UPLOAD_ENTITIES = [
  'brand',
  'store',
  'employee',
  'service',
  'package',
  'product',
  'customer',
  'chat_message',
  'in_store_promotion',
] as const;
export type UploadEntity = (typeof UPLOAD_ENTITIES)[number];
export const UPLOAD_KINDS: readonly UploadKind[] = ['image', 'document'];

/** Thumbnails are this wide (never enlarged); images wider or taller than the maximum are refused. */
export const UPLOAD_IMAGE_LIMITS = { thumbnailWidth: 320, maxDimension: 10_000 } as const;

/** POST /api/Upload/{entity}/{kind}: one multipart file field. */
export const uploadParamsSchema = z.object({
  entity: z.enum(UPLOAD_ENTITIES, { error: `Entity must be one of ${UPLOAD_ENTITIES.join(', ')}` }),
  kind: z.enum(['image', 'document'], { error: 'Kind must be image or document' }),
});

export const uploadedFileSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  contentType: z.string(),
  size: z.int().min(0),
  /** Served to signed-in staff allowed to see the record (GET /api/Upload/File/{id}). */
  url: z.string(),
  /** Images only. */
  thumbnailUrl: z.string().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileIdParamsSchema = z.object({ id: z.uuid('Must be a file id') });
export const fileQuerySchema = z.object({
  thumb: z.enum(['1', '0', 'true', 'false']).optional(),
});

/** A field holding an uploaded file's id (e.g. a brand's logoFileId); null when none. */
export const fileIdSchema = z.uuid('Must be an uploaded file id');

export const fileUrl = (id: string, thumb = false) => `/api/Upload/File/${id}${thumb ? '?thumb=1' : ''}`;
/** Brand logos and store images only: what the customer site shows without a session. */
export const publicFileUrl = (id: string, thumb = false) => `/api/Upload/Public/${id}${thumb ? '?thumb=1' : ''}`;

/** A file's size as people read it: 512 B, 13 KB, 1.4 MB (binary units, one decimal under 10). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${value < 10 ? Math.round(value * 10) / 10 : Math.round(value)} ${unit}`;
}
