import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { SESSION_COOKIE } from '../../platform/auth/guard.ts';
import { newToken, safeEqual } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/errors.ts';

export const CSRF_COOKIE = 'salon_csrf';

export const baseCookie = (config: Config) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.PUBLIC_URL.startsWith('https:'),
  path: '/',
});

/** The session cookie: persistent until the absolute expiry with rememberMe, else for the browser session. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date, rememberMe: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { ...baseCookie(config), ...(rememberMe ? { expires: expiresAt } : {}) });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, baseCookie(config));
}

/** Double-submit CSRF token: kept if the browser already has one, so open tabs stay valid. */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const { token } = newToken();
  reply.setCookie(CSRF_COOKIE, token, baseCookie(config));
  return token;
}

/** Refuses a POST whose body's csrfToken differs from the salon_csrf cookie. */
export function checkCsrf(request: FastifyRequest) {
  const cookie = request.cookies[CSRF_COOKIE];
  const body = request.body as { csrfToken?: unknown } | undefined;
  const sent = typeof body?.csrfToken === 'string' ? body.csrfToken : '';
  if (!cookie || !sent || !safeEqual(cookie, sent)) {
    throw new AppError(403, 'CSRF_MISMATCH', 'The form has expired. Please reload the page and try again.');
  }
}
