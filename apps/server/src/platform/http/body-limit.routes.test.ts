import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { BODY_LIMIT_BYTES } from './error-handler.ts';

describe('a JSON body over the body limit', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let storeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const tenant = await makeTenant(t.database.db, 'Limit');
    headers = (await staffAuth(t.database.db, await makeEmployee(t.database.db, tenant, 'super_admin'))).headers;
    storeId = tenant.stores[0].id;
  });

  /** A store note of `length` characters, as a JSON body a little longer than that. */
  const postNote = (length: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Store/AddNote/${storeId}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(length) }),
    });

  it('answers 413 about the request size, not about uploads', async () => {
    const res = await postNote(BODY_LIMIT_BYTES);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is larger than the 1 MB limit.', error: { code: 'BODY_TOO_LARGE' } });
  });

  it('still reads a body just under the limit (and validates it)', async () => {
    const res = await postNote(BODY_LIMIT_BYTES - 100);
    expect(res.statusCode).toBe(422);
  });

  it("answers a URL that is not valid UTF-8 with the app's 400 body", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Store/GetById/a%ED%A0%80b', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request could not be read.', error: { code: 'MALFORMED_REQUEST' } });
  });
});
