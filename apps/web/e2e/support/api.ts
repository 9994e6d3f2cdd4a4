import { type APIRequestContext, expect, request } from '@playwright/test';
import { z } from 'zod';
import { E2E_BASE_URL } from './paths.ts';

const sessionSchema = z.object({ accessToken: z.string() });

/**
 * Signs in through the session endpoints, as the browser does, in the given request context
 * (page.request shares the page's cookies). Returns the access token.
 */
export async function signInThroughApi(
  api: APIRequestContext,
  fields: { userType: 'admin'; email: string; password: string } | { userType: 'customer'; identifier: string; password: string },
): Promise<string> {
  const csrf = z.object({ csrfToken: z.string() }).parse(await (await api.get('/api/auth/csrf')).json());
  const answer = await api.post('/api/auth/callback/credentials', {
    form: { ...fields, csrfToken: csrf.csrfToken, callbackUrl: E2E_BASE_URL, json: 'true' },
  });
  expect(answer.ok(), `sign-in of ${JSON.stringify({ ...fields, password: '…' })}`).toBe(true);
  return sessionSchema.parse(await (await api.get('/api/auth/session')).json()).accessToken;
}

/** A separate cookie jar signed in as the given employee: for reading the outbox, revoking sessions. */
export async function staffApi(email: string, password: string): Promise<{ api: APIRequestContext; token: string }> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const token = await signInThroughApi(api, { userType: 'admin', email, password });
  return { api, token };
}

const outboxSchema = z.object({
  res_data: z.object({
    items: z.array(
      z.object({ channel: z.string(), bodyText: z.string().optional(), body: z.string().optional(), createdAt: z.string() }).loose(),
    ),
  }),
});

/** The newest 6-digit code sent to `to`, read from the outbox as staff with the SMS-dashboard flag. */
export async function latestCode(staff: { api: APIRequestContext; token: string }, to: string, channel: 'sms' | 'email'): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await staff.api.post('/api/Outbox/Search', {
          headers: { Authorization: `Bearer ${staff.token}` },
          data: { channel, to, page: 1, pageSize: 10 },
        });
        if (!response.ok()) return `outbox answered ${response.status()}`;
        const items = outboxSchema.parse(await response.json()).res_data.items;
        const newest = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        code = /\b(\d{6})\b/.exec(newest?.bodyText ?? newest?.body ?? '')?.[1] ?? null;
        return code ? 'found' : 'no code yet';
      },
      { message: `a ${channel} code to ${to} in the outbox`, timeout: 15_000 },
    )
    .toBe('found');
  if (!code) throw new Error('unreachable');
  return code;
}
