import { CAPTCHA_LEVEL_HEADER, SIGN_IN_ERRORS } from '@salon/shared';
import { z } from 'zod';
import { readStorage } from '../app/storage.ts';
import { type Session, parseSession } from './session-schema.ts';
import { broadcastSessionChange } from './session-events.ts';

/** The session library calls of spec section 7 (base /api/auth), with next-auth's client semantics. */
const AUTH_BASE = '/api/auth';

export interface SignInResult {
  error: string | null;
  status: number;
  ok: boolean;
  url: string | null;
  /** With error CaptchaRequired: the captcha level the next attempt must carry. */
  captchaLevel: number | null;
}

/** `face`: the store tablet's face attempt and the employee's PIN (callback/face); the caller swaps the stored token. */
export type SignInProvider = 'credentials' | 'email' | 'face';

const urlAnswerSchema = z.object({ url: z.string() });
const csrfAnswerSchema = z.object({ csrfToken: z.string() });

function authHeaders(contentType?: string): HeadersInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  const token = readStorage('accessToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return {};
  }
}

async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  const csrfToken = await getCsrfToken();
  return fetch(`${AUTH_BASE}/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: authHeaders('application/x-www-form-urlencoded'),
    body: new URLSearchParams({ ...fields, csrfToken, json: 'true' }),
  });
}

export async function getCsrfToken(): Promise<string> {
  const response = await fetch(`${AUTH_BASE}/csrf`, { credentials: 'same-origin', headers: authHeaders() });
  return csrfAnswerSchema.parse(await readJson(response)).csrfToken;
}

/** The current session, or null when there is none. Throws only when the server cannot be reached. */
export async function getSession(): Promise<Session | null> {
  const response = await fetch(`${AUTH_BASE}/session`, { credentials: 'same-origin', headers: authHeaders() });
  if (!response.ok) return null;
  return parseSession(await readJson(response));
}

function errorOf(url: string | null): string | null {
  if (!url) return null;
  return new URL(url, window.location.origin).searchParams.get('error');
}

export async function signIn(
  provider: SignInProvider,
  fields: Record<string, string>,
  callbackUrl: string = window.location.href,
): Promise<SignInResult> {
  const path = provider === 'email' ? 'signin/email' : `callback/${provider}`;
  const response = await postForm(path, { ...fields, callbackUrl });
  const answer = urlAnswerSchema.safeParse(await readJson(response));
  const url = answer.success ? answer.data.url : null;
  const error = errorOf(url) ?? (response.ok ? null : 'CredentialsSignin');
  const ok = response.ok && error === null;
  if (ok && provider === 'credentials') broadcastSessionChange('signin');
  const level = error === SIGN_IN_ERRORS.captchaRequired ? Number(response.headers.get(CAPTCHA_LEVEL_HEADER) ?? 0) : null;
  const captchaLevel = level === null || !Number.isInteger(level) ? null : level;
  return { error, status: response.status, ok, url: ok ? url : null, captchaLevel };
}

const providersAnswerSchema = z.record(z.string(), z.object({ id: z.string(), name: z.string(), type: z.string() }));

export interface SocialProvider {
  id: string;
  name: string;
}

/** The sign-in providers the server has configured (Google, Facebook, COGNITO): next-auth's `oauth` ones. */
export async function getSocialProviders(): Promise<SocialProvider[]> {
  const response = await fetch(`${AUTH_BASE}/providers`, { credentials: 'same-origin', headers: authHeaders() });
  const answer = providersAnswerSchema.safeParse(await readJson(response));
  if (!answer.success) return [];
  return Object.values(answer.data)
    .filter((p) => p.type === 'oauth')
    .map(({ id, name }) => ({ id, name }));
}

/** Starts a provider sign-in as next-auth does: answers the provider's address to send the browser to. */
export async function signInWithProvider(provider: string, callbackUrl: string = window.location.href): Promise<string | null> {
  const response = await postForm(`signin/${encodeURIComponent(provider)}`, { callbackUrl });
  const answer = urlAnswerSchema.safeParse(await readJson(response));
  return response.ok && answer.success ? answer.data.url : null;
}

/** Ends the server session and clears its cookie; other tabs are told. Returns the callback url. */
export async function signOut(callbackUrl: string = window.location.href): Promise<string | null> {
  try {
    const response = await postForm('signout', { callbackUrl });
    const answer = urlAnswerSchema.safeParse(await readJson(response));
    return answer.success ? answer.data.url : null;
  } finally {
    broadcastSessionChange('signout');
  }
}

/** The keep-alive: `POST session` renews the session and answers it. */
export async function renewSession(): Promise<Session | null> {
  const response = await postForm('session', { data: '{}' });
  if (!response.ok) return null;
  return parseSession(await readJson(response));
}

export async function logToServer(level: 'error' | 'warn' | 'info', code: string, details: unknown): Promise<void> {
  try {
    await postForm('_log', { level, code, details: JSON.stringify(details) });
  } catch {
    // logging must never break the page
  }
}
