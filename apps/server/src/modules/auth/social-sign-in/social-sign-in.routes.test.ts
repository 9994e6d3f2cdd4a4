import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { customerIdentities, customers, socialSignIns } from '../../../db/schema.ts';
import { withTenant } from '../../../platform/tenancy.ts';
import { brandHeaders, csrf, latestCode, sessionCookieOf } from '../../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../../testing/factories.ts';
import { signInAtIssuer, startTestIssuer, type TestIssuer } from '../../../testing/oidc-test-provider.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../../testing/test-sessions.ts';

const P = 'http://localhost:3000';

describe('social sign-in against a real OpenID Connect provider (COGNITO)', () => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let database: Database;
  let tenant: TestTenant;
  let brand: Record<string, string>;

  beforeAll(async () => {
    issuer = await startTestIssuer({ redirectUris: [`${P}/api/auth/callback/cognito`] });
    ({ app, database } = await createTestApp({
      COGNITO_CLIENT_ID: issuer.clientId,
      COGNITO_CLIENT_SECRET: issuer.clientSecret,
      COGNITO_ISSUER: issuer.issuer,
      OAUTH_ALLOW_HTTP: 'true',
    }));
    tenant = await makeTenant(database.db, 'Social');
    brand = await brandHeaders(database.db, tenant);
  });
  afterAll(() => issuer.close());

  /** POST signin/cognito as next-auth's client does; answers the provider URL and the binding cookie. */
  async function start(callbackUrl = '/customer/home') {
    const { csrfToken, cookies } = await csrf(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/cognito',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...brand },
      cookies,
      payload: new URLSearchParams({ csrfToken, callbackUrl, json: 'true' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const oauth = res.cookies.find((c) => c.name === 'salon_oauth');
    return { url: (res.json() as { url: string }).url, cookie: oauth?.value as string };
  }
  const callback = (url: URL, cookie: string) =>
    app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, cookies: { salon_oauth: cookie } });
  const errorOf = (location: string | undefined) => new URL(location as string).searchParams.get('error');
  const sessionOf = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/session', cookies: { salon_session: token } })).json();

  it('lists the configured provider with absolute addresses, beside credentials and email', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toMatchObject({
      credentials: { type: 'credentials' },
      email: { type: 'email' },
      cognito: {
        id: 'cognito',
        name: 'Cognito',
        type: 'oauth',
        signinUrl: `${P}/api/auth/signin/cognito`,
        callbackUrl: `${P}/api/auth/callback/cognito`,
      },
    });
    expect(Object.keys(res.json()).sort()).toEqual(['cognito', 'credentials', 'email']);
  });

  it('sends the browser to the provider with PKCE (S256), state, nonce and the registered redirect URI', async () => {
    const { url, cookie } = await start();
    const auth = new URL(url);
    expect(auth.origin).toBe(issuer.issuer);
    expect(auth.searchParams.get('redirect_uri')).toBe(`${P}/api/auth/callback/cognito`);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(auth.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(auth.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(auth.searchParams.get('scope')).toBe('openid email profile');
    expect(cookie).toMatch(new RegExp(`^${tenant.tenant.id}\\.[0-9a-f-]{36}$`));
  });

  it('creates the customer on a first sign-in with a new email, and signs the same person in again later', async () => {
    issuer.accounts.set('sub-new-1', { email: 'New.Person@Example.test', givenName: 'Nia', familyName: 'Nolan' });
    const first = await start('/customer/home');
    const res = await callback(await signInAtIssuer(first.url, 'sub-new-1'), first.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${P}/customer/home`);
    const token = sessionCookieOf(res) as string;
    expect((await sessionOf(token)).user).toMatchObject({
      userType: 'customer',
      email: 'new.person@example.test',
      firstName: 'Nia',
      lastName: 'Nolan',
    });

    const [row] = await withTenant(database.db, tenant.tenant.id, (tx) =>
      tx.select().from(customers).where(eq(customers.email, 'new.person@example.test')),
    );
    expect(row).toMatchObject({ emailVerified: true, passwordHash: null, phoneNumber: null, brandId: tenant.brand.id });

    const again = await start();
    const res2 = await callback(await signInAtIssuer(again.url, 'sub-new-1'), again.cookie);
    expect(res2.statusCode).toBe(302);
    expect((await sessionOf(sessionCookieOf(res2) as string)).user.id).toBe(row.id);
    const identities = await withTenant(database.db, tenant.tenant.id, (tx) =>
      tx.select().from(customerIdentities).where(eq(customerIdentities.customerId, row.id)),
    );
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatchObject({ provider: 'cognito', subject: 'sub-new-1' });
  });

  it('refuses a replayed callback (Verification, 403) and a code the provider already redeemed (OAuthCallback, 401)', async () => {
    issuer.accounts.set('sub-replay', { email: 'replay@example.test' });
    const { url, cookie } = await start();
    const back = await signInAtIssuer(url, 'sub-replay');
    expect((await callback(back, cookie)).statusCode).toBe(302);

    const replay = await callback(back, cookie);
    expect(replay.statusCode).toBe(302);
    expect(errorOf(replay.headers.location as string)).toBe('Verification');
    expect(sessionCookieOf(replay)).toBeUndefined();
    const page = await app.inject({
      method: 'GET',
      url: new URL(replay.headers.location as string).pathname + new URL(replay.headers.location as string).search,
    });
    expect(page.statusCode).toBe(403);

    // Even if our single-use record were raced, the provider refuses the second redemption of the code.
    await withTenant(database.db, tenant.tenant.id, (tx) =>
      tx
        .update(socialSignIns)
        .set({ usedAt: null })
        .where(eq(socialSignIns.id, cookie.split('.')[1])),
    );
    const redeemed = await callback(back, cookie);
    expect(errorOf(redeemed.headers.location as string)).toBe('OAuthCallback');
    expect(sessionCookieOf(redeemed)).toBeUndefined();
    const page2 = await app.inject({ method: 'GET', url: `/api/auth/error?error=OAuthCallback&userType=customer` });
    expect(page2.statusCode).toBe(401);
  });

  it('refuses an ID token whose payload was altered (signature no longer matches)', async () => {
    issuer.accounts.set('sub-tamper', { email: 'tamper@example.test' });
    const { url, cookie } = await start();
    const back = await signInAtIssuer(url, 'sub-tamper');
    issuer.tamper.idToken = true;
    try {
      const res = await callback(back, cookie);
      expect(res.statusCode).toBe(302);
      expect(errorOf(res.headers.location as string)).toBe('OAuthCallback');
      expect(sessionCookieOf(res)).toBeUndefined();
    } finally {
      issuer.tamper.idToken = false;
    }
    const made = await withTenant(database.db, tenant.tenant.id, (tx) =>
      tx.select().from(customers).where(eq(customers.email, 'intruder@evil.test')),
    );
    expect(made).toEqual([]);
  });

  it('refuses an ID token minted for another sign-in (wrong nonce)', async () => {
    issuer.accounts.set('sub-nonce', { email: 'nonce@example.test' });
    const { url, cookie } = await start();
    const back = await signInAtIssuer(url, 'sub-nonce');
    await withTenant(database.db, tenant.tenant.id, (tx) =>
      tx
        .update(socialSignIns)
        .set({ nonce: 'a-nonce-of-another-sign-in-0123456789abcdef' })
        .where(eq(socialSignIns.id, cookie.split('.')[1])),
    );
    const res = await callback(back, cookie);
    expect(errorOf(res.headers.location as string)).toBe('OAuthCallback');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('refuses a callback carrying another sign-in’s cookie (state mismatch) or none (login CSRF)', async () => {
    issuer.accounts.set('sub-csrf', { email: 'csrf@example.test' });
    const { url } = await start();
    const other = await start();
    const back = await signInAtIssuer(url, 'sub-csrf');
    const res = await callback(back, other.cookie);
    expect(errorOf(res.headers.location as string)).toBe('OAuthCallback');
    expect(sessionCookieOf(res)).toBeUndefined();
    const none = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(errorOf(none.headers.location as string)).toBe('Verification');
  });

  it('answers SOCIAL_ACCOUNT_EXISTS for an existing email and links only after the password proves the account', async () => {
    const existing = await makeCustomer(database.db, tenant, { email: 'kept@example.test' });
    issuer.accounts.set('sub-kept', { email: 'KEPT@example.test' });
    const { url, cookie } = await start();
    const res = await callback(await signInAtIssuer(url, 'sub-kept'), cookie);
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${P}/customer`);
    expect(location.searchParams.get('error')).toBe('SOCIAL_ACCOUNT_EXISTS');
    expect(location.searchParams.get('provider')).toBe('cognito');
    expect(sessionCookieOf(res)).toBeUndefined();
    const linkToken = location.searchParams.get('linkToken') as string;

    const link = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/CustomerIdentity/Link', headers: brand, payload: { linkToken, ...body } });
    const wrong = await link({ password: 'Not-the-password1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ password: 'The password or code is not right. Check it and try again.' });
    const identitiesOf = () =>
      withTenant(database.db, tenant.tenant.id, (tx) =>
        tx.select().from(customerIdentities).where(eq(customerIdentities.customerId, existing.id)),
      );
    expect(await identitiesOf()).toEqual([]);

    const ok = await link({ password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().res_data.user).toMatchObject({ id: existing.id, userType: 'customer' });
    expect(await identitiesOf()).toHaveLength(1);
    expect((await link({ password: TEST_PASSWORD })).statusCode).toBe(422);

    const next = await start();
    const res2 = await callback(await signInAtIssuer(next.url, 'sub-kept'), next.cookie);
    expect((await sessionOf(sessionCookieOf(res2) as string)).user.id).toBe(existing.id);
  });

  it('links after a code emailed to the account proves it, as well as after the password', async () => {
    const existing = await makeCustomer(database.db, tenant, { email: 'coded@example.test' });
    issuer.accounts.set('sub-coded', { email: 'coded@example.test' });
    const { url, cookie } = await start();
    const res = await callback(await signInAtIssuer(url, 'sub-coded'), cookie);
    const linkToken = new URL(res.headers.location as string).searchParams.get('linkToken') as string;
    const link = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/CustomerIdentity/Link', headers: brand, payload: { linkToken, ...body } });

    const wrong = await link({ code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ code: 'The password or code is not right. Check it and try again.' });
    const { csrfToken, cookies } = await csrf(app);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...brand },
      cookies,
      payload: new URLSearchParams({ csrfToken, email: 'coded@example.test', userType: 'customer', json: 'true' }).toString(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const ok = await link({ code: await latestCode(database.db, tenant.tenant.id, 'coded@example.test') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().res_data.user).toMatchObject({ id: existing.id, userType: 'customer' });
    const linked = await withTenant(database.db, tenant.tenant.id, (tx) =>
      tx.select().from(customerIdentities).where(eq(customerIdentities.customerId, existing.id)),
    );
    expect(linked).toHaveLength(1);
  });

  it('lists and removes identities, never the last way to sign in (409), and only the customer’s own (404)', async () => {
    issuer.accounts.set('sub-only', { givenName: 'Omar' });
    const { url, cookie } = await start();
    const res = await callback(await signInAtIssuer(url, 'sub-only'), cookie);
    const token = sessionCookieOf(res) as string;
    const auth = { authorization: `Bearer ${token}` };
    const list = await app.inject({ method: 'GET', url: '/api/CustomerIdentity/List', headers: auth });
    expect(list.statusCode).toBe(200);
    const [identity] = list.json().res_data;
    expect(identity).toMatchObject({ provider: 'cognito', email: null, lastUsedAt: expect.any(String) });

    const refused = await app.inject({ method: 'DELETE', url: `/api/CustomerIdentity/${identity.id}`, headers: auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This is your only way to sign in. Set a password or verify your phone number before removing it.');

    const other = await makeTenant(database.db, 'Other');
    const stranger = await makeCustomer(database.db, other);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/CustomerIdentity/${identity.id}`,
      headers: (await customerAuth(database.db, stranger)).headers,
    });
    expect(foreign.statusCode).toBe(404);

    const withPassword = await makeCustomer(database.db, tenant, { email: 'pw@example.test' });
    await withTenant(database.db, tenant.tenant.id, (tx) =>
      tx
        .insert(customerIdentities)
        .values({ tenantId: tenant.tenant.id, brandId: tenant.brand.id, customerId: withPassword.id, provider: 'google', subject: 'g-1' }),
    );
    const own = await customerAuth(database.db, withPassword);
    // A customer of the same brand neither sees nor unlinks Omar's identity.
    const neighbour = await app.inject({ method: 'DELETE', url: `/api/CustomerIdentity/${identity.id}`, headers: own.headers });
    expect(neighbour.statusCode).toBe(404);
    expect(neighbour.json().message).toBe('Sign-in identity not found.');
    const [g] = (await app.inject({ method: 'GET', url: '/api/CustomerIdentity/List', headers: own.headers })).json().res_data;
    const removed = await app.inject({ method: 'DELETE', url: `/api/CustomerIdentity/${g.id}`, headers: own.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ res_data: { removed: true } });
    const left = await withTenant(database.db, tenant.tenant.id, (tx) =>
      tx
        .select()
        .from(customerIdentities)
        .where(and(eq(customerIdentities.customerId, withPassword.id))),
    );
    expect(left).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/CustomerIdentity/List' })).statusCode).toBe(401);
  });

  it.each(['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'])(
    'refuses staff (%s) the customer-only identity calls (403)',
    async (role) => {
      const staff = await staffAuth(database.db, await makeEmployee(database.db, tenant, role));
      expect((await app.inject({ method: 'GET', url: '/api/CustomerIdentity/List', headers: staff.headers })).statusCode).toBe(403);
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await app.inject({ method: 'DELETE', url: `/api/CustomerIdentity/${id}`, headers: staff.headers })).statusCode).toBe(403);
    },
  );
});
