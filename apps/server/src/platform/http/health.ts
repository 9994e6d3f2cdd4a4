import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';

export function registerHealth(app: FastifyInstance, ctx: AppContext) {
  const status = z.object({ status: z.string() });
  app.get('/healthz', { config: { auth: 'public' }, schema: { response: { 200: status } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { auth: 'public' }, schema: { response: { 200: status, 503: status } } }, async (_req, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
}
