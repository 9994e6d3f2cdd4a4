// Test helpers: real files of every accepted type, and the multipart request the web's upload helper sends.
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export async function pngBytes(width = 640, height = 480, options: { exif?: boolean } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  if (options.exif) image.withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'GPS home address' } });
  return image.png().toBuffer();
}

export async function jpegBytes(width = 800, height = 600, options: { exif?: boolean } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } });
  if (options.exif) image.withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'GPS home address' } });
  return image.jpeg().toBuffer();
}

export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

/** An OLE compound file header (what .doc files start with), padded to one sector. */
export const docBytes = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** A stored (uncompressed) ZIP with the given entries. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

export const htmlBytes = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export function multipartBody(fileName: string, bytes: Buffer, contentType = 'application/octet-stream', field = 'file') {
  const boundary = `----salon${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/Upload/{entity}/{kind} as the web's raw form-data helper does. */
export function uploadFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  entity: string,
  kind: string,
  file: { name: string; bytes: Buffer; contentType?: string },
) {
  const body = multipartBody(file.name, file.bytes, file.contentType);
  return app.inject({
    method: 'POST',
    url: `/api/Upload/${entity}/${kind}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
