import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { modules } from './modules/index.ts';
import { registerGuard } from './platform/auth/guard.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerHealth } from './platform/http/health.ts';
import { createGateway } from './platform/payments/create-gateway.ts';
import type { PaymentGateway } from './platform/payments/gateway.ts';

export interface BuildAppOptions {
  /** gateway: built from config (PAYMENT_GATEWAY) when not given. */
  context: Omit<AppContext, 'log' | 'gateway'> & { gateway?: PaymentGateway };
  logger?: boolean | { level: string };
}

/** Builds the whole server; tests build the same app and call it through app.inject. */
export async function buildApp({ context, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: context.config.LOG_LEVEL },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: context.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
  });

  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: { info: { title: 'Salon platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerErrorHandler(app);
  const ctx: AppContext = { ...context, log: app.log, gateway: context.gateway ?? createGateway(context.config, context.database) };
  await registerGuard(app, ctx.database);
  registerHealth(app, ctx);
  for (const plugin of modules) await app.register(plugin, { ctx });
  await serveWeb(app, ctx);
  return app;
}

/** Hashed build output (`/assets/*`) never changes under its name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app with a history fallback; /api stays JSON. The build writes `.br` and `.gz`
 * beside each file (apps/web/vite.config.ts), sent to browsers that accept them.
 */
async function serveWeb(app: FastifyInstance, ctx: AppContext) {
  const dist = path.resolve(ctx.config.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist'));
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
