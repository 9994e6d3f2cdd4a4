import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/query-rows.ts';
import { SandboxGateway } from '../../platform/payments/sandbox-gateway.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { RecordingJobQueue } from '../../testing/recording-job-queue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { defaultSavedCard, savedCardForCharge } from './saved-cards.service.ts';

let t: TestApp;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t.database.db, 'CardsA');
  b = await makeTenant(t.database.db, 'CardsB');
});

type Headers = Record<string, string>;
async function signedInCustomer(tenant = a) {
  const customer = await makeCustomer(t.database.db, tenant);
  return { customer, headers: (await customerAuth(t.database.db, customer)).headers };
}
async function tokenize(number: string, extra: Record<string, unknown> = {}) {
  const cvc = /^3[47]/.test(number) ? '1234' : '123';
  return t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/v1/tokens',
    payload: { number, expMonth: 11, expYear: 2033, cvc, ...extra },
  });
}
async function addCard(headers: Headers, number = '4242424242424242', extra: Record<string, unknown> = {}) {
  const tok = await tokenize(number);
  expect(tok.statusCode, tok.body).toBe(200);
  return t.app.inject({ method: 'POST', url: '/api/CustomerCard/Add', headers, payload: { token: tok.json().token, ...extra } });
}
const list = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/CustomerCard/List', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res_data.cards as {
    id: string;
    last4: string;
    brand: string;
    isDefault: boolean;
    expired: boolean;
    expMonth: number;
    expYear: number;
  }[];
};

describe('saved cards', () => {
  it('adds cards: the first becomes default, lists brand, last four, expiry; set default and remove follow the rules', async () => {
    const { headers } = await signedInCustomer();
    const first = await addCard(headers, '4242424242424242');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().res_data).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 11,
      expYear: 2033,
      isDefault: true,
      expired: false,
    });
    const second = (await addCard(headers, '5555555555554444')).json().res_data;
    expect(second).toMatchObject({ brand: 'mastercard', isDefault: false });
    const third = (await addCard(headers, '378282246310005', {})).json().res_data;
    expect((await list(headers)).map((c) => [c.last4, c.isDefault])).toEqual([
      ['4242', true],
      ['0005', false],
      ['4444', false],
    ]);

    const set = await t.app.inject({ method: 'PUT', url: `/api/CustomerCard/SetDefault/${second.id}`, headers });
    expect(set.statusCode, set.body).toBe(200);
    expect((await list(headers)).filter((c) => c.isDefault).map((c) => c.id)).toEqual([second.id]);

    // Removing the default makes the newest other card (amex, added last) the default.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/CustomerCard/Remove/${second.id}`, headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().res_data).toEqual({ id: second.id, removed: true, newDefaultId: third.id });
    expect((await list(headers)).map((c) => [c.last4, c.isDefault])).toEqual([
      ['0005', true],
      ['4242', false],
    ]);
    // Removing a non-default card leaves the default alone; removing twice is 404.
    const plain = (await list(headers)).find((c) => !c.isDefault)!;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/CustomerCard/Remove/${plain.id}`, headers })).json().res_data.newDefaultId,
    ).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/CustomerCard/Remove/${plain.id}`, headers })).statusCode).toBe(404);
    const last = (await list(headers))[0];
    await t.app.inject({ method: 'DELETE', url: `/api/CustomerCard/Remove/${last.id}`, headers });
    expect(await list(headers)).toEqual([]);
  });

  it('makeDefault moves the default to the new card; the card is detached at the gateway when removed', async () => {
    const { headers } = await signedInCustomer();
    await addCard(headers, '4242424242424242');
    const second = (await addCard(headers, '6011111111111117', { makeDefault: true })).json().res_data;
    expect(second).toMatchObject({ brand: 'discover', isDefault: true });
    expect((await list(headers)).filter((c) => c.isDefault)).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: `/api/CustomerCard/Remove/${second.id}`, headers });
    const [gatewayCard] = await queryRows<{ detached_at: Date | null }>(
      t.database.db as never,
      sql`select g.detached_at from sandbox_gateway_cards g where g.id = (select card_ref from saved_cards where id = ${second.id})`,
    );
    expect(gatewayCard.detached_at).not.toBeNull();
  });

  it('flags an expired card and will not make it the default', async () => {
    const { customer, headers } = await signedInCustomer();
    await addCard(headers, '4242424242424242');
    const old = (await addCard(headers, '5555555555554444')).json().res_data;
    await withTenant(t.database.db, a.tenant.id, (tx) => tx.execute(sql`update saved_cards set exp_year = 2020 where id = ${old.id}`));
    const cards = await list(headers);
    expect(cards.find((c) => c.id === old.id)).toMatchObject({ expired: true });
    const res = await t.app.inject({ method: 'PUT', url: `/api/CustomerCard/SetDefault/${old.id}`, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.id).toMatch(/expired/);
    // Removing the default skips the expired card when another can be charged... here none can: it takes the expired one.
    const def = cards.find((c) => c.isDefault)!;
    const removed = (await t.app.inject({ method: 'DELETE', url: `/api/CustomerCard/Remove/${def.id}`, headers })).json().res_data;
    expect(removed.newDefaultId).toBe(old.id);
    expect(customer.id).toBeTruthy();
  });

  it('refuses bad input with a clear 422 and saves nothing', async () => {
    const { headers } = await signedInCustomer();
    for (const payload of [{}, { token: '' }, { token: '4242 4242 4242 4242' }, { token: 'tok_sbx_doesnotexist' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/CustomerCard/Add', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.fields.token).toBeTruthy();
    }
    // A token is single use: saving it twice is refused.
    const tok = (await tokenize('4242424242424242')).json().token;
    expect((await t.app.inject({ method: 'POST', url: '/api/CustomerCard/Add', headers, payload: { token: tok } })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/CustomerCard/Add', headers, payload: { token: tok } });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields.token).toMatch(/already used/);
    // The always-declining test card is refused when saved, with the gateway's message.
    const declined = await addCard(headers, '4000000000000002');
    expect(declined.statusCode).toBe(422);
    expect(declined.json().error.fields.token).toBe('Your card was declined. Please use another card.');
    expect(await list(headers)).toHaveLength(1);
    expect((await t.app.inject({ method: 'PUT', url: '/api/CustomerCard/SetDefault/not-a-uuid', headers })).statusCode).toBe(422);
  });

  it('the tokenisation endpoint refuses invalid cards with the field and message', async () => {
    const luhn = await tokenize('4242424242424241');
    expect(luhn.statusCode).toBe(422);
    expect(luhn.json().error.fields).toEqual({ number: 'This card number is not valid. Check it for a typo.' });
    expect((await tokenize('9999999999999995')).json().error.fields.number).toMatch(/recognise this card brand/);
    expect((await tokenize('4242424242424242', { expYear: 2020 })).json().error.fields).toEqual({ expiry: 'This card has expired.' });
    expect((await tokenize('4242424242424242', { cvc: '1' })).json().error.fields.cvc).toMatch(/3-digit/);
    const missing = await t.app.inject({ method: 'POST', url: '/sandbox-gateway/v1/tokens', payload: { number: '4242424242424242' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).not.toContain('4242424242424242');
  });

  it('a customer never sees, sets or removes another customer’s card, in the same tenant or another (404)', async () => {
    const owner = await signedInCustomer(a);
    const card = (await addCard(owner.headers)).json().res_data;
    const neighbour = await signedInCustomer(a);
    const stranger = await signedInCustomer(b);
    for (const other of [neighbour, stranger]) {
      expect(await list(other.headers)).toEqual([]);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/CustomerCard/SetDefault/${card.id}`, headers: other.headers })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/CustomerCard/Remove/${card.id}`, headers: other.headers })).statusCode,
      ).toBe(404);
    }
    expect(await list(owner.headers)).toHaveLength(1);
    // The contract functions scope by tenant and customer too.
    await withTenant(t.database.db, a.tenant.id, async (tx) => {
      expect(await savedCardForCharge(tx, { tenantId: a.tenant.id, customerId: owner.customer.id, savedCardId: card.id })).toMatchObject({
        savedCardId: card.id,
        brand: 'visa',
        last4: '4242',
        customerRef: expect.stringMatching(/^cus_sbx_/),
        cardRef: expect.stringMatching(/^card_sbx_/),
      });
      await expect(
        savedCardForCharge(tx, { tenantId: a.tenant.id, customerId: neighbour.customer.id, savedCardId: card.id }),
      ).rejects.toMatchObject({ statusCode: 404 });
      expect(await defaultSavedCard(tx, { tenantId: a.tenant.id, customerId: owner.customer.id })).toEqual({
        savedCardId: card.id,
        brand: 'visa',
        last4: '4242',
      });
      expect(await defaultSavedCard(tx, { tenantId: a.tenant.id, customerId: neighbour.customer.id })).toBeNull();
    });
    await withTenant(t.database.db, b.tenant.id, async (tx) => {
      await expect(
        savedCardForCharge(tx, { tenantId: b.tenant.id, customerId: owner.customer.id, savedCardId: card.id }),
      ).rejects.toMatchObject({ statusCode: 404 });
    });
  });

  it('permission matrix: only a signed-in customer uses saved cards; staff of every role get 403, nobody 401', async () => {
    for (const role of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter']) {
      const employee = await makeEmployee(t.database.db, a, role);
      const { headers } = await staffAuth(t.database.db, employee);
      const res = await t.app.inject({ method: 'GET', url: '/api/CustomerCard/List', headers });
      expect(res.statusCode, role).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/CustomerCard/Add', headers, payload: { token: 'tok_x' } })).statusCode,
        role,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/CustomerCard/List' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/CustomerCard/Remove/${randomUUID()}` })).statusCode).toBe(401);
  });

  it('getEnv tells the browser where to tokenise (the sandbox, outside /api)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getEnv' });
    expect(res.json().res_data.paymentGateway).toEqual({
      name: 'sandbox',
      tokenizeUrl: '/sandbox-gateway/v1/tokens',
      publishableKey: null,
    });
  });

  it('after adding a card and paying with it, no text or jsonb column of any table holds a card number', async () => {
    const { customer, headers } = await signedInCustomer();
    const numbers = ['4242424242424242', '5555555555554444', '378282246310005'];
    for (const n of numbers) expect((await addCard(headers, n)).statusCode).toBe(201);
    const saved = await list(headers);
    // Pay with a saved card and with a fresh token, as checkout does.
    const card = await withTenant(t.database.db, a.tenant.id, (tx) =>
      savedCardForCharge(tx, { tenantId: a.tenant.id, customerId: customer.id, savedCardId: saved[0].id }),
    );
    const sandbox = new SandboxGateway(t.database);
    expect(
      (
        await sandbox.charge({
          amountCents: 4500,
          currency: 'USD',
          idempotencyKey: randomUUID(),
          source: { kind: 'saved_card', customerRef: card.customerRef, cardRef: card.cardRef },
        })
      ).status,
    ).toBe('approved');
    const fresh = (await tokenize('6011111111111117')).json().token;
    expect(
      (await sandbox.charge({ amountCents: 100, currency: 'USD', idempotencyKey: randomUUID(), source: { kind: 'token', token: fresh } }))
        .status,
    ).toBe('approved');

    const columns = (
      await t.database.raw(
        `select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'character')`,
      )
    ).rows as { table_name: string; column_name: string }[];
    expect(columns.length).toBeGreaterThan(20);
    const hits: string[] = [];
    for (const { table_name, column_name } of columns) {
      const rows = await t.database.raw(
        `select count(*)::int as n from "${table_name}" where regexp_replace("${column_name}"::text, '[^0-9]', '', 'g') ~ $1`,
        [numbers.concat('6011111111111117').join('|')],
      );
      if ((rows.rows[0] as { n: number }).n > 0) hits.push(`${table_name}.${column_name}`);
    }
    expect(hits).toEqual([]);
  });
});

describe('logs', () => {
  it('never contain the card number or CVC sent to the tokenisation endpoint (valid, invalid and malformed requests)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', SEED_DEMO: 'false' });
    const appWithStream = await buildApp({
      context: { config, database: t.database, db: t.database.db, jobs: new RecordingJobQueue(), now: () => new Date() },
      // Fastify's own logger at its most talkative level, written to our capture.
      logger: { level: 'trace', stream } as never,
    });
    await appWithStream.ready();
    const send = (payload: string) =>
      appWithStream.inject({ method: 'POST', url: '/sandbox-gateway/v1/tokens', headers: { 'content-type': 'application/json' }, payload });
    const ok = await send(JSON.stringify({ number: '4111 1111 1111 1111', expMonth: 12, expYear: 2031, cvc: '987' }));
    expect(ok.statusCode).toBe(200);
    expect((await send(JSON.stringify({ number: '4111111111111112', expMonth: 12, expYear: 2031, cvc: '987' }))).statusCode).toBe(422);
    expect((await send(JSON.stringify({ number: '4111111111111111', expMonth: 'x', cvc: 987 }))).statusCode).toBe(422);
    expect((await send('{"number":"4111111111111111","cvc":"987",')).statusCode).toBe(400);
    await appWithStream.close();
    const all = lines.join('\n');
    expect(all).toContain('request completed');
    expect(all).toContain('/sandbox-gateway/v1/tokens');
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', '4111111111111112']) expect(all).not.toContain(secret);
    // The CVC is short, so look for it as a value or a field, not as digits inside a timestamp.
    expect(all).not.toMatch(/"987"|:987\b|cvc|"number"/i);
  });
});
