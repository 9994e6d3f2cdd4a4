import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandHeaders, csrf, sessionCookieOf } from '../../../testing/auth-helpers.ts';
import { makeTenant } from '../../../testing/factories.ts';
import { createTestApp } from '../../../testing/test-app.ts';

// Facebook web login is OAuth 2 (no ID token) plus Graph /me. A small local stand-in checks what Facebook checks
// (client id and secret, the redirect URI, the code once, PKCE) and answers the documented shapes.

const P = 'http://localhost:3000';
const CLIENT_ID = '1234567890';
const CLIENT_SECRET = 'facebook-test-app-secret-0123456789';

interface Grant {
  challenge: string;
  redirectUri: string;
}

function startFakeFacebook() {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Record<string, string>>();
  const person = { id: '10150000000000001', first_name: 'Faye', last_name: 'Book', name: 'Faye Book', email: 'faye@example.test' };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const oauthError = (message: string) => json(400, { error: { message, type: 'OAuthException', code: 100 } });
      if (url.pathname === '/v19.0/oauth/access_token' && req.method === 'POST') {
        const form = new URLSearchParams(raw);
        if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET)
          return oauthError('Error validating client secret.');
        const grant = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        if (!grant) return oauthError('This authorization code has been used.');
        if (form.get('redirect_uri') !== grant.redirectUri) return oauthError('redirect_uri is not identical');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (challenge !== grant.challenge) return oauthError('Invalid code verifier.');
        const token = randomBytes(24).toString('hex');
        tokens.set(token, person);
        return json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }
      if (url.pathname === '/v19.0/me' && req.method === 'GET') {
        const found = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!found) return json(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
        const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
        return json(200, Object.fromEntries(fields.filter((f) => f in found).map((f) => [f, found[f]])));
      }
      json(404, { error: { message: 'Unknown path', type: 'OAuthException', code: 803 } });
    });
  });
  /** What the person's browser does at Facebook's dialog: approve, and come back with a code for this request. */
  const approve = (authorizationUrl: string) => {
    const auth = new URL(authorizationUrl);
    const code = randomBytes(16).toString('hex');
    grants.set(code, {
      challenge: auth.searchParams.get('code_challenge') ?? '',
      redirectUri: auth.searchParams.get('redirect_uri') ?? '',
    });
    const back = new URL(auth.searchParams.get('redirect_uri') as string);
    back.searchParams.set('code', code);
    back.searchParams.set('state', auth.searchParams.get('state') as string);
    return back;
  };
  return { server, approve, person };
}

describe('Facebook sign-in (OAuth 2 and Graph /me)', () => {
  const facebook = startFakeFacebook();
  let app: FastifyInstance;
  let brand: Record<string, string>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => facebook.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(facebook.server.address() as AddressInfo).port}`;
    const test = await createTestApp({
      FACEBOOK_CLIENT_ID: CLIENT_ID,
      FACEBOOK_CLIENT_SECRET: CLIENT_SECRET,
      FACEBOOK_AUTHORIZE_URL: `${base}/v19.0/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${base}/v19.0/oauth/access_token`,
      FACEBOOK_GRAPH_URL: `${base}/v19.0`,
      OAUTH_ALLOW_HTTP: 'true',
    });
    app = test.app;
    brand = await brandHeaders(test.database.db, await makeTenant(test.database.db, 'Facebook'));
  });
  afterAll(() => new Promise<void>((resolve) => facebook.server.close(() => resolve())));

  it('signs a new customer in with the Graph profile and refuses the code a second time', async () => {
    const { csrfToken, cookies } = await csrf(app);
    const started = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/facebook',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...brand },
      cookies,
      payload: new URLSearchParams({ csrfToken, callbackUrl: '/customer', json: 'true' }).toString(),
    });
    const url = new URL(started.json().url);
    expect(url.searchParams.get('scope')).toBe('email public_profile');
    expect(url.searchParams.get('nonce')).toBeNull();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const cookie = started.cookies.find((c) => c.name === 'salon_oauth')?.value as string;

    const back = facebook.approve(url.href);
    const res = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { salon_oauth: cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${P}/customer`);
    const token = sessionCookieOf(res) as string;
    const session = await app.inject({ method: 'GET', url: '/api/auth/session', cookies: { salon_session: token } });
    expect(session.json().user).toMatchObject({ userType: 'customer', firstName: 'Faye', lastName: 'Book', email: 'faye@example.test' });
    const identities = await app.inject({
      method: 'GET',
      url: '/api/CustomerIdentity/List',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(identities.json().res_data).toMatchObject([{ provider: 'facebook', email: 'faye@example.test' }]);

    const replay = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { salon_oauth: cookie } });
    expect(new URL(replay.headers.location as string).searchParams.get('error')).toBe('Verification');
  });
});
