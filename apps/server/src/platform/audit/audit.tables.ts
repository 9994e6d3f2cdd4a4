import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId, tenantPk } from '../../db/columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: rowId(),
    tenantId: tenantId(),
    actorType: text('actor_type', { enum: ['admin', 'customer', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    assumedById: uuid('assumed_by_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [tenantPk(t), index('audit_log_entity_idx').on(t.tenantId, t.entityType, t.entityId, t.createdAt)],
);
