// The report.export job (issue 15): runs the saved report as the person who asked (the flags and stores kept on
// the export), writes the file page by page recording rows done of the total, then moves it into place. A failure
// marks the export failed with a message and leaves no file: the file appears whole (a rename) or not at all.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { removeQuietly, writeFileAtomically } from '../../platform/uploads/file-store.ts';
import { exportFilePath, REPORT_EXPORT_JOB } from './report-export.service.ts';
import { exportFile } from './report-exports.ts';
import { runReport } from './reports.service.ts';
import { type ReportExportRow, reportExports } from './reports.tables.ts';

const jobData = z.object({ tenantId: z.uuid(), exportId: z.uuid() });

export async function registerReportWorkers(ctx: AppContext) {
  await ctx.jobs.work(REPORT_EXPORT_JOB, async (data) => {
    const { tenantId, exportId } = jobData.parse(data);
    await runReportExport(ctx, tenantId, exportId);
  });
}

/** The asker as an Actor with what they could see when they asked. */
const actorOf = (row: ReportExportRow): Actor => ({
  type: 'admin',
  id: row.requestedBy,
  tenantId: row.tenantId,
  brandId: row.viewer.brandId,
  sessionId: '',
  accessControls: row.viewer.accessControls,
  rolesInfo: { accessControls: {}, roles: [], isStoreOwner: false, ownerMappings: [] },
  isSuperAdmin: row.viewer.isSuperAdmin,
  storeIds: row.viewer.storeIds,
  tenantWide: row.viewer.tenantWide,
  assumedBy: null,
});

export async function runReportExport(ctx: AppContext, tenantId: string, exportId: string) {
  const set = (values: Partial<ReportExportRow>, only: ReportExportRow['status'][] = ['queued', 'running']) =>
    withTenant(ctx.db, tenantId, (tx) =>
      tx
        .update(reportExports)
        .set(values)
        .where(and(eq(reportExports.tenantId, tenantId), eq(reportExports.id, exportId), inArray(reportExports.status, only)))
        .returning(),
    );
  // Only a queued or running export is taken (a retried job of a finished one does nothing).
  const [row] = await set({ status: 'running', rowsDone: 0 });
  if (!row) return;
  const target = exportFilePath(ctx.config.DATA_DIR, row);
  try {
    const result = await runReport(ctx.db, actorOf(row), row.reportId, { from: row.fromDate, to: row.toDate });
    await set({ rowsTotal: result.rows.length });
    const file = await exportFile(result, row.format, async (rowsDone) => {
      await set({ rowsDone });
    });
    const size = await writeFileAtomically(ctx.config.DATA_DIR, target, file.bytes);
    const [done] = await set({
      status: 'succeeded',
      rowsDone: result.rows.length,
      fileName: file.name,
      fileSize: size,
      finishedAt: ctx.now(),
    });
    if (!done) await removeQuietly(target);
  } catch (err) {
    await removeQuietly(target);
    const known = err instanceof AppError;
    if (!known) ctx.log.error({ err, exportId }, 'report export failed');
    await set({
      status: 'failed',
      errorMessage: known ? err.message : 'The export stopped on an unexpected error: try again.',
      finishedAt: ctx.now(),
    });
  }
}
