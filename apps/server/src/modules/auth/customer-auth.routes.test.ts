import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, signInAttempts } from '../../db/schema.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { brandHeaders, expectNoSecrets, latestCode, latestMessage, messagesTo, signIn, solvedCaptcha } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, expireSession, staffAuth } from '../../testing/test-sessions.ts';
import { IDENTIFIER_PROBE_KEY } from './sign-in-throttle.ts';

let n = 0;
const newPhone = () => `+1555${String(2_000_000 + process.pid * 10 + n++).slice(-7)}`;

describe('CustomerAuth sign-up and account', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let headersA: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
    b = await makeTenant(t.database.db, 'Beta');
    headersA = await brandHeaders(t.database.db, a);
  });

  const post = (url: string, payload: object, headers: Record<string, string> = headersA) =>
    t.app.inject({ method: 'POST', url: `/api/CustomerAuth/${url}`, headers, payload });

  async function signUp(phone: string, extra: Record<string, unknown> = {}) {
    const partial = await post('PartialSignUp', { phoneNumber: phone, captchaToken: await solvedCaptcha(t.app), storeId: a.stores[0].id });
    expect(partial.statusCode).toBe(200);
    const code = await latestCode(t.database.db, a.tenant.id, phone);
    return post('Create', {
      SmsConfirmationCode: code,
      phoneNumber: phone,
      firstName: 'Ana',
      lastName: "O'Neil-Smith",
      password: 'Strong#Pass1',
      email: null,
      emailVerified: false,
      storeId: a.stores[0].id,
      ...extra,
    });
  }

  it('signs a customer up: captcha, SMS code, account, session', async () => {
    const phone = newPhone();
    const res = await signUp(phone, { email: 'Ana.New@Example.com', emailVerified: true });
    expect(res.statusCode).toBe(201);
    const session = res.json().res_data;
    expect(session.user).toMatchObject({
      userType: 'customer',
      phoneNumber: phone,
      email: 'ana.new@example.com',
      lastName: "O'Neil-Smith",
      brandId: a.brand.id,
    });
    expect(session.accessControls).toEqual({});
    expect(res.cookies.find((c) => c.name === 'salon_session')?.value).toBe(session.accessToken);
    expectNoSecrets(res.body);
    const [row] = await withTenant(t.database.db, a.tenant.id, (tx) =>
      tx.select().from(customers).where(eq(customers.id, session.user.id)),
    );
    expect(row).toMatchObject({ profileType: 'PRIMARY', phoneVerified: true, emailVerified: false });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await latestMessage(t.database.db, a.tenant.id, 'ana.new@example.com')).toMatch(/verification code is \d{6}/);
    expect(t.jobs.sent.some((j) => j.name === 'outbox.deliver')).toBe(true);
    const authed = await t.app.inject({
      method: 'GET',
      url: '/api/CustomerAuth/Authenticated',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(authed.json()).toEqual({ res_data: { authenticated: true } });
  });

  it('refuses a replayed or a wrong sign-up code, and a code that took 5 wrong tries', async () => {
    const phone = newPhone();
    expect((await signUp(phone)).statusCode).toBe(201);
    const code = await latestCode(t.database.db, a.tenant.id, phone);
    const replay = await post('Create', {
      SmsConfirmationCode: code,
      phoneNumber: phone,
      firstName: 'Ana',
      lastName: 'Lee',
      password: 'Strong#Pass1',
      storeId: a.stores[0].id,
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.fields.SmsConfirmationCode).toMatch(/wrong or has expired/);

    const other = newPhone();
    await post('PartialSignUp', { phoneNumber: other, captchaToken: await solvedCaptcha(t.app), storeId: a.stores[0].id });
    const good = await latestCode(t.database.db, a.tenant.id, other);
    const wrong = good === '000000' ? '111111' : '000000';
    const body = { phoneNumber: other, firstName: 'Bo', lastName: 'Lee', password: 'Strong#Pass1', storeId: a.stores[0].id };
    for (let i = 0; i < 5; i++) expect((await post('Create', { ...body, SmsConfirmationCode: wrong })).statusCode).toBe(422);
    const dead = await post('Create', { ...body, SmsConfirmationCode: good });
    expect(dead.statusCode).toBe(422);
    expect(dead.json().error.fields.SmsConfirmationCode).toMatch(/Too many wrong codes/);
  });

  it('answers a registered phone like a new one, texting a sign-in hint instead of a code', async () => {
    const existing = await makeCustomer(t.database.db, a);
    const res = await post('PartialSignUp', {
      phoneNumber: existing.phoneNumber!,
      captchaToken: await solvedCaptcha(t.app),
      storeId: a.stores[0].id,
    });
    expect(res.json()).toEqual({ res_data: { sent: true } });
    expect(await latestMessage(t.database.db, a.tenant.id, existing.phoneNumber!)).toMatch(/already has an account/);
  });

  it('answers 409 when Create meets a phone registered meanwhile', async () => {
    const phone = newPhone();
    await post('PartialSignUp', { phoneNumber: phone, captchaToken: await solvedCaptcha(t.app), storeId: a.stores[0].id });
    const code = await latestCode(t.database.db, a.tenant.id, phone);
    await makeCustomer(t.database.db, a, { phoneNumber: phone });
    const res = await post('Create', {
      SmsConfirmationCode: code,
      phoneNumber: phone,
      firstName: 'Cy',
      lastName: 'Lee',
      password: 'Strong#Pass1',
      storeId: a.stores[0].id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).not.toMatch(/\+1555/);
  });

  it('refuses a missing, forged or replayed captcha', async () => {
    const body = { phoneNumber: newPhone(), storeId: a.stores[0].id };
    expect((await post('PartialSignUp', body)).statusCode).toBe(422);
    const forged = Buffer.from(JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 'y', signature: 'z' })).toString(
      'base64',
    );
    expect((await post('PartialSignUp', { ...body, captchaToken: forged })).json().error.fields.captchaToken).toBeTruthy();
    expect((await post('PartialSignUp', { ...body, captchaToken: 'not base64 json' })).statusCode).toBe(422);
    const token = await solvedCaptcha(t.app);
    expect((await post('PartialSignUp', { ...body, captchaToken: token })).statusCode).toBe(200);
    const replay = await post('PartialSignUp', { ...body, phoneNumber: newPhone(), captchaToken: token });
    expect(replay.statusCode).toBe(422);
  });

  it('limits sign-up codes to one a minute per phone (429 with Retry-After)', async () => {
    const phone = newPhone();
    const send = async () =>
      post('PartialSignUp', { phoneNumber: phone, captchaToken: await solvedCaptcha(t.app), storeId: a.stores[0].id });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesTo(t.database.db, a.tenant.id, phone)).toHaveLength(1);
  });

  it('validates sign-up input and stores, brands and tenants', async () => {
    const captchaToken = 'x';
    const cases: [object, number][] = [
      [{}, 422],
      [{ phoneNumber: 'abc', captchaToken, storeId: a.stores[0].id }, 422],
      [{ phoneNumber: newPhone(), captchaToken, storeId: 'not-a-uuid' }, 422],
      [{ phoneNumber: 5551234567, captchaToken, storeId: a.stores[0].id }, 422],
      [{ phoneNumber: newPhone(), captchaToken, storeId: randomUUID() }, 404],
      [{ phoneNumber: newPhone(), captchaToken, storeId: b.stores[0].id }, 404],
    ];
    for (const [body, status] of cases) expect((await post('PartialSignUp', body)).statusCode, JSON.stringify(body)).toBe(status);
    const unknownBrand = await post(
      'PartialSignUp',
      { phoneNumber: newPhone(), captchaToken, storeId: a.stores[0].id },
      { 'x-brand-domain': 'nobody.test' },
    );
    expect(unknownBrand.statusCode).toBe(404);
    const create = await post('Create', {
      SmsConfirmationCode: '12345',
      phoneNumber: newPhone(),
      firstName: "Robert'); DROP TABLE customers;--",
      lastName: '<img src=x onerror=alert(1)>',
      password: 'weak',
      email: `${'x'.repeat(70)}@a.test`,
      storeId: a.stores[0].id,
    });
    expect(create.statusCode).toBe(422);
    expect(Object.keys(create.json().error.fields).sort()).toEqual(['SmsConfirmationCode', 'email', 'firstName', 'lastName', 'password']);
    expect((await withTenant(t.database.db, a.tenant.id, (tx) => tx.select().from(customers))).length).toBeGreaterThan(0);
  });

  it('stores SQL-looking passwords and names verbatim and signs in with them', async () => {
    const phone = newPhone();
    const password = "Pa55'); DROP TABLE customers;--";
    const res = await signUp(phone, { password, firstName: "D'Angelo", lastName: 'Select-From' });
    expect(res.statusCode).toBe(201);
    expect(res.json().res_data.user).toMatchObject({ firstName: "D'Angelo", lastName: 'Select-From' });
    const { res: login } = await signIn(t.app, { userType: 'customer', identifier: phone, password }, headersA);
    expect(login.statusCode).toBe(200);
  });

  it('answers CheckIdentifier for well-formed identifiers only, limited per IP', async () => {
    const withPassword = await makeCustomer(t.database.db, a);
    const check = (id: string, headers = headersA) =>
      t.app.inject({ method: 'GET', url: `/api/CustomerAuth/CheckIdentifier/${encodeURIComponent(id)}`, headers });
    expect((await check(withPassword.phoneNumber!)).json()).toEqual({ res_data: { exists: true, hasPassword: true } });
    expect((await check(withPassword.email!)).json().res_data.exists).toBe(true);
    expect((await check('+15550009999')).json()).toEqual({ res_data: { exists: false, hasPassword: false } });
    expect((await check(withPassword.phoneNumber!, await brandHeaders(t.database.db, b))).json().res_data.exists).toBe(false);
    for (const bad of ["1' OR '1'='1", '<script>', 'x'.repeat(80)]) expect((await check(bad)).statusCode).toBe(422);
    await asSystem(t.database.db, (tx) =>
      tx
        .insert(signInAttempts)
        .values(Array.from({ length: 60 }, () => ({ accountKey: IDENTIFIER_PROBE_KEY, ip: '127.0.0.1', succeeded: true }))),
    );
    const limited = await check(withPassword.phoneNumber!);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await asSystem(t.database.db, (tx) => tx.delete(signInAttempts).where(eq(signInAttempts.accountKey, IDENTIFIER_PROBE_KEY)));
  });

  it('changes a customer password, ending the other sessions', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const current = await customerAuth(t.database.db, customer);
    const other = await customerAuth(t.database.db, customer);
    const change = (body: object, headers = current.headers) =>
      t.app.inject({ method: 'POST', url: '/api/CustomerAuth/ChangePassword', headers, payload: body });
    expect((await change({ oldPassword: 'Wrong#Pass9', newPassword: 'Newer#Pass2' })).json().error.fields.oldPassword).toBeTruthy();
    expect((await change({ oldPassword: TEST_PASSWORD, newPassword: 'short' })).statusCode).toBe(422);
    expect((await change({ oldPassword: TEST_PASSWORD })).statusCode).toBe(422);
    const ok = await change({ oldPassword: TEST_PASSWORD, newPassword: 'Newer#Pass2' });
    expect(ok.json()).toEqual({ res_data: { passwordChanged: true } });
    expect((await change({ oldPassword: 'Newer#Pass2', newPassword: 'Third#Pass3' }, other.headers)).statusCode).toBe(401);
    const staff = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'cutter'));
    expect((await change({ oldPassword: 'x', newPassword: 'Third#Pass3' }, staff.headers)).statusCode).toBe(403);
    expect(
      (await signIn(t.app, { userType: 'customer', identifier: customer.phoneNumber!, password: 'Newer#Pass2' }, headersA)).res.statusCode,
    ).toBe(200);
  });

  it('logs a customer out; a second logout or an expired session answers 401', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const s = await customerAuth(t.database.db, customer);
    const logout = () => t.app.inject({ method: 'POST', url: '/api/CustomerAuth/Logout', headers: s.headers });
    expect((await logout()).json()).toEqual({ res_data: { loggedOut: true } });
    expect((await logout()).statusCode).toBe(401);
    const authed = await t.app.inject({ method: 'GET', url: '/api/CustomerAuth/Authenticated', headers: s.headers });
    expect(authed.json()).toEqual({ res_data: { authenticated: false } });
    const s2 = await customerAuth(t.database.db, customer);
    await expireSession(t.database.db, a.tenant.id, s2.sessionId);
    const expired = await t.app.inject({ method: 'POST', url: '/api/CustomerAuth/Logout', headers: s2.headers });
    expect(expired.json().error.code).toBe('TOKEN_EXPIRE');
    expect((await t.app.inject({ method: 'POST', url: '/api/CustomerAuth/Logout' })).statusCode).toBe(401);
  });

  it('lets staff with create_customer create a customer at the desk', async () => {
    const desk = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'coordinator'));
    const create = (body: object, headers = desk.headers) =>
      t.app.inject({ method: 'POST', url: '/api/CustomerAuth/AdminCreate', headers, payload: body });
    const phone = newPhone();
    const res = await create({ firstName: 'Walk', lastName: 'In', phoneNumber: phone, email: null, storeId: a.stores[0].id });
    expect(res.statusCode).toBe(201);
    expect(res.json().res_data).toMatchObject({ phoneNumber: phone, hasPassword: false, phoneVerified: false, brandId: a.brand.id });
    expectNoSecrets(res.body);
    expect((await create({ firstName: 'Dup', lastName: 'Li', phoneNumber: phone, storeId: a.stores[0].id })).statusCode).toBe(409);
    expect((await create({ firstName: 'X', lastName: 'Y', phoneNumber: newPhone(), storeId: b.stores[0].id })).statusCode).toBe(404);
    expect((await create({ firstName: 'X', lastName: 'Y', phoneNumber: newPhone(), storeId: a.stores[1].id })).statusCode).toBe(403);
    expect((await create({ firstName: 'X', lastName: 'Y', phoneNumber: newPhone(), storeId: randomUUID() })).statusCode).toBe(404);
    const bad = await create({ firstName: '<img src=x onerror=alert(1)>', lastName: 42, phoneNumber: 'nope', storeId: 'x' });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['firstName', 'lastName', 'phoneNumber', 'storeId']);
    const cutter = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'cutter'));
    expect(
      (await create({ firstName: 'X', lastName: 'Y', phoneNumber: newPhone(), storeId: a.stores[0].id }, cutter.headers)).statusCode,
    ).toBe(403);
    const customer = await customerAuth(t.database.db, await makeCustomer(t.database.db, a));
    expect(
      (await create({ firstName: 'X', lastName: 'Y', phoneNumber: newPhone(), storeId: a.stores[0].id }, customer.headers)).statusCode,
    ).toBe(403);
    const created = await withTenant(t.database.db, a.tenant.id, (tx) =>
      tx.select({ id: customers.id }).from(customers).where(eq(customers.firstName, 'X')),
    );
    expect(created).toEqual([]);
  });
});
