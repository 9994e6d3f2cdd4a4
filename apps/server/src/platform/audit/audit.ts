import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** Records who did what, with both identities when an admin acts as another employee. */
export async function audit(tx: Tx, actor: Actor | { tenantId: string; type: 'system' }, entry: AuditEntry, requestId?: string) {
  const isPerson = actor.type !== 'system';
  await tx.insert(auditLog).values({
    tenantId: actor.tenantId,
    actorType: actor.type,
    actorId: isPerson ? actor.id : null,
    assumedById: isPerson ? actor.assumedBy : null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
    requestId,
  });
}
