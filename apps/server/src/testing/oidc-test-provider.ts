import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the social sign-in tests and the browser
// test server. Its development sign-in form takes any account id; the accounts below give the claims.

export interface TestAccount {
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** Test faults: the next token answers carry an ID token whose payload was altered (signature kept). */
  tamper: { idToken: boolean };
  close(): Promise<void>;
}

export async function startTestIssuer(options: { redirectUris: string[]; clientId?: string; clientSecret?: string }): Promise<TestIssuer> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? 'salon-test-client';
  const clientSecret = options.clientSecret ?? 'salon-test-client-secret-0123456789';
  const accounts = new Map<string, TestAccount>();
  const tamper = { idToken: false };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id) ?? {};
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            given_name: account.givenName,
            family_name: account.familyName,
          };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Like Google's, the ID token carries the email claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-provider-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
  });
  provider.on('server_error', () => {});
  const app = provider.callback();

  handler = (req, res) => {
    if (tamper.idToken && req.method === 'POST' && req.url?.startsWith('/token')) tamperIdToken(res);
    app(req, res);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    tamper,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Rewrites the token answer's ID token: its payload names another email, its signature stays the old one. */
function tamperIdToken(res: ServerResponse) {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    try {
      const body = JSON.parse(String(chunk)) as { id_token?: string };
      if (body.id_token) {
        const [header, payload, signature] = body.id_token.split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
        claims.email = 'intruder@evil.test';
        body.id_token = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
        const text = JSON.stringify(body);
        res.setHeader('content-length', Buffer.byteLength(text));
        return end(text);
      }
    } catch {
      // not JSON: leave it
    }
    return end(chunk);
  }) as typeof res.end;
}

/**
 * Follows a browser through the provider: the authorization URL, the development sign-in form (account id
 * `login`), the consent form, and answers the redirect back to the client (its callback URL with code and state).
 */
export async function signInAtIssuer(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const origin = new URL(authorizationUrl).origin;
  let next = new URL(authorizationUrl);
  for (let step = 0; step < 12; step++) {
    if (next.origin !== origin) return next;
    let response = await fetch(next, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    keep(response);
    if (response.status === 200) {
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
      const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
      response = await fetch(new URL(action, origin), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      keep(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider answered ${response.status} without a redirect`);
    next = new URL(location, origin);
  }
  throw new Error('too many provider redirects');
}
