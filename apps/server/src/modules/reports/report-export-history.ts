// A person's recent exports of a report (issue 15: an export in progress is found again after a reload) and the
// retention sweep: an export and its file are kept REPORT_EXPORT_KEEP_DAYS days, then deleted.
import { RECENT_REPORT_EXPORTS, REPORT_EXPORT_KEEP_DAYS, type ReportExport } from '@salon/shared';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { removeQuietly } from '../../platform/uploads/file-store.ts';
import { exportFilePath, presentExport } from './report-export.service.ts';
import { type ReportExportRow, reportDefinitions, reportExports } from './reports.tables.ts';
import { startSweep } from '../../platform/jobs/sweep.ts';

export const REPORT_EXPORT_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The person's own exports of the report from the kept days, newest first (anyone else's are never listed); a report
 * that is not the tenant's is a 404.
 */
export async function recentExports(db: Db, actor: Actor, reportId: string, now: Date): Promise<ReportExport[]> {
  const since = new Date(now.getTime() - REPORT_EXPORT_KEEP_DAYS * DAY_MS);
  const rows = await withTenant(db, actor.tenantId, async (tx) => {
    const [report] = await tx
      .select({ id: reportDefinitions.id })
      .from(reportDefinitions)
      .where(and(eq(reportDefinitions.tenantId, actor.tenantId), eq(reportDefinitions.id, reportId)));
    if (!report) throw notFound('Report');
    return tx
      .select({ x: reportExports, name: reportDefinitions.name })
      .from(reportExports)
      .innerJoin(
        reportDefinitions,
        and(eq(reportDefinitions.tenantId, reportExports.tenantId), eq(reportDefinitions.id, reportExports.reportId)),
      )
      .where(
        and(
          eq(reportExports.tenantId, actor.tenantId),
          eq(reportExports.requestedBy, actor.id),
          eq(reportExports.reportId, reportId),
          gte(reportExports.createdAt, since),
        ),
      )
      .orderBy(desc(reportExports.createdAt))
      .limit(RECENT_REPORT_EXPORTS);
  });
  return rows.map((r) => presentExport(r.x, r.name));
}

/**
 * Every tenant's exports asked for more than REPORT_EXPORT_KEEP_DAYS ago (the named cross-tenant lookup): each row is
 * deleted in its tenant, then its file. A file whose delete fails is only an orphan; the row is gone either way.
 */
export async function purgeReportExports(ctx: Pick<AppContext, 'db' | 'now' | 'config'>): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - REPORT_EXPORT_KEEP_DAYS * DAY_MS);
  const expired = await asSystem(ctx.db, (tx) =>
    queryRows<{ tenant_id: string; id: string; format: ReportExportRow['format'] }>(
      tx,
      sql`SELECT tenant_id, id, format FROM report_exports WHERE created_at < ${cutoff.toISOString()}::timestamptz LIMIT 1000`,
    ),
  );
  for (const row of expired) {
    await withTenant(ctx.db, row.tenant_id, (tx) =>
      tx.delete(reportExports).where(and(eq(reportExports.tenantId, row.tenant_id), eq(reportExports.id, row.id))),
    );
    await removeQuietly(exportFilePath(ctx.config.DATA_DIR, { tenantId: row.tenant_id, id: row.id, format: row.format }));
  }
  return expired.length;
}

/** Starts the retention timer (registerWorkers); answers a stop function. */
export function startReportExportSweep(ctx: AppContext): () => void {
  return startSweep(ctx, REPORT_EXPORT_SWEEP_INTERVAL_MS, () => purgeReportExports(ctx), {
    count: 'exports',
    done: 'report exports past retention deleted',
    failed: 'report export sweep failed',
  });
}
