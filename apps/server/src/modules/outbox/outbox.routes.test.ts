import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, expireSession, staffAuth } from '../../testing/test-sessions.ts';

type Headers = Record<string, string>;

describe('POST /api/Outbox/Search', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisor: Headers;
  let betaFranchisor: Headers;

  const search = (body: unknown, headers: Headers = franchisor) =>
    t.app.inject({ method: 'POST', url: '/api/Outbox/Search', headers, payload: body as object });
  const queue = (tenant: TestTenant, channel: 'email' | 'sms', to: string, text: string) =>
    withTenant(t.database.db, tenant.tenant.id, (tx) =>
      queueMessage(tx, {
        tenantId: tenant.tenant.id,
        channel,
        to,
        template: 'test',
        subject: channel === 'email' ? 'Code' : undefined,
        text,
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'franchisor'))).headers;
    betaFranchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, beta, 'franchisor'))).headers;
    await queue(alpha, 'sms', '+15550000001', 'Your sign-up code is 111111');
    await queue(alpha, 'email', 'ann@client.test', 'Your reset code is 222222');
    await queue(alpha, 'sms', '+15550000001', 'Your sign-up code is 333333');
    await queue(beta, 'sms', '+15550000001', 'Beta code 999999');
  });

  it("answers the tenant's messages newest first with the list envelope", async () => {
    const res = await search({ page: 1, pageSize: 10 });
    expect(res.statusCode).toBe(200);
    const { res_data } = res.json();
    expect(res_data).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(res_data.items.map((m: { bodyText: string }) => m.bodyText)).toEqual([
      'Your sign-up code is 333333',
      'Your reset code is 222222',
      'Your sign-up code is 111111',
    ]);
    expect(Object.keys(res_data.items[0]).sort()).toEqual([
      'bodyText',
      'channel',
      'createdAt',
      'deliveryStatus',
      'id',
      'sentAt',
      'status',
      'subject',
      'to',
    ]);
    expect(res_data.items[0]).toMatchObject({
      channel: 'sms',
      to: '+15550000001',
      subject: null,
      status: 'queued',
      sentAt: null,
      deliveryStatus: null,
    });
  });

  it('filters by channel and recipient and pages', async () => {
    const sms = (await search({ channel: 'sms', to: '+15550000001', page: 1, pageSize: 1 })).json().res_data;
    expect(sms.total).toBe(2);
    expect(sms.items.map((m: { bodyText: string }) => m.bodyText)).toEqual(['Your sign-up code is 333333']);
    const second = (await search({ channel: 'sms', to: '+15550000001', page: 2, pageSize: 1 })).json().res_data;
    expect(second.items[0].bodyText).toBe('Your sign-up code is 111111');
    const email = (await search({ channel: 'email', page: 1, pageSize: 20 })).json().res_data;
    expect(email.items.map((m: { to: string }) => m.to)).toEqual(['ann@client.test']);
    expect((await search({})).json().res_data).toMatchObject({ page: 1, pageSize: 20, total: 3 });
  });

  it("never shows another tenant's messages", async () => {
    const res = (await search({ to: '+15550000001', page: 1, pageSize: 100 }, betaFranchisor)).json().res_data;
    expect(res.items.map((m: { bodyText: string }) => m.bodyText)).toEqual(['Beta code 999999']);
  });

  it.each([
    ['a page size over 100', { page: 1, pageSize: 101 }, 'pageSize'],
    ['page 0', { page: 0, pageSize: 10 }, 'page'],
    ['an unknown channel', { channel: 'fax', page: 1, pageSize: 10 }, 'channel'],
    ['a page given as text', { page: 'one', pageSize: 10 }, 'page'],
    ['a fractional page size', { page: 1, pageSize: 2.5 }, 'pageSize'],
    ['an over-long recipient', { to: 'x'.repeat(255), page: 1, pageSize: 10 }, 'to'],
    ['a recipient of the wrong type', { to: 15550000001, page: 1, pageSize: 10 }, 'to'],
  ])('refuses %s with 422 naming the field', async (_name, body, field) => {
    const res = await search(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { [field]: expect.any(String) } } });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Outbox/Search',
      headers: { ...franchisor, 'content-type': 'application/json' },
      payload: '{"page":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MALFORMED_REQUEST');
  });

  it('treats SQL and HTML in the recipient as text: no rows, no error', async () => {
    for (const to of ["' or 1=1 --", '<script>alert(1)</script>', "+1555'); drop table outbox_messages; --"]) {
      const res = await search({ to, page: 1, pageSize: 10 });
      expect(res.statusCode).toBe(200);
      expect(res.json().res_data).toMatchObject({ items: [], total: 0 });
    }
    expect((await search({})).json().res_data.total).toBe(3);
  });

  it('answers 401 without a session and TOKEN_EXPIRE for an expired one', async () => {
    expect((await search({}, {})).statusCode).toBe(401);
    const employee = await makeEmployee(t.database.db, alpha, 'franchisor');
    const session = await staffAuth(t.database.db, employee);
    await expireSession(t.database.db, alpha.tenant.id, session.sessionId);
    const res = await search({}, session.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_EXPIRE');
  });

  it('answers 403 to staff without the SMS-dashboard flag and to customers', async () => {
    const cutter = await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'cutter'));
    expect((await search({}, cutter.headers)).statusCode).toBe(403);
    const customer = await customerAuth(t.database.db, await makeCustomer(t.database.db, alpha));
    expect((await search({}, customer.headers)).statusCode).toBe(403);
  });

  it('answers 403 when the tenantId header names another tenant', async () => {
    const res = await search({}, { ...franchisor, tenantId: beta.tenant.id });
    expect(res.statusCode).toBe(403);
  });
});
