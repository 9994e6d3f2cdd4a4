import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * One line per answered request, at REQUEST_LOG_LEVEL: `info` in production (the access log an operator
 * expects), `debug` elsewhere, so a person running `npm start` sees the one-time codes and errors instead of a
 * line per request. Fastify's own two lines per request are turned off (`disableRequestLogging`); the request
 * and reply go through the logger's serializers like any other line.
 */
export function registerRequestLog(app: FastifyInstance, config: Pick<Config, 'REQUEST_LOG_LEVEL'>): void {
  const level = config.REQUEST_LOG_LEVEL;
  app.addHook('onResponse', async (request, reply) => {
    request.log[level]({ req: request, res: reply, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  });
}
