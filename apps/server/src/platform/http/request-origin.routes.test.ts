import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { files, storeNotes, stores } from '../../db/schema.ts';
import { storeWizard } from '../../modules/stores/store-test-data.ts';
import { multipartBody, pngBytes } from '../../modules/uploads/upload-test-files.ts';
import { brandHeaders } from '../../testing/auth-helpers.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { withTenant } from '../tenancy.ts';

// A state-changing /api call that the session cookie authenticates must come from our own pages, and every
// state-changing /api call outside /api/auth sends JSON (request-origin.ts). Each row names what a browser
// would send and asserts the exact status and whether anything was written.
const PUBLIC_URL = 'https://app.salon.test';
type Headers = Record<string, string>;
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ContentKind = 'json' | 'form' | 'multipart' | 'text' | 'none';

let t: TestApp;
let alpha: TestTenant;
let beta: TestTenant;
let token: string;
let bearer: Headers;
const db = () => t.database.db;
const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(db(), alpha.tenant.id, fn);

/** One request shape per content type, carrying `body` the way that encoding would. */
function encoded(kind: ContentKind, body: Record<string, unknown> | undefined): Pick<InjectOptions, 'headers' | 'payload'> {
  const data = body ?? {};
  const flat = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  if (kind === 'json') return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(data) };
  if (kind === 'form')
    return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(flat).toString() };
  // The classic trick: JSON text in a text/plain form, which a browser sends cross-site without asking.
  if (kind === 'text') return { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(data) };
  if (kind === 'multipart') {
    const part = multipartBody('body.json', Buffer.from(JSON.stringify(data)), 'application/json', 'text');
    return { headers: { 'content-type': part.contentType }, payload: part.payload };
  }
  return {};
}

const newStore = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/Store/Create', headers: bearer, payload: storeWizard(alpha.brand.id) });
  expect(res.statusCode).toBe(201);
  return res.json().res_data.id as string;
};
const storeRow = async (id: string) => (await inTenant((tx) => tx.select().from(stores).where(eq(stores.id, id))))[0];

/** Each method's call on a fresh store: its body, its status with a JSON body and with none. */
const operations: Record<
  Method,
  { path: (id: string) => string; body?: (id: string) => Record<string, unknown>; ok: number; noBody: number }
> = {
  POST: { path: (id) => `/api/Store/AddNote/${id}`, body: () => ({ text: 'forged note' }), ok: 201, noBody: 422 },
  PUT: {
    path: (id) => `/api/Store/Update/${id}`,
    body: (id) => ({ ...storeWizard(alpha.brand.id, `Renamed ${id}`) }),
    ok: 200,
    noBody: 422,
  },
  PATCH: { path: (id) => `/api/Store/Activate/${id}`, body: () => ({}), ok: 200, noBody: 200 },
  DELETE: { path: (id) => `/api/Store/Delete/${id}`, body: () => ({}), ok: 200, noBody: 200 },
};

/** Whether each method's change is in the database. */
const written: Record<Method, (id: string) => Promise<boolean>> = {
  POST: async (id) => (await inTenant((tx) => tx.select().from(storeNotes).where(eq(storeNotes.storeId, id)))).length > 0,
  PUT: async (id) => (await storeRow(id)).name === `Renamed ${id}`,
  PATCH: async (id) => (await storeRow(id)).status === 'active',
  DELETE: async (id) => (await storeRow(id)) === undefined,
};

type Sender = 'foreign origin' | 'cross-site, no origin' | 'same origin' | 'bearer, foreign origin';
const senders: Record<Sender, () => { headers: Headers; cookies?: Record<string, string> }> = {
  'foreign origin': () => ({
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    cookies: { salon_session: token },
  }),
  'cross-site, no origin': () => ({ headers: { 'sec-fetch-site': 'cross-site' }, cookies: { salon_session: token } }),
  'same origin': () => ({ headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }, cookies: { salon_session: token } }),
  'bearer, foreign origin': () => ({ headers: { ...bearer, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
};

/** The status a sender gets: a cookie from elsewhere 403; then anything but JSON (or nothing) 415. */
function expectedStatus(method: Method, kind: ContentKind, sender: Sender): number {
  if (sender === 'foreign origin' || sender === 'cross-site, no origin') return 403;
  if (kind === 'form' || kind === 'text' || kind === 'multipart') return 415;
  return kind === 'none' ? operations[method].noBody : operations[method].ok;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  alpha = await makeTenant(db(), 'Alpha');
  beta = await makeTenant(db(), 'Beta');
  const franchisor = await makeEmployee(db(), alpha, 'franchisor');
  const session = await staffAuth(db(), franchisor);
  token = session.token;
  bearer = session.headers;
});

describe('state-changing calls by method, content type and sender', () => {
  const methods: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
  const kinds: ContentKind[] = ['json', 'form', 'multipart', 'text', 'none'];
  const rows = methods.flatMap((m) => kinds.flatMap((k) => (Object.keys(senders) as Sender[]).map((s) => [m, k, s] as const)));

  it.each(rows)('%s with a %s body from %s', async (method, kind, sender) => {
    const id = await newStore();
    const op = operations[method];
    const request = encoded(kind, op.body?.(id));
    const who = senders[sender]();
    const res = await t.app.inject({
      method,
      url: op.path(id),
      headers: { ...who.headers, ...(request.headers as Headers) },
      cookies: who.cookies,
      payload: request.payload,
    });
    const status = expectedStatus(method, kind, sender);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 403) expect(res.json()).toMatchObject({ error: { code: 'CSRF_MISMATCH' } });
    if (status === 415) {
      expect(res.json()).toEqual({
        message: 'Send this request as JSON (Content-Type: application/json).',
        error: { code: 'UNSUPPORTED_MEDIA_TYPE' },
      });
    }
    expect(await written[method](id)).toBe(status === 200 || status === 201);
  });
});

describe('where a cookie-authenticated call may come from', () => {
  const cases: [string, Headers, number][] = [
    ['the PUBLIC_URL origin without Sec-Fetch-Site', { origin: PUBLIC_URL }, 201],
    ['Sec-Fetch-Site same-origin without an Origin', { 'sec-fetch-site': 'same-origin' }, 201],
    ['neither an Origin nor Sec-Fetch-Site', {}, 403],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }, 403],
    ['Origin null (a sandboxed frame)', { origin: 'null' }, 403],
    ['the PUBLIC_URL host on another port', { origin: 'https://app.salon.test:8443' }, 403],
    ['the PUBLIC_URL host over http', { origin: 'http://app.salon.test' }, 403],
    ['a subdomain of the PUBLIC_URL host', { origin: 'https://evil.app.salon.test' }, 403],
  ];
  it.each(cases)('%s', async (_name, headers, status) => {
    const id = await newStore();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Store/AddNote/${id}`,
      headers,
      cookies: { salon_session: token },
      payload: { text: 'from somewhere' },
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(await written.POST(id)).toBe(status === 201);
  });

  it("accepts the tenant's own brand domain and refuses another tenant's", async () => {
    const domainOf = async (tenant: TestTenant) => (await brandHeaders(db(), tenant))['x-brand-domain'];
    const own = await newStore();
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/Store/AddNote/${own}`,
      headers: { origin: `https://${await domainOf(alpha)}`, 'sec-fetch-site': 'cross-site' },
      cookies: { salon_session: token },
      payload: { text: 'from the brand site' },
    });
    expect(mine.statusCode).toBe(201);
    const other = await newStore();
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/Store/AddNote/${other}`,
      headers: { origin: `https://${await domainOf(beta)}` },
      cookies: { salon_session: token },
      payload: { text: 'from another tenant' },
    });
    expect(theirs.statusCode).toBe(403);
    expect(await written.POST(other)).toBe(false);
  });

  it('leaves reads alone: GET and HEAD from a foreign origin with the cookie answer 200', async () => {
    const id = await newStore();
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/Store/Notes/${id}`,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        cookies: { salon_session: token },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('the calls that are not JSON by design', () => {
  const upload = async (who: { headers: Headers; cookies?: Record<string, string> }) => {
    const part = multipartBody('logo.png', await pngBytes(), 'image/png');
    return t.app.inject({
      method: 'POST',
      url: '/api/Upload/store/image',
      headers: { ...who.headers, 'content-type': part.contentType },
      cookies: who.cookies,
      payload: part.payload,
    });
  };
  const fileCount = async () => (await inTenant((tx) => tx.select().from(files))).length;

  it('takes a multipart upload from our pages or a bearer client, never from a foreign origin', async () => {
    const before = await fileCount();
    expect((await upload(senders['foreign origin']())).statusCode).toBe(403);
    expect((await upload(senders['cross-site, no origin']())).statusCode).toBe(403);
    expect(await fileCount()).toBe(before);
    expect((await upload(senders['same origin']())).statusCode).toBe(201);
    expect((await upload(senders['bearer, foreign origin']())).statusCode).toBe(201);
    expect(await fileCount()).toBe(before + 2);
  });

  it('refuses text/plain on the upload route with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Upload/store/image',
      headers: { ...bearer, 'content-type': 'text/plain' },
      payload: 'not a file',
    });
    expect(res.statusCode).toBe(415);
  });

  it('keeps /api/auth on its own double-submit token: a form sign-out from a foreign origin ends nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { salon_session: token },
      payload: 'callbackUrl=%2F&json=true',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'CSRF_MISMATCH' } });
    expect((await t.app.inject({ url: '/api/Employee/Profile', headers: bearer })).statusCode).toBe(200);
  });
});

describe('EmployeeAuth/Logout by cookie', () => {
  it('ends nothing when another site asks, and ends the session when our page does', async () => {
    const employee = await makeEmployee(db(), alpha, 'cutter');
    const { token: cutterToken, headers } = await staffAuth(db(), employee);
    const logout = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/EmployeeAuth/Logout',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        cookies: { salon_session: cutterToken },
        payload: '',
      });
    const forged = await logout('https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/Employee/Profile', headers })).statusCode).toBe(200);
    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/EmployeeAuth/Logout',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      cookies: { salon_session: cutterToken },
      payload: {},
    });
    expect(ours.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Employee/Profile', headers })).statusCode).toBe(401);
  });
});
