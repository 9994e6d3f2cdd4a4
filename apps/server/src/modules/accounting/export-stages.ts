// The export's stage progress row (issue 16), updated under a row lock as each stage moves.
import { ACCOUNTING_EXPORT_STAGES, type ExportStage } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type AccountingExportRow, accountingExports, type StageProgress } from './accounting.tables.ts';

export const initialStages = (): StageProgress[] =>
  ACCOUNTING_EXPORT_STAGES.map((stage) => ({ stage, status: 'pending', done: 0, total: 0 }));

export async function setStage(
  ctx: AppContext,
  tenantId: string,
  exportId: string,
  stage: ExportStage,
  patch: Partial<StageProgress>,
  extra: Partial<AccountingExportRow> = {},
) {
  await withTenant(ctx.db, tenantId, async (tx) => {
    const [row] = await tx
      .select({ stages: accountingExports.stages })
      .from(accountingExports)
      .where(and(eq(accountingExports.tenantId, tenantId), eq(accountingExports.id, exportId)))
      .for('update');
    const stages = (row?.stages ?? initialStages()).map((s) => (s.stage === stage ? { ...s, ...patch } : s));
    await tx
      .update(accountingExports)
      .set({ stages, ...extra })
      .where(and(eq(accountingExports.tenantId, tenantId), eq(accountingExports.id, exportId)));
  });
}
