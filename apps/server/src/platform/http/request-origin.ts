import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { brandDomains } from '../../db/schema.ts';
import { authenticatedByCookie } from '../auth/guard.ts';
import { withTenant } from '../tenancy.ts';
import { AppError } from './errors.ts';

// Cookies ride along with any request the browser makes, so a call that a cookie authenticates must prove it
// came from our own pages (README "Security"). A bearer header cannot be added by another site without CORS,
// which this server never grants, so bearer calls need no proof. /api/auth checks its own double-submit token.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossSiteRefused = () =>
  new AppError(403, 'CSRF_MISMATCH', 'This request did not come from this site. Please reload the page and try again.');
export const notJson = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this request as JSON (Content-Type: application/json).');

/** The media type of the body, lower case without parameters; '' when the request names none. */
function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * JSON or no body at all; multipart or urlencoded only on a route whose schema says it consumes it (the
 * uploads; Twilio's signed webhooks). HTML forms can send only urlencoded, multipart and text/plain without
 * the browser asking first.
 */
export function acceptsBody(mediaType: string, consumes: readonly string[] = []): boolean {
  if (mediaType === '' || mediaType === 'application/json' || /^application\/[\w.-]+\+json$/.test(mediaType)) return true;
  return (mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded') && consumes.includes(mediaType);
}

export type OriginVerdict = 'own' | 'foreign' | 'brand-domain?';

/**
 * Where a browser says the call came from: the Origin header, else Sec-Fetch-Site. Any other origin on
 * PUBLIC_URL's scheme and port may be one of the tenant's brand domains (checked against the database).
 */
export function judgeOrigin(own: URL, origin: string | undefined, fetchSite: string | undefined): OriginVerdict {
  if (origin === undefined) return fetchSite === 'same-origin' ? 'own' : 'foreign';
  if (origin === own.origin) return 'own';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'foreign';
  }
  const sameShape = url.origin === origin && url.protocol === own.protocol && url.port === own.port;
  return sameShape ? 'brand-domain?' : 'foreign';
}

function isApiPath(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/auth/');
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Registered after the guard: it needs to know whether the cookie authenticated the call. */
export function registerRequestOrigin(app: FastifyInstance, { config, db }: { config: Config; db: Db }) {
  const own = new URL(config.PUBLIC_URL);
  const isBrandDomain = async (tenantId: string, hostname: string) => {
    const rows = await withTenant(db, tenantId, (tx) =>
      tx
        .select({ id: brandDomains.id })
        .from(brandDomains)
        .where(and(eq(brandDomains.tenantId, tenantId), eq(brandDomains.domain, hostname))),
    );
    return rows.length > 0;
  };

  app.addHook('onRequest', async (request) => {
    const path = request.routeOptions.url ?? request.url;
    if (!STATE_CHANGING.has(request.method) || !isApiPath(path)) return;
    const actor = request.actor;
    if (actor && authenticatedByCookie(request)) {
      const origin = header(request, 'origin');
      const verdict = judgeOrigin(own, origin, header(request, 'sec-fetch-site'));
      if (verdict === 'foreign') throw crossSiteRefused();
      if (verdict === 'brand-domain?' && !(await isBrandDomain(actor.tenantId, new URL(origin ?? '').hostname))) throw crossSiteRefused();
    }
    const consumes = request.routeOptions.schema?.consumes;
    if (!acceptsBody(mediaTypeOf(request), consumes)) throw notJson();
  });
}
