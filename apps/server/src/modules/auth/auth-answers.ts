import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AuthUrls, userTypeOf } from './auth-urls.ts';

// How /api/auth answers an address, as next-auth v4 does: JSON `{ url }` to its client (json=true),
// a 302 to a browser's own form post.

type RawBody = { json?: unknown; userType?: unknown; callbackUrl?: unknown } | undefined;

/** A browser's plain form post (form-encoded, no json flag): it gets a redirect instead of JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  const json = (request.body as RawBody)?.json;
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') && json !== 'true' && json !== true;
}

/** `{ url }` with that status, or a 302 to `formUrl` (default: the same address) for a form post. */
export function answerUrl(request: FastifyRequest, reply: FastifyReply, status: number, url: string, formUrl = url) {
  if (isFormPost(request)) return reply.redirect(formUrl, 302);
  return reply.status(status).send({ url });
}

/** The posts whose answer the client reads a url from: callback/*, signin/*, signout. */
const answersUrl = (request: FastifyRequest) =>
  request.method === 'POST' && /^\/api\/auth\/(callback\/|signin\/|signout(\?|$))/.test(request.url);

/** The error value for a refused post, from its status and error code. */
export function errorValueOf(status: number, code: string | undefined, path: string): string {
  if (code === 'CSRF_MISMATCH') return 'CsrfMismatch';
  if (status === 429) return 'TooManyAttempts';
  if (status >= 500) return 'Configuration';
  if (path.includes('/callback/')) return 'CredentialsSignin';
  if (path.includes('/signin/')) return 'EmailSignin';
  return 'Default';
}

/** What a refused post said about who and where: echoed into the error address (made safe there). */
function contextOf(request: FastifyRequest) {
  const body = request.body as RawBody;
  return {
    userType: userTypeOf(body?.userType),
    callbackUrl: typeof body?.callbackUrl === 'string' ? body.callbackUrl : undefined,
  };
}

const isErrorBody = (payload: unknown): payload is { error: { code?: string }; url?: string } =>
  typeof payload === 'object' && payload !== null && 'error' in payload && !('url' in payload);

/**
 * A post refused before or outside its handler (CSRF, malformed input, a server error) still answers
 * an error url beside the usual error body, so the client can read `error`; a form post is sent back
 * to the sign-in page with that error instead.
 */
export function registerFailureUrls(instance: FastifyInstance, urls: AuthUrls) {
  const parent = instance.errorHandler;
  instance.setErrorHandler(function (err, request, reply) {
    if (!answersUrl(request) || !isFormPost(request)) return parent.call(this, err, request, reply);
    const { statusCode, code } = (err ?? {}) as { statusCode?: unknown; code?: unknown };
    const status = typeof statusCode === 'number' ? statusCode : 500;
    if (status >= 500) request.log.error({ err }, 'sign-in form post failed');
    const error = errorValueOf(status, typeof code === 'string' ? code : undefined, request.url);
    return reply.redirect(urls.signIn({ error, ...contextOf(request) }), 302);
  });
  instance.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !answersUrl(request) || !isErrorBody(payload)) return payload;
    const error = errorValueOf(reply.statusCode, payload.error.code, request.url);
    return { ...payload, url: urls.error(error, contextOf(request)) };
  });
}
