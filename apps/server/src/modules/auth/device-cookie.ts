import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { newToken } from '../../platform/auth/tokens.ts';
import { baseCookie } from './cookies.ts';

export const DEVICE_COOKIE = 'salon_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 86_400;

/**
 * The browser's device id for sign-in throttling: its failures are counted apart from others behind
 * the same address, and after a sign-in it keeps its own free tries while others attack the account.
 * Set on the first sign-in attempt; a missing or malformed cookie gets a fresh one.
 */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = request.cookies[DEVICE_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const { token } = newToken();
  reply.setCookie(DEVICE_COOKIE, token, { ...baseCookie(config), maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
  return token;
}
