// Destroys face templates that may no longer be kept (BIPA): FACE_RETENTION_DAYS after their last use, and any
// left for an employee who is no longer active (deactivation deletes at once; this catches anything missed).
import { FACE_RETENTION_DAYS } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { startSweep } from '../../platform/jobs/sweep.ts';

export const FACE_RETENTION_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

/** Every tenant's expired templates (the named cross-tenant lookup), each deleted and audited in its tenant. */
export async function purgeFaceTemplates(ctx: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - FACE_RETENTION_DAYS * 86_400_000);
  const expired = await asSystem(ctx.db, (tx) =>
    queryRows<{ tenant_id: string; employee_id: string; reason: string }>(
      tx,
      sql`SELECT f.tenant_id, f.employee_id,
                 CASE WHEN e.status <> 'active' THEN 'inactive' ELSE 'retention' END AS reason
            FROM face_templates f
            JOIN employees e ON e.tenant_id = f.tenant_id AND e.id = f.employee_id
           WHERE f.last_used_at < ${cutoff.toISOString()}::timestamptz OR e.status <> 'active'
           LIMIT 1000`,
    ),
  );
  for (const row of expired)
    await withTenant(ctx.db, row.tenant_id, async (tx) => {
      await tx.execute(sql`DELETE FROM face_templates WHERE tenant_id = ${row.tenant_id} AND employee_id = ${row.employee_id}`);
      await audit(
        tx,
        { tenantId: row.tenant_id, type: 'system' },
        { action: 'face.deleted', entityType: 'employee', entityId: row.employee_id, details: { reason: row.reason } },
      );
    });
  return expired.length;
}

/** Starts the retention timer (registerWorkers); answers a stop function. */
export function startFaceRetentionSweep(ctx: AppContext): () => void {
  return startSweep(ctx, FACE_RETENTION_SWEEP_INTERVAL_MS, () => purgeFaceTemplates(ctx), {
    count: 'templates',
    done: 'face templates past retention deleted',
    failed: 'face retention sweep failed',
  });
}
