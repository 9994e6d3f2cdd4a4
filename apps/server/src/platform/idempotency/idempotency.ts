import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError, invalid } from '../http/errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A key is remembered this long; after that the same key starts a new request. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

/** The request's Idempotency-Key header (8-200 visible ASCII characters), or undefined when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (!KEY_PATTERN.test(value)) throw invalid({ 'Idempotency-Key': 'Use 8 to 200 visible characters, e.g. a UUID' });
  return value;
}

export interface IdempotencyScope {
  tenantId: string;
  key: string;
  actorId: string | null;
  /** The operation, e.g. 'POST Appointment/Create': a key is never shared between operations. */
  route: string;
  body: unknown;
}

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/** Same JSON whatever the key order: a client re-serialising the body still matches. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (route: string, body: unknown) =>
  createHash('sha256')
    .update(`${route}\n${canonical(body)}`)
    .digest('hex');

export const keyReused = () =>
  new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request. Use a new key.');

/**
 * Runs `run` at most once per (tenant, key), in the caller's transaction. The key row is inserted
 * first: a concurrent request with the same key waits on the unique index until the first commits,
 * then finds its row and replays the stored answer (or, if the first rolled back, runs itself). An
 * answer is stored only when `run` succeeds, so a failed request can be retried with the same key.
 * The same key with a different body, operation or actor is refused with IDEMPOTENCY_KEY_REUSED (422).
 */
export async function runIdempotent<T>(
  tx: Tx,
  scope: IdempotencyScope,
  now: Date,
  run: () => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash(scope.route, scope.body);
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, scope.tenantId), eq(idempotencyKeys.key, scope.key), lte(idempotencyKeys.expiresAt, now)));
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_HOURS * 3_600_000);
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`insert into idempotency_keys (id, tenant_id, key, actor_id, route, request_hash, created_at, expires_at)
        values (${randomUUID()}, ${scope.tenantId}, ${scope.key}, ${scope.actorId}, ${scope.route}, ${hash},
                ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz)
        on conflict (tenant_id, key) do nothing
        returning id`,
  );
  if (!inserted.length) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, scope.tenantId), eq(idempotencyKeys.key, scope.key)));
    if (!stored || stored.requestHash !== hash || stored.route !== scope.route || stored.actorId !== scope.actorId) throw keyReused();
    if (stored.statusCode === null) throw new AppError(409, 'CONFLICT', 'A request with this Idempotency-Key is still in progress.');
    return { statusCode: stored.statusCode, body: stored.responseBody as T, replayed: true };
  }
  const answer = await run();
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body as never })
    .where(eq(idempotencyKeys.id, inserted[0].id));
  return { ...answer, replayed: false };
}

/** runIdempotent when the request sent a key; without one, `run` simply runs (a create without a key is allowed). */
export async function runIfKeyed<T>(
  tx: Tx,
  scope: Omit<IdempotencyScope, 'key'> & { key?: string },
  now: Date,
  run: () => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  if (!scope.key) return { ...(await run()), replayed: false };
  return runIdempotent(tx, { ...scope, key: scope.key }, now, run);
}

/** Sends an idempotent answer with its status, marking a replay with the `idempotent-replayed` header. */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}
