// Report exports (issue 15): a small export is made in the request that asks; a large one (more rows than
// REPORT_EXPORT_BACKGROUND_ROWS) is queued for the report.export job and followed by its progress. Either way the
// file is kept with the uploads and only its asker may see the export or download it (anyone else: 404).
import type { ReportExport, ReportExportInput } from '@salon/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { madeFilePath, writeFileAtomically } from '../../platform/uploads/file-store.ts';
import { exportFile } from './report-exports.ts';
import { runReport } from './reports.service.ts';
import { type ReportExportRow, reportDefinitions, reportExports } from './reports.tables.ts';

export const REPORT_EXPORT_JOB = 'report.export';

export const exportFilePath = (dataDir: string, row: Pick<ReportExportRow, 'tenantId' | 'id' | 'format'>) =>
  madeFilePath(dataDir, row.tenantId, 'report-exports', row.id, row.format);

export function presentExport(row: ReportExportRow, reportName: string): ReportExport {
  return {
    id: row.id,
    reportId: row.reportId,
    reportName,
    format: row.format,
    from: row.fromDate,
    to: row.toDate,
    status: row.status,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    background: row.background,
    errorMessage: row.errorMessage,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Starts an export of the run from..to. The run is made here as the person (access, deactivated report, limited
 * view); up to the limit its file is written at once (answered succeeded), above it the export is queued. A
 * second ask while one for the same report, format and dates is queued or running answers that one.
 */
export async function startExport(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  input: ReportExportInput,
  requestId: string,
): Promise<{ export: ReportExport; created: boolean }> {
  const result = await runReport(ctx.db, actor, reportId, { from: input.from, to: input.to });
  const background = result.rows.length > ctx.config.REPORT_EXPORT_BACKGROUND_ROWS;
  const viewer = {
    accessControls: actor.accessControls,
    isSuperAdmin: actor.isSuperAdmin,
    storeIds: actor.storeIds,
    tenantWide: actor.tenantWide,
    brandId: actor.brandId,
  };
  const values = {
    tenantId: actor.tenantId,
    reportId,
    requestedBy: actor.id,
    format: input.format,
    fromDate: input.from,
    toDate: input.to,
    viewer,
    background,
  };
  if (!background) {
    const file = await exportFile(result, input.format);
    const row = await withTenant(ctx.db, actor.tenantId, async (tx) => {
      const [inserted] = await tx
        .insert(reportExports)
        .values({ ...values, status: 'succeeded', rowsDone: result.rows.length, rowsTotal: result.rows.length, fileName: file.name })
        .returning();
      // Written inside the transaction: a failed write leaves no row, a failed commit an orphan file only.
      const size = await writeFileAtomically(ctx.config.DATA_DIR, exportFilePath(ctx.config.DATA_DIR, inserted!), file.bytes);
      const [done] = await tx
        .update(reportExports)
        .set({ fileSize: size, finishedAt: ctx.now() })
        .where(and(eq(reportExports.tenantId, actor.tenantId), eq(reportExports.id, inserted!.id)))
        .returning();
      await exportAudit(tx, actor, done!, requestId);
      return done!;
    });
    return { export: presentExport(row, result.definition.name), created: true };
  }
  let row: ReportExportRow;
  try {
    row = await withTenant(ctx.db, actor.tenantId, async (tx) => {
      const [inserted] = await tx.insert(reportExports).values(values).returning();
      await exportAudit(tx, actor, inserted!, requestId);
      return inserted!;
    });
  } catch (err) {
    if (sqlState(err) !== '23505') throw err;
    const pending = await withTenant(ctx.db, actor.tenantId, (tx) =>
      tx
        .select()
        .from(reportExports)
        .where(
          and(
            eq(reportExports.tenantId, actor.tenantId),
            eq(reportExports.requestedBy, actor.id),
            eq(reportExports.reportId, reportId),
            eq(reportExports.format, input.format),
            eq(reportExports.fromDate, input.from),
            eq(reportExports.toDate, input.to),
            inArray(reportExports.status, ['queued', 'running']),
          ),
        ),
    );
    if (!pending[0]) throw err;
    return { export: presentExport(pending[0], result.definition.name), created: false };
  }
  await ctx.jobs.send(REPORT_EXPORT_JOB, { tenantId: actor.tenantId, exportId: row.id }, { singletonKey: row.id });
  return { export: presentExport(row, result.definition.name), created: true };
}

async function exportAudit(tx: Tx, actor: Actor, row: ReportExportRow, requestId: string) {
  await audit(
    tx,
    actor,
    {
      action: 'report.export',
      entityType: 'report_definition',
      entityId: row.reportId,
      details: { exportId: row.id, format: row.format, from: row.fromDate, to: row.toDate, background: row.background },
    },
    requestId,
  );
}

/** The person's own export; anyone else's, or another tenant's, is a 404. */
export async function getExport(db: Db, actor: Actor, id: string): Promise<{ row: ReportExportRow; export: ReportExport }> {
  const [found] = await withTenant(db, actor.tenantId, (tx) =>
    tx
      .select({ x: reportExports, name: reportDefinitions.name })
      .from(reportExports)
      .innerJoin(
        reportDefinitions,
        and(eq(reportDefinitions.tenantId, reportExports.tenantId), eq(reportDefinitions.id, reportExports.reportId)),
      )
      .where(and(eq(reportExports.tenantId, actor.tenantId), eq(reportExports.id, id), eq(reportExports.requestedBy, actor.id))),
  );
  if (!found) throw notFound('Export');
  return { row: found.x, export: presentExport(found.x, found.name) };
}
