import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_RULES } from '@salon/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { docBytes, docxBytes, htmlBytes, jpegBytes, pdfBytes, pngBytes, uploadFile, zipBytes } from './upload-test-files.ts';

type Headers = Record<string, string>;

describe('uploads', () => {
  let t: TestApp;
  let dataDir: string;
  let alpha: TestTenant;
  let beta: TestTenant;
  const as: Record<string, { id: string; headers: Headers }> = {};

  const upload = (who: string, entity: string, kind: string, file: { name: string; bytes: Buffer; contentType?: string }) =>
    uploadFile(t.app, as[who].headers, entity, kind, file);
  const get = (who: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? as[who].headers : {} });
  const rowsOf = (tenant: TestTenant) => withTenant(t.database.db, tenant.tenant.id, (tx) => tx.select().from(files));
  const attach = (tenant: TestTenant, id: string, entityId: string) =>
    withTenant(t.database.db, tenant.tenant.id, (tx) => tx.update(files).set({ entityId }).where(eq(files.id, id)));
  async function storedFiles(): Promise<string[]> {
    // No uploads folder yet means no file kept; any other read error fails the test.
    const entries = await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      },
    );
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'salon-uploads-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    for (const slug of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter']) {
      const employee = await makeEmployee(t.database.db, alpha, slug);
      as[slug] = { id: employee.id, headers: (await staffAuth(t.database.db, employee)).headers };
    }
    const otherCutter = await makeEmployee(t.database.db, alpha, 'cutter', { storeId: alpha.stores[1].id });
    as.otherCutter = { id: otherCutter.id, headers: (await staffAuth(t.database.db, otherCutter)).headers };
    const betaBoss = await makeEmployee(t.database.db, beta, 'franchisor');
    as.beta = { id: betaBoss.id, headers: (await staffAuth(t.database.db, betaBoss)).headers };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  describe('accepts files by their content', () => {
    it.each([
      ['image', 'photo.jpg', 'image/jpeg', 'photo.jpg'],
      ['image', 'photo.jpeg', 'image/jpeg', 'photo.jpeg'],
      ['image', 'logo.png', 'image/png', 'logo.png'],
      ['document', 'scan.jpg', 'image/jpeg', 'scan.jpg'],
      ['document', 'licence.pdf', 'application/pdf', 'licence.pdf'],
      ['document', 'agreement.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'agreement.docx'],
      ['document', 'old agreement.doc', 'application/msword', 'old agreement.doc'],
    ])('keeps a %s named %s as %s', async (kind, name, contentType, filename) => {
      const bytes = name.endsWith('.pdf')
        ? pdfBytes()
        : name.endsWith('.docx')
          ? docxBytes()
          : name.endsWith('.doc')
            ? docBytes()
            : name.endsWith('.png')
              ? await pngBytes()
              : await jpegBytes();
      const res = await upload('franchisor', 'store', kind, { name, bytes });
      expect(res.statusCode, res.body).toBe(201);
      const file = res.json().res_data;
      expect(file).toMatchObject({ filename, contentType, url: `/api/Upload/File/${file.id}` });
      expect(file.thumbnailUrl).toBe(contentType.startsWith('image/') ? `/api/Upload/File/${file.id}?thumb=1` : null);
      const ext = contentType === 'image/jpeg' ? 'jpg' : filename.split('.').pop();
      const onDisk = await readFile(path.join(dataDir, 'uploads', alpha.tenant.id, 'store', `${file.id}.${ext}`));
      expect(onDisk.length).toBe(file.size);
      const [row] = (await rowsOf(alpha)).filter((r) => r.id === file.id);
      expect(row).toMatchObject({ entityType: 'store', entityId: null, kind, uploadedBy: as.franchisor.id, size: file.size });
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it('accepts a file of exactly 15 MB', async () => {
      const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_RULES.maxBytes - pdfBytes().length, 0x20)]);
      expect(bytes.length).toBe(UPLOAD_RULES.maxBytes);
      const res = await upload('franchisor', 'store', 'document', { name: 'big.pdf', bytes });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().res_data.size).toBe(UPLOAD_RULES.maxBytes);
    });

    it('names the file by what it is and strips paths and odd characters from its name', async () => {
      const res = await upload('franchisor', 'store', 'image', { name: 'evil<b>;rm.jpeg.png', bytes: await jpegBytes() });
      expect(res.statusCode).toBe(201);
      expect(res.json().res_data.filename).toBe('evil_b_rm.jpeg.jpg');
    });
  });

  describe('refuses', () => {
    it('a file of 15 MB and one byte with 413, keeping nothing on disk or in the database', async () => {
      const filesBefore = await storedFiles();
      const rowsBefore = (await rowsOf(alpha)).length;
      const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_RULES.maxBytes + 1 - pdfBytes().length, 0x20)]);
      const res = await upload('franchisor', 'store', 'document', { name: 'too-big.pdf', bytes });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' }, message: expect.stringContaining('15 MB') });
      expect(await storedFiles()).toEqual(filesBefore);
      expect((await rowsOf(alpha)).length).toBe(rowsBefore);
    });

    it('a request declaring a body far over the limit before reading it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Upload/store/document',
        headers: {
          ...as.franchisor.headers,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(20 * 1024 * 1024),
        },
        payload: Buffer.alloc(10),
      });
      expect(res.statusCode).toBe(413);
    });

    it.each([
      ['image', 'page.png', htmlBytes(), 'Images must be JPG, JPEG or PNG files'],
      ['document', 'page.pdf', htmlBytes(), 'Documents must be JPG, JPEG, PNG, PDF, DOC or DOCX files'],
      ['image', 'licence.pdf', pdfBytes(), 'Images must be JPG, JPEG or PNG files'],
      ['image', 'agreement.docx', docxBytes(), 'Images must be JPG, JPEG or PNG files'],
      ['document', 'archive.docx', zipBytes({ 'a.txt': 'not a word file' }), 'Documents must be'],
      ['document', 'sheet.docx', zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<x/>' }), 'Documents must be'],
      ['document', 'script.doc', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'Documents must be'],
    ])('a %s whose content is not accepted (%s) with 415', async (kind, name, bytes, message) => {
      const rowsBefore = (await rowsOf(alpha)).length;
      const res = await upload('franchisor', 'store', kind, { name, bytes, contentType: 'image/png' });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(res.json().message).toContain(message);
      expect((await rowsOf(alpha)).length).toBe(rowsBefore);
    });

    it('a PNG that cannot be decoded with 415', async () => {
      const bytes = Buffer.concat([(await pngBytes()).subarray(0, 8), Buffer.from('garbage after a png signature')]);
      const res = await upload('franchisor', 'store', 'image', { name: 'broken.png', bytes });
      expect(res.statusCode).toBe(415);
    });

    it('an image more than 10,000 pixels wide with 422', async () => {
      const res = await upload('franchisor', 'store', 'image', { name: 'banner.png', bytes: await pngBytes(10_001, 2) });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.file).toContain('10001 x 2');
    });

    it('an empty file with 422 and a request without a file with 422', async () => {
      expect((await upload('franchisor', 'store', 'document', { name: 'empty.pdf', bytes: Buffer.alloc(0) })).statusCode).toBe(422);
      const res = await t.app.inject({ method: 'POST', url: '/api/Upload/store/document', headers: as.franchisor.headers, payload: {} });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.file).toBeDefined();
    });

    it('an unknown entity or kind with 422', async () => {
      expect((await upload('franchisor', 'invoice', 'image', { name: 'a.png', bytes: await pngBytes() })).statusCode).toBe(422);
      expect((await upload('franchisor', 'store', 'video', { name: 'a.png', bytes: await pngBytes() })).statusCode).toBe(422);
    });

    it('anyone not signed in with 401', async () => {
      const res = await uploadFile(t.app, {}, 'store', 'image', { name: 'a.png', bytes: await pngBytes() });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('images', () => {
    it.each([['png'], ['jpg']])('come back from a %s with EXIF without it, and with a 320 px thumbnail', async (type) => {
      const bytes = type === 'png' ? await pngBytes(1200, 900, { exif: true }) : await jpegBytes(1200, 900, { exif: true });
      expect((await sharp(bytes).metadata()).exif).toBeDefined();
      const res = await upload('franchisor', 'brand', 'image', { name: `with-exif.${type}`, bytes });
      expect(res.statusCode).toBe(201);
      const { url, thumbnailUrl } = res.json().res_data;
      const full = await get('franchisor', url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe(type === 'png' ? 'image/png' : 'image/jpeg');
      expect(full.headers['content-disposition']).toMatch(/^inline; filename="with-exif\./);
      const meta = await sharp(full.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 1200, height: 900 });
      expect(meta.exif).toBeUndefined();
      expect(full.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
      const thumb = await get('franchisor', thumbnailUrl);
      expect(thumb.statusCode).toBe(200);
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    });

    it('are turned upright by their EXIF orientation before it is dropped', async () => {
      const bytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#888' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const res = await upload('franchisor', 'brand', 'image', { name: 'sideways.jpg', bytes });
      const full = await get('franchisor', res.json().res_data.url);
      const meta = await sharp(full.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 200, height: 400 });
      expect(meta.orientation).toBeUndefined();
    });
  });

  describe('serving', () => {
    it('sends a document as an attachment with nosniff and private caching', async () => {
      const id = (await upload('franchisor', 'store', 'document', { name: 'Licence <2025> é.pdf', bytes: pdfBytes() })).json().res_data.id;
      const res = await get('franchisor', `/api/Upload/File/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Licence _2025_ _.pdf"; filename*=UTF-8''Licence%20_2025_%20%C3%A9.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toMatch(/^private/);
      expect(res.rawPayload.equals(pdfBytes())).toBe(true);
      expect((await get('franchisor', `/api/Upload/File/${id}?thumb=1`)).statusCode).toBe(404);
    });

    it('answers 404 for an id of another tenant, an unknown id, and an unattached file of another uploader', async () => {
      const id = (await upload('franchisor', 'store', 'document', { name: 'a.pdf', bytes: pdfBytes() })).json().res_data.id;
      expect((await get('beta', `/api/Upload/File/${id}`)).statusCode).toBe(404);
      expect((await get('franchisor', '/api/Upload/File/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get('general_manager', `/api/Upload/File/${id}`)).statusCode).toBe(404);
      expect((await get(null, `/api/Upload/File/${id}`)).statusCode).toBe(401);
    });

    it('lets staff see an attached store file when they may see stores or work at that store', async () => {
      const id = (await upload('franchisor', 'store', 'document', { name: 'licence.pdf', bytes: pdfBytes() })).json().res_data.id;
      await attach(alpha, id, alpha.stores[0].id);
      const status = async (who: string) => (await get(who, `/api/Upload/File/${id}`)).statusCode;
      expect(await status('franchisor')).toBe(200);
      expect(await status('general_manager')).toBe(200);
      expect(await status('shop_manager')).toBe(200);
      expect(await status('cutter')).toBe(200);
      expect(await status('otherCutter')).toBe(403);
      expect(await status('beta')).toBe(404);
    });

    it('lets an employee and those who may see employees read their documents, nobody else', async () => {
      const res = await upload('cutter', 'employee', 'document', { name: 'my-licence.pdf', bytes: pdfBytes() });
      expect(res.statusCode).toBe(201);
      const id = res.json().res_data.id;
      expect((await get('cutter', `/api/Upload/File/${id}`)).statusCode).toBe(200);
      await attach(alpha, id, as.cutter.id);
      const status = async (who: string) => (await get(who, `/api/Upload/File/${id}`)).statusCode;
      expect(await status('cutter')).toBe(200);
      expect(await status('franchisor')).toBe(200);
      expect(await status('general_manager')).toBe(200);
      expect(await status('coordinator')).toBe(403);
      expect(await status('shop_manager')).toBe(403);
      expect(await status('otherCutter')).toBe(403);
    });

    it('serves an attached brand logo to everyone, but never a document or an unattached image', async () => {
      const logo = (await upload('franchisor', 'brand', 'image', { name: 'logo.png', bytes: await pngBytes() })).json().res_data.id;
      const doc = (await upload('franchisor', 'brand', 'document', { name: 'logo.png', bytes: await pngBytes() })).json().res_data.id;
      expect((await get(null, `/api/Upload/Public/${logo}`)).statusCode).toBe(404);
      await attach(alpha, logo, alpha.brand.id);
      await attach(alpha, doc, alpha.brand.id);
      const res = await get(null, `/api/Upload/Public/${logo}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toMatch(/^public/);
      expect((await get(null, `/api/Upload/Public/${logo}?thumb=1`)).statusCode).toBe(200);
      expect((await get(null, `/api/Upload/Public/${doc}`)).statusCode).toBe(404);
      expect((await get('cutter', `/api/Upload/File/${logo}`)).statusCode).toBe(200);
    });
  });

  describe('upload permission', () => {
    it.each([
      ['franchisor', 'brand', 201],
      ['general_manager', 'brand', 403],
      ['cutter', 'brand', 403],
      ['franchisor', 'store', 201],
      ['general_manager', 'store', 201],
      ['shop_manager', 'store', 403],
      ['coordinator', 'store', 403],
      ['cutter', 'store', 403],
      ['cutter', 'employee', 201],
      ['coordinator', 'customer', 201],
      ['cutter', 'customer', 403],
      ['cutter', 'service', 403],
      ['franchisor', 'product', 201],
    ])('%s uploading for a %s answers %i', async (who, entity, status) => {
      const res = await upload(who, entity, 'image', { name: 'a.png', bytes: await pngBytes(20, 20) });
      expect(res.statusCode, res.body).toBe(status);
    });
  });
});
