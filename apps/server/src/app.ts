import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { modules } from './modules/index.ts';
import { registerGuard } from './platform/auth/guard.ts';
import { BODY_LIMIT_BYTES, frameworkErrors, registerErrorHandler } from './platform/http/error-handler.ts';
import { registerHealth } from './platform/http/health.ts';
import { AppMetrics } from './platform/metrics/metrics.ts';
import { registerMetrics } from './platform/metrics/metrics.routes.ts';
import { registerRequestLog } from './platform/http/request-log.ts';
import { registerRequestOrigin } from './platform/http/request-origin.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { serveWeb } from './platform/http/serve-web.ts';
import { createGateway } from './platform/payments/create-gateway.ts';
import type { PaymentGateway } from './platform/payments/gateway.ts';
import { loggerOptions } from './platform/logging.ts';
import { configureImageDecoding } from './platform/uploads/image-processing.ts';
import type { DestinationStream } from 'pino';

export interface BuildAppOptions {
  /** gateway: built from config (PAYMENT_GATEWAY) when not given. */
  context: Omit<AppContext, 'log' | 'gateway' | 'metrics'> & { gateway?: PaymentGateway };
  /**
   * false: no logs (tests); a logger from createLogger (shared with the pool and the job queue); else the level
   * (config LOG_LEVEL by default) and where the JSON lines go (stdout), with the redacting serializers.
   */
  logger?: false | { level: string; stream?: DestinationStream } | FastifyBaseLogger;
}

/** The process's one logger: main.ts hands it to the database pool and the job queue, then to the app. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): FastifyBaseLogger {
  const { stream, ...options } = loggerOptions(config.LOG_LEVEL, destination);
  return stream ? pino(options, stream) : pino(options);
}

const isLoggerInstance = (logger: BuildAppOptions['logger']): logger is FastifyBaseLogger =>
  typeof logger === 'object' && 'child' in logger;

/** Builds the whole server; tests build the same app and call it through app.inject. */
export async function buildApp({ context, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(isLoggerInstance(logger)
      ? { loggerInstance: logger }
      : { logger: logger === false ? false : loggerOptions(logger?.level ?? context.config.LOG_LEVEL, logger?.stream) }),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: context.config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    // One line per request at REQUEST_LOG_LEVEL instead (platform/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestLog(app, context.config);
  configureImageDecoding(context.config.IMAGE_DECODE_CONCURRENCY);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app, context.config);

  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: { info: { title: 'Salon platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerErrorHandler(app);
  const metrics = new AppMetrics(context.database);
  const ctx: AppContext = {
    ...context,
    log: app.log,
    gateway: context.gateway ?? createGateway(context.config, context.database),
    metrics,
  };
  registerMetrics(app, ctx, metrics);
  await registerGuard(app, ctx.database);
  registerRequestOrigin(app, ctx);
  registerHealth(app, ctx);
  for (const plugin of modules) await app.register(plugin, { ctx });
  await serveWeb(app, ctx);
  return app;
}
