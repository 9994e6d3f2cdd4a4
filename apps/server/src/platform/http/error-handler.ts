import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, sqlState } from './errors.ts';
import { validationFields } from './validation-fields.ts';

/** The largest JSON or form body (uploads have their own 15 MB limit, UPLOAD_RULES). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

type Body = { message: string; error: { code: string; fields?: Record<string, string>; requestId?: string } };

/** Turns every failure into API.md's body; nothing about SQL or stacks leaves the server. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, body: Body) => reply.status(status).send(body);
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return send(err.statusCode, { message: err.message, error: { code: err.code, fields: err.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = validationFields(err.validation, err.validationContext);
      return send(422, { message: 'Please correct the highlighted fields.', error: { code: 'VALIDATION_FAILED', fields } });
    }
    const state = sqlState(err);
    if (state === '23P01' || state === '40P01' || state === '23505' || state === '40001') {
      return send(409, { message: 'This conflicts with another change. Please refresh and try again.', error: { code: 'CONFLICT' } });
    }
    if (state === '23503') return send(404, { message: 'A referenced record was not found.', error: { code: 'NOT_FOUND' } });
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = `${BODY_LIMIT_BYTES / (1024 * 1024)} MB`;
      return send(413, { message: `The request body is larger than the ${limit} limit.`, error: { code: 'BODY_TOO_LARGE' } });
    }
    if (err.statusCode === 413) {
      return send(413, { message: 'The upload is larger than the 15 MB limit.', error: { code: 'PAYLOAD_TOO_LARGE' } });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) {
      return send(415, { message: 'This content type is not supported.', error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    }
    if (err.statusCode === 429) {
      return send(429, { message: 'Too many requests. Please try again later.', error: { code: 'RATE_LIMITED' } });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(400, { message: 'The request could not be read.', error: { code: 'MALFORMED_REQUEST' } });
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, {
      message: `Something went wrong on our side (request ${request.id}).`,
      error: { code: 'INTERNAL', requestId: request.id },
    });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, error: { code: 'NOT_FOUND' } }),
  );
}

/** Errors Fastify raises before a route is found (a URL that is not valid UTF-8): the app's body, not Fastify's. */
export function frameworkErrors(_err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send({ message: 'The request could not be read.', error: { code: 'MALFORMED_REQUEST' } } satisfies Body);
}
