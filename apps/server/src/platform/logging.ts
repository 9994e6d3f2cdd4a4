// What the request log may hold: no session token, code, password or card number at any level, and no
// user-entered database parameters in error logs.
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import { sqlState } from './http/errors.ts';

export const REDACTED = '[redacted]';

/** Query parameters that may carry a secret (the websocket's access_token, codes, reset tokens, card data). */
const SECRET_PARAM = /token|code|password|secret|signature|otp|^pin$|cvc|card|number/i;

/** The URL with the value of every secret-looking query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // an undecodable name is judged as written
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The first object in the cause chain that has `key` (Drizzle wraps the driver's error in `cause`). */
function fromChain(err: unknown, key: string): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const value = (e as Record<string, unknown>)[key];
    if (typeof value === 'string') return value;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A database error as SQLSTATE, constraint, table and column; its message, detail and the query's
 * parameters hold what a person typed, so they stay out. Other errors use pino's serializer.
 */
export function serializeError(err: unknown) {
  const state = sqlState(err);
  if (!state) return pino.stdSerializers.err(err as Error);
  const query = fromChain(err, 'query');
  return {
    type: 'DatabaseError',
    sqlState: state,
    constraint: fromChain(err, 'constraint'),
    table: fromChain(err, 'table'),
    column: fromChain(err, 'column'),
    routine: fromChain(err, 'routine'),
    // The statement text has placeholders ($1), never the values.
    query: query?.slice(0, 500),
    // Only the frames: the stack's head repeats the message, parameters included.
    stack: (err as Error).stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/** Pino options of the server's logger: redacted request URLs, headers and secret-named fields. */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    stream,
    serializers: { req: serializeRequest as never, err: serializeError },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.newPassword',
        '*.oldPassword',
        '*.token',
        '*.accessToken',
        '*.access_token',
        '*.linkToken',
        '*.confirmationCode',
        '*.SmsConfirmationCode',
        '*.cvc',
        '*.cardNumber',
      ],
      censor: REDACTED,
    },
  };
}
