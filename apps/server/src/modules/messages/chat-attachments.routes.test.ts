// Chat attachments: uploaded through the uploads mechanism, sent with a message (idempotent by client message id),
// read only by members of the conversation in its tenant (404 otherwise), refused by type and size, deleted with the message.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ChatMessage, UPLOAD_RULES } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { filePath } from '../../platform/uploads/file-store.ts';
import { htmlBytes, pdfBytes, pngBytes, uploadFile } from '../uploads/upload-test-files.ts';

let t: TestApp;
let dataDir: string;
const h: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
let conversationId: string;
let tenantId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'salon-chat-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const db = t.database.db;
  const alpha = await makeTenant(db, 'ChatFiles');
  tenantId = alpha.tenant.id;
  for (const [who, role] of [
    ['owner', 'franchisor'],
    ['manager', 'general_manager'],
    ['outsider', 'general_manager'],
  ] as const) {
    const employee = await makeEmployee(db, alpha, role);
    ids[who] = employee.id;
    h[who] = (await staffAuth(db, employee)).headers;
  }
  h.otherTenant = (await staffAuth(db, await makeEmployee(db, await makeTenant(db, 'ChatFilesB'), 'franchisor'))).headers;
  const res = await chat('POST', 'Direct', 'owner', { employeeId: ids.manager });
  expect(res.statusCode, res.body).toBe(200);
  conversationId = res.json().res_data.id;
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function chat(method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: object) {
  return t.app.inject({ method, url: `/api/Chat/${url}`, headers: h[who], payload });
}
async function upload(who: string, name: string, bytes: Buffer, entity = 'chat_message') {
  const res = await uploadFile(t.app, h[who]!, entity, 'document', { name, bytes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
}
let seq = 0;
const cid = () => `files-${Date.now()}-${++seq}`;
const thread = async (who: string) => (await chat('GET', `Messages/${conversationId}`, who)).json().res_data as ChatMessage[];

describe('chat attachments', () => {
  let sent: ChatMessage;
  let png: string;
  let pdf: string;

  it('sends a message with a PNG and a PDF; a resend with the same client message id answers the first (200)', async () => {
    png = await upload('owner', 'Colour chart.png', await pngBytes(640, 480));
    pdf = await upload('owner', 'Price list.pdf', pdfBytes());
    const body = { clientMessageId: cid(), body: 'The new colours', fileIds: [png, pdf] };
    const res = await chat('POST', `Send/${conversationId}`, 'owner', body);
    expect(res.statusCode, res.body).toBe(201);
    sent = res.json().res_data;
    expect(sent.attachments).toEqual([
      {
        id: png,
        filename: 'Colour chart.png',
        contentType: 'image/png',
        size: expect.any(Number),
        url: `/api/Chat/File/${png}`,
        thumbnailUrl: `/api/Chat/File/${png}?thumb=1`,
      },
      {
        id: pdf,
        filename: 'Price list.pdf',
        contentType: 'application/pdf',
        size: pdfBytes().length,
        url: `/api/Chat/File/${pdf}`,
        thumbnailUrl: null,
      },
    ]);
    const again = await chat('POST', `Send/${conversationId}`, 'owner', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().res_data).toEqual(sent);
    expect((await thread('manager')).filter((m) => m.id === sent.id)).toEqual([sent]);
  });

  it('lets a member read the file and its thumbnail, as an attachment that never runs', async () => {
    const file = await chat('GET', `File/${pdf}`, 'manager');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="Price list.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const thumb = await chat('GET', `File/${png}?thumb=1`, 'manager');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
  });

  it('answers 404 to a non-member, to another tenant and on the general upload route', async () => {
    expect((await chat('GET', `File/${pdf}`, 'outsider')).statusCode).toBe(404);
    expect((await chat('GET', `File/${png}?thumb=1`, 'outsider')).statusCode).toBe(404);
    expect((await chat('GET', `File/${pdf}`, 'otherTenant')).statusCode).toBe(404);
    for (const who of ['owner', 'outsider']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Upload/File/${pdf}`, headers: h[who] });
      expect(res.statusCode).toBe(404);
    }
  });

  it('sends files without text', async () => {
    const file = await upload('manager', 'receipt.pdf', pdfBytes());
    const res = await chat('POST', `Send/${conversationId}`, 'manager', { clientMessageId: cid(), body: '  ', fileIds: [file] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().res_data.body).toBe('');
    expect(res.json().res_data.attachments.map((a: { id: string }) => a.id)).toEqual([file]);
  });

  it('refuses a file of another person, another record kind or another message with a clear 422/409, sending nothing', async () => {
    const before = (await thread('owner')).length;
    const theirs = await upload('manager', 'theirs.pdf', pdfBytes());
    const forStore = await upload('owner', 'store.pdf', pdfBytes(), 'store');
    const cases: [string[], number, string][] = [
      [[theirs], 422, 'A file was not found. Please attach it again.'],
      [[forStore], 422, 'This file was uploaded for a store, not a chat_message.'],
      [[pdf], 409, 'Already attached to another record'],
    ];
    for (const [fileIds, status, field] of cases) {
      const res = await chat('POST', `Send/${conversationId}`, 'owner', { clientMessageId: cid(), body: 'See attached', fileIds });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.fields).toEqual({ fileIds: field });
    }
    const empty = await chat('POST', `Send/${conversationId}`, 'owner', { clientMessageId: cid(), body: '', fileIds: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ body: 'Message is required' });
    expect((await thread('owner')).length).toBe(before);
  });

  it('refuses a file of the wrong type (415) or too large (413) at upload, so nothing can be sent', async () => {
    const html = await uploadFile(t.app, h.owner!, 'chat_message', 'document', { name: 'page.pdf', bytes: htmlBytes() });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toContain('Documents must be JPG, JPEG, PNG, PDF, DOC or DOCX files');
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_RULES.maxBytes + 1 - pdfBytes().length, 0x20)]);
    const large = await uploadFile(t.app, h.owner!, 'chat_message', 'document', { name: 'big.pdf', bytes: big });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The file is larger than the 15 MB limit.');
  });

  it('deletes the files of a deleted message: gone from the thread, 404 to members, and off the disk', async () => {
    const onDisk = () =>
      [
        filePath(dataDir, { tenantId, entityType: 'chat_message', id: pdf, extension: 'pdf' }),
        filePath(dataDir, { tenantId, entityType: 'chat_message', id: png, extension: 'png' }),
        filePath(dataDir, { tenantId, entityType: 'chat_message', id: png, extension: 'png' }, true),
      ].map((p) => existsSync(p));
    expect(onDisk()).toEqual([true, true, true]);
    const res = await chat('DELETE', `Delete/${sent.id}`, 'owner');
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data.attachments).toEqual([]);
    expect((await thread('manager')).find((m) => m.id === sent.id)?.attachments).toEqual([]);
    expect((await chat('GET', `File/${pdf}`, 'manager')).statusCode).toBe(404);
    expect((await chat('GET', `File/${png}?thumb=1`, 'owner')).statusCode).toBe(404);
    expect(onDisk()).toEqual([false, false, false]);
  });
});
