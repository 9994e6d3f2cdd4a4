import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId, tenantPk } from '../../db/columns.ts';

/**
 * One row per Idempotency-Key of a tenant. The row is inserted first, in the request's transaction, so
 * a concurrent request with the same key waits on the unique index and then replays the stored answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: rowId(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    actorId: uuid('actor_id'),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    tenantPk(t),
    uniqueIndex('idempotency_keys_uq').on(t.tenantId, t.key),
    index('idempotency_keys_expiry_idx').on(t.tenantId, t.expiresAt),
  ],
);
