import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Hashed build output (`/assets/*`) never changes under its name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app with a history fallback; /api stays JSON. The build writes `.br` and `.gz`
 * beside each file (apps/web/vite.config.ts), sent to browsers that accept them.
 */
export async function serveWeb(app: FastifyInstance, ctx: AppContext) {
  const dist = path.resolve(ctx.config.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../../../web/dist'));
  if (!existsSync(path.join(dist, 'index.html'))) return;
  const assets = path.join(dist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache'),
  });
  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, (request, reply) => {
    // An unknown API path answers the JSON 404, never the app's page.
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    const file = request.url.split('?')[0].slice(1);
    if (file && existsSync(path.join(dist, file)) && !file.includes('..')) return reply.sendFile(file);
    // A chunk of an older build is a 404, not the page (a script answered with HTML fails obscurely).
    if (file.startsWith('assets/')) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
