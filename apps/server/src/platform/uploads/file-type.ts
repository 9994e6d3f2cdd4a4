// Which kind of file an upload really is, read from its bytes (never from its name or declared type).
import type { UploadKind } from '@salon/shared';

export type DetectedType = 'jpg' | 'png' | 'pdf' | 'doc' | 'docx';

export const CONTENT_TYPES: Readonly<Record<DetectedType, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const ALLOWED_TYPES: Readonly<Record<UploadKind, readonly DetectedType[]>> = {
  image: ['jpg', 'png'],
  document: ['jpg', 'png', 'pdf', 'doc', 'docx'],
};

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/**
 * The type of a file from its first bytes and, for ZIP files, the names in its central directory
 * (`zipNames`, read lazily so only ZIPs pay for it). A ZIP is a .docx only with [Content_Types].xml
 * and a word/ part. An OLE compound file is taken as .doc (the .doc container; Excel's .xls shares it).
 */
export async function detectFileType(head: Uint8Array, zipNames: () => Promise<string[] | null>): Promise<DetectedType | null> {
  if (startsWith(head, JPEG)) return 'jpg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, OLE_CFB)) return 'doc';
  if (startsWith(head, ZIP_LOCAL)) {
    const names = await zipNames();
    if (names?.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))) return 'docx';
  }
  return null;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
export const ZIP_TAIL_BYTES = 22 + 0xffff;
const MAX_ENTRIES = 10_000;

/**
 * The entry names of a ZIP's central directory. `tail` is the last bytes of the file (up to
 * ZIP_TAIL_BYTES) and `readAt(offset, length)` reads any range; null when it is not a well-formed ZIP.
 */
export async function zipEntryNames(
  fileSize: number,
  tail: Buffer,
  readAt: (offset: number, length: number) => Promise<Buffer>,
): Promise<string[] | null> {
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const dirSize = tail.readUInt32LE(eocd + 12);
  const dirOffset = tail.readUInt32LE(eocd + 16);
  if (entries > MAX_ENTRIES || dirOffset + dirSize > fileSize) return null;
  const dir = await readAt(dirOffset, dirSize);
  const names: string[] = [];
  let p = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== CENTRAL_SIGNATURE) return null;
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    if (p + 46 + nameLength > dir.length) return null;
    names.push(dir.toString('utf8', p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * A safe display name: no path, no control or quote characters, at most 100 characters, and the
 * extension of what the file really is (a .html renamed .png keeps no misleading suffix).
 */
export function sanitiseFileName(name: string, type: DetectedType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[ ._-]+|[ ._-]+$/g, '')
    .slice(0, 100);
  const given = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const extension = type === 'jpg' && given === 'jpeg' ? 'jpeg' : type;
  return `${stem || 'file'}.${extension}`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
