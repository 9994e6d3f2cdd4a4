import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, unauthenticated } from '../http/errors.ts';
import type { AppMetrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in the Prometheus text format, for the scraper only: `Authorization: Bearer <METRICS_TOKEN>`.
 * Without METRICS_TOKEN configured the route does not exist for anyone (404). Every answered request
 * is counted by its route pattern in onResponse.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext, metrics: AppMetrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  const expected = ctx.config.METRICS_TOKEN ? digest(ctx.config.METRICS_TOKEN) : null;
  app.get('/metrics', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw notFound('Page');
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || !timingSafeEqual(digest(token), expected)) {
      throw unauthenticated('A metrics token is needed.');
    }
    reply.header('content-type', metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return reply.send(await metrics.registry.metrics());
  });
}
