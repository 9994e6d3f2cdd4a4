import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, sessions } from '../../db/schema.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { brandHeaders, csrf, expectNoSecrets, latestCode, signIn } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expireSession } from '../../testing/test-sessions.ts';

const SITE = 'http://localhost:3000'; // PUBLIC_URL's default
const failureUrl = (error: string) =>
  `${SITE}/api/auth/error?error=${error}&provider=credentials&userType=admin&callbackUrl=${encodeURIComponent(`${SITE}/admin/dashboard`)}`;

describe('/api/auth session endpoints', () => {
  let t: TestApp;
  let a: TestTenant;
  let owner: Awaited<ReturnType<typeof makeEmployee>>;
  let cutter: Awaited<ReturnType<typeof makeEmployee>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
    owner = await makeEmployee(t.database.db, a, 'store_owner');
    await withTenant(t.database.db, a.tenant.id, (tx) =>
      tx.execute(sql`update employee_roles set is_owner = true where employee_id = ${owner.id}`),
    );
    cutter = await makeEmployee(t.database.db, a, 'cutter');
  });

  const session = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });

  it('hands out a CSRF token with its double-submit cookie and lists the providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/csrf' });
    const { csrfToken } = res.json();
    expect(csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'salon_csrf');
    expect(cookie).toMatchObject({ value: csrfToken, httpOnly: true, sameSite: 'Lax', path: '/' });
    const providers = (await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json();
    expect(providers.credentials).toMatchObject({ id: 'credentials', type: 'credentials' });
    expect(providers.email).toMatchObject({ id: 'email', type: 'email' });
    expect(providers.credentials.callbackUrl).toMatch(/\/api\/auth\/callback\/credentials$/);
  });

  it('signs an employee in with the session object the contract describes', async () => {
    const { res, token } = await signIn(t.app, { email: owner.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `${SITE}/admin/dashboard` });
    const cookie = res.cookies.find((c) => c.name === 'salon_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const body = (await session(token!)).json();
    expect(body.user).toMatchObject({ id: owner.id, userType: 'admin', email: owner.email, tenantId: a.tenant.id, assumedBy: null });
    expect(body.user.roles).toEqual([
      expect.objectContaining({ storeId: a.stores[0].id, storeName: a.stores[0].name, slug: 'store_owner' }),
    ]);
    expect(body.accessToken).toBe(token);
    expect(body.accessControls.accounting).toEqual({ accounting_module: true });
    expect(body.isStoreOwner).toBe(true);
    expect(body.ownerMappings).toEqual([{ storeId: a.stores[0].id, storeName: a.stores[0].name }]);
    expect(new Date(body.expires).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expectNoSecrets((await session(token!)).body);
  });

  it('reads the session from the cookie as well as the bearer, and answers {} without one', async () => {
    const { token } = await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD });
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { salon_session: token! } });
    expect(viaCookie.json().user.id).toBe(cutter.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session' })).json()).toEqual({});
    expect((await session('x'.repeat(43))).json()).toEqual({});
  });

  it('gives a new token at every sign-in', async () => {
    const first = await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD });
    const second = await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD });
    expect(first.token).toBeTruthy();
    expect(second.token).not.toBe(first.token);
  });

  it('refuses wrong password and unknown email alike, without saying which', async () => {
    const wrong = await signIn(t.app, { email: cutter.email, password: 'Wrong#Pass1' });
    const unknown = await signIn(t.app, { email: 'nobody@staff.test', password: 'Wrong#Pass1' });
    for (const r of [wrong, unknown]) {
      expect(r.res.statusCode).toBe(401);
      expect(r.res.json()).toEqual({ url: failureUrl('CredentialsSignin') });
      expect(r.token).toBeUndefined();
    }
  });

  it('answers 422 for malformed sign-in input (missing, over-long, wrong type)', async () => {
    const cases: Record<string, string>[] = [
      { password: TEST_PASSWORD },
      { email: cutter.email },
      { email: 'not-an-email', password: TEST_PASSWORD },
      { email: `${'a'.repeat(60)}@x.test`, password: TEST_PASSWORD },
      { email: cutter.email, password: 'A1a'.repeat(22) }, // past MAX_LENGTHS.loginPassword (64)
      { email: cutter.email, password: TEST_PASSWORD, userType: 'robot' },
    ];
    for (const fields of cases) {
      const { res } = await signIn(t.app, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const { csrfToken, cookies } = await csrf(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      cookies,
      payload: { csrfToken, email: ['a@b.test'], password: 12345 },
    });
    expect(json.statusCode).toBe(422);
  });

  it('refuses a POST whose CSRF token does not match the cookie', async () => {
    const { cookies } = await csrf(t.app);
    for (const url of ['/api/auth/callback/credentials', '/api/auth/signout', '/api/auth/session', '/api/auth/signin/email']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        cookies,
        payload: { csrfToken: 'forged', email: owner.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('CSRF_MISMATCH');
    }
    const noCookie = await t.app.inject({ method: 'POST', url: '/api/auth/signout', payload: { csrfToken: 'x' } });
    expect(noCookie.statusCode).toBe(403);
  });

  it('keeps callbackUrl on this site', async () => {
    const { res } = await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD, callbackUrl: 'https://evil.test/steal' });
    expect(res.json().url).toBe(SITE);
  });

  it('renews the session on POST session and ends it on signout', async () => {
    const { token } = await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD });
    const { csrfToken, cookies } = await csrf(t.app);
    const before = await asSystem(t.database.db, (tx) => tx.select().from(sessions).where(eq(sessions.employeeId, cutter.id)));
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
      cookies,
      payload: { csrfToken, data: '' },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().user.id).toBe(cutter.id);
    expect(before.length).toBeGreaterThan(0);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      cookies: { ...cookies, salon_session: token! },
      payload: { csrfToken, callbackUrl: '/admin', json: 'true' },
    });
    expect(out.json()).toEqual({ url: `${SITE}/admin` });
    expect(out.cookies.find((c) => c.name === 'salon_session')?.value).toBe('');
    expect((await session(token!)).json()).toEqual({});
    const logout = await t.app.inject({ method: 'POST', url: '/api/EmployeeAuth/Logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(401);
  });

  it('expires an idle session (401 TOKEN_EXPIRE) and one past its absolute limit', async () => {
    const { token } = await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD });
    const [row] = await asSystem(t.database.db, (tx) =>
      tx.select().from(sessions).where(eq(sessions.employeeId, cutter.id)).orderBy(sql`created_at desc`).limit(1),
    );
    expect(row.absoluteExpiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(12 * 3600_000 + 5000);
    expect(row.idleExpiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 5000);
    await expireSession(t.database.db, a.tenant.id, row.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/EmployeeAuth/Logout', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_EXPIRE');

    const second = await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD });
    await withTenant(t.database.db, a.tenant.id, (tx) =>
      tx
        .update(sessions)
        .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
        .where(sql`token_hash is not null and employee_id = ${cutter.id} and revoked_at is null and idle_expires_at > now()`),
    );
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/EmployeeAuth/Logout',
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(late.json().error.code).toBe('TOKEN_EXPIRE');
  });

  it('ends the sessions of a deactivated employee and refuses their sign-in', async () => {
    const temp = await makeEmployee(t.database.db, a, 'cleaner');
    const { token } = await signIn(t.app, { email: temp.email, password: TEST_PASSWORD });
    await withTenant(t.database.db, a.tenant.id, (tx) => tx.update(employees).set({ status: 'inactive' }).where(eq(employees.id, temp.id)));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/AccessControl/GetEmployeeRolesById/${temp.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect((await signIn(t.app, { email: temp.email, password: TEST_PASSWORD })).res.statusCode).toBe(401);
  });

  it('signs in with an emailed code (signin/email), once', async () => {
    const { csrfToken, cookies } = await csrf(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      cookies,
      payload: { csrfToken, email: cutter.email, userType: 'admin', json: true },
    });
    expect(sent.json()).toEqual({ url: `${SITE}/api/auth/verify-request?provider=email&type=email` });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      cookies,
      payload: { csrfToken, email: 'ghost@staff.test' },
    });
    expect(unknown.json()).toEqual(sent.json());
    const code = await latestCode(t.database.db, a.tenant.id, cutter.email);
    const ok = await signIn(t.app, { email: cutter.email, code });
    expect(ok.res.statusCode).toBe(200);
    expect(ok.token).toBeTruthy();
    const replay = await signIn(t.app, { email: cutter.email, code });
    expect(replay.res.statusCode).toBe(401);
  });

  it('signs a customer in by phone or email with the brand of the request', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const headers = await brandHeaders(t.database.db, a);
    const byPhone = await signIn(t.app, { userType: 'customer', identifier: customer.phoneNumber!, password: TEST_PASSWORD }, headers);
    expect(byPhone.res.statusCode).toBe(200);
    const body = (await session(byPhone.token!)).json();
    expect(body.user).toMatchObject({ id: customer.id, userType: 'customer', brandId: a.brand.id, roles: [] });
    expect(body.accessControls).toEqual({});
    const byEmail = await signIn(t.app, { userType: 'customer', email: customer.email!, password: TEST_PASSWORD }, headers);
    expect(byEmail.res.statusCode).toBe(200);
    const otherBrand = await makeTenant(t.database.db, 'Beta');
    const elsewhere = await signIn(
      t.app,
      { userType: 'customer', identifier: customer.phoneNumber!, password: TEST_PASSWORD },
      await brandHeaders(t.database.db, otherBrand),
    );
    expect(elsewhere.res.statusCode).toBe(401);
  });

  it('logs client errors without CSRF and never fails on odd details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      payload: {
        level: 'error',
        code: 'CLIENT_SESSION_ERROR',
        details: { html: '<img src=x onerror=alert(1)>', sql: "'); DROP TABLE sessions;--" },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'level=warn&code=X&details=%3Cscript%3E',
    });
    expect(form.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/_log', payload: { level: 'panic' } })).statusCode).toBe(422);
  });
});
