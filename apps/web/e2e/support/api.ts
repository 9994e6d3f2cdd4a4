import { existsSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { z } from 'zod';
import { E2E_BASE_URL, E2E_MESSAGES_FILE } from './paths.ts';

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

/** A separate cookie jar signed in as the given employee: for staff-only calls (revoking sessions, ...). */
export async function staffApi(email: string, password: string): Promise<{ api: APIRequestContext; token: string }> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const token = await signInThroughApi(api, { userType: 'admin', email, password });
  return { api, token };
}

/**
 * The newest 6-digit code sent to `to`, as its recipient gets it: from the e2e server's development console
 * channel (E2E_MESSAGES_FILE). Staff reading the outbox see codes masked.
 */
export async function latestCode(to: string, channel: 'sms' | 'email'): Promise<string> {
  const header = channel === 'sms' ? `[outbox] SMS to ${to}\n` : `[outbox] email to ${to}:`;
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const messages = existsSync(E2E_MESSAGES_FILE) ? readFileSync(E2E_MESSAGES_FILE, 'utf8').split(/^(?=\[outbox\] )/m) : [];
        const newest = messages.filter((m) => m.startsWith(header)).at(-1);
        code = /\b(\d{6})\b/.exec(newest ?? '')?.[1] ?? null;
        return code ? 'found' : 'no code yet';
      },
      { message: `a ${channel} code to ${to} delivered`, timeout: 15_000 },
    )
    .toBe('found');
  if (!code) throw new Error('unreachable');
  return code;
}

/** The emails delivered to `to` whose subject starts with `subject` (the e2e server's console channel), oldest first. */
export function emailsTo(to: string, subject: string): string[] {
  const messages = existsSync(E2E_MESSAGES_FILE) ? readFileSync(E2E_MESSAGES_FILE, 'utf8').split(/^(?=\[outbox\] )/m) : [];
  return messages.filter((m) => m.startsWith(`[outbox] email to ${to}: ${subject}`));
}

/**
 * Calls of the /api as a signed-in employee: `call` answers ok, status and body; `must` fails the test unless the
 * call succeeded, naming the route and the answer.
 */
export function staffCalls(staff: { api: APIRequestContext; token: string }) {
  const call = async (url: string, data: unknown, method: 'post' | 'put' | 'patch' = 'post') => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    return { ok: response.ok(), status: response.status(), body: await response.json().catch(() => ({})) };
  };
  const must = async (url: string, data: unknown, method: 'post' | 'put' | 'patch' = 'post') => {
    const answer = await call(url, data, method);
    expect(answer.ok, `${url}: ${JSON.stringify(answer.body)}`).toBe(true);
    return answer.body;
  };
  return { call, must };
}

/**
 * An online-bookable 30-minute haircut service at `store`, which takes online bookings, with `cutter` holding the
 * haircut skill (the deposit and waitlist specs book it from the customer side).
 */
export async function onlineServiceAt(
  must: ReturnType<typeof staffCalls>['must'],
  store: { id: string; name: string; timezone: string },
  cutter: { id: string },
  service: { name: string; category: string; priceCents: number },
) {
  await must(`Store/ToggleOnlineBooking/${store.id}`, { onlineBooking: true }, 'patch');
  await must(`Employee/Update/${cutter.id}`, { serviceDetails: { skills: ['haircut'] } }, 'put');
  const created = await must('Service/Create', {
    basicDetails: { ...service, durationMinutes: 30, skillSet: 'haircut' },
    others: { storeIds: [store.id], onlineBookable: true },
  });
  return { store, cutter, serviceId: (created as { res_data: { id: string } }).res_data.id };
}
