import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAccess } from '@salon/shared';
import type { Database } from '../../db/client.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { listenForAuthChanges } from './auth-events.ts';
import { SessionCache } from './session-cache.ts';
import { lookupSession } from './sessions.ts';

export const SESSION_COOKIE = 'salon_session';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

/** True when the session cookie, not an Authorization header, is what signed this request in. */
export function authenticatedByCookie(request: FastifyRequest): boolean {
  return !request.headers.authorization?.startsWith('Bearer ') && Boolean(request.cookies?.[SESSION_COOKIE]);
}

/**
 * Loads the actor of every request and enforces the route's declared `auth` and `flags`.
 * A route under /api without a declared `auth` fails at start-up, so none is open by accident.
 */
export async function registerGuard(app: FastifyInstance, database: Database) {
  const db = database.db;
  const cache = new SessionCache();
  const stopListening = await listenForAuthChanges(database, (change) => cache.apply(change));
  app.addHook('onClose', () => stopListening());
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.auth) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.auth`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const mode = config?.auth;
    if (!mode || mode === 'public') return;
    const token = bearerToken(request);
    if (token) {
      const found = await lookupSession(db, token, cache);
      if (found.status === 'valid') request.actor = found.actor;
      else if (mode !== 'optional') {
        throw found.status === 'expired'
          ? unauthenticated('Your session has expired. Please sign in again.', 'TOKEN_EXPIRE')
          : unauthenticated('Your session has ended. Please sign in again.');
      }
    }
    const actor = request.actor;
    if (mode === 'optional') return;
    if (!actor) throw unauthenticated();
    if (mode === 'admin' && actor.type !== 'admin') throw forbidden('This is for staff accounts.');
    if (mode === 'customer' && actor.type !== 'customer') throw forbidden('This is for customer accounts.');
    checkTenantHeader(request);
    if (config.flags && !hasAccess(actor.accessControls, config.flags)) throw forbidden();
  });
}

/** A tenantId header must name the session's tenant; super_admin may name any tenant to act in it. */
function checkTenantHeader(request: FastifyRequest) {
  const actor = request.actor;
  const raw = request.headers.tenantid ?? request.headers.tenant_id;
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (!actor || !header || header === actor.tenantId) return;
  if (!actor.isSuperAdmin) throw forbidden('This account belongs to another organisation.');
  if (!/^[0-9a-f-]{36}$/i.test(header)) throw forbidden('Unknown organisation.');
  request.actor = { ...actor, tenantId: header, tenantWide: true };
}
