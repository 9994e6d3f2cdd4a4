import { solveChallenge } from 'altcha-lib/v1';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client.ts';
import { brandDomains, outboxMessages } from '../db/schema.ts';
import { withTenant } from '../platform/tenancy.ts';
import type { TestTenant } from './factories.ts';

/** The x-brand-domain header of a test tenant's brand. */
export async function brandHeaders(db: Db, tenant: TestTenant) {
  const [row] = await withTenant(db, tenant.tenant.id, (tx) =>
    tx.select({ domain: brandDomains.domain }).from(brandDomains).where(eq(brandDomains.brandId, tenant.brand.id)),
  );
  return { 'x-brand-domain': row.domain };
}

/** A CSRF token and the cookie that must come with it. */
export async function csrf(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
  const csrfToken = (res.json() as { csrfToken: string }).csrfToken;
  return { csrfToken, cookies: { salon_csrf: csrfToken } };
}

/** The salon_session cookie a response set, if any. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'salon_session')?.value || undefined;
}

/** POST /api/auth/callback/credentials with a fresh CSRF token, form-encoded like the browser. */
export async function signIn(app: FastifyInstance, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { csrfToken, cookies } = await csrf(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/callback/credentials',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    cookies,
    payload: new URLSearchParams({ csrfToken, callbackUrl: '/admin/dashboard', json: 'true', ...fields }).toString(),
  });
  return { res, token: sessionCookieOf(res) };
}

/** The one-time code in the latest message sent to `to` (read from the outbox like the SMS dashboard does). */
export async function latestCode(db: Db, tenantId: string, to: string): Promise<string> {
  const text = await latestMessage(db, tenantId, to);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No code in the latest message to ${to}: ${text}`);
  return code;
}

export async function latestMessage(db: Db, tenantId: string, to: string): Promise<string> {
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .select({ text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.toAddress, to)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1),
  );
  if (!row) throw new Error(`No message to ${to}`);
  return row.text;
}

export async function messagesTo(db: Db, tenantId: string, to: string) {
  return withTenant(db, tenantId, (tx) => tx.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to)));
}

/** Fetches and solves an ALTCHA challenge (of a sign-in's asked level) the way the widget does; answers the captchaToken. */
export async function solvedCaptcha(app: FastifyInstance, level = 0): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/Captcha/Challenge?level=${level}` });
  const challenge = (
    res.json() as { res_data: { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string } }
  ).res_data;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Asserts a response body carries no password or token hash. */
export function expectNoSecrets(body: string) {
  const leaks = [/\$argon2/i, /passwordHash/i, /password_hash/i, /tokenHash/i, /token_hash/i, /codeHash/i];
  for (const leak of leaks) if (leak.test(body)) throw new Error(`response leaks ${leak}: ${body.slice(0, 300)}`);
}
