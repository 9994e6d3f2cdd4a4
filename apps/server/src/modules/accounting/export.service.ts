// Starting an export, its history and its offline files (issue 16).
import {
  type AccountingExport,
  type ExportInput,
  exportInputSchema,
  type FileEntry,
  journalCsv,
  journalIif,
  mappingFor,
} from '@salon/shared';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { conflict, notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type AccountingExportRow, accountingEntries, accountingExports, accountingStoreGroups } from './accounting.tables.ts';
import { ACCOUNTING_EXPORT_JOB, initialStages } from './export-job.ts';
import { groupMappings, loadGroup } from './store-groups.service.ts';

function present(row: AccountingExportRow, groupName: string, documents: number): AccountingExport {
  return {
    id: row.id,
    groupId: row.groupId,
    groupName,
    from: row.fromDate,
    to: row.toDate,
    mode: row.mode,
    status: row.status,
    stages: row.stages.map((s) => ({ ...s, stage: s.stage as AccountingExport['stages'][number]['stage'] })),
    error: row.errorMessage ? { message: row.errorMessage, category: row.errorCategory } : null,
    entries: { posted: row.posted, adjustments: row.adjustments, unchanged: row.unchanged, documents },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function startExport(
  ctx: AppContext,
  actor: Actor,
  groupId: string,
  input: ExportInput,
  requestId: string,
): Promise<AccountingExport> {
  const value = exportInputSchema.parse(input);
  let row: AccountingExportRow;
  try {
    row = await withTenant(ctx.db, actor.tenantId, async (tx) => {
      await loadGroup(tx, actor, groupId);
      const [inserted] = await tx
        .insert(accountingExports)
        .values({
          tenantId: actor.tenantId,
          groupId,
          fromDate: value.from,
          toDate: value.to,
          mode: value.mode,
          stages: initialStages(),
          createdBy: actor.id,
        })
        .returning();
      await audit(
        tx,
        actor,
        { action: 'accounting.export.start', entityType: 'accounting_export', entityId: inserted!.id, details: { groupId, ...value } },
        requestId,
      );
      return inserted!;
    });
  } catch (err) {
    if (sqlState(err) === '23P01') throw await rangeLocked(ctx.db, actor.tenantId, groupId, value.from, value.to);
    throw err;
  }
  await ctx.jobs.send(ACCOUNTING_EXPORT_JOB, { tenantId: actor.tenantId, exportId: row.id }, { singletonKey: row.id });
  return getExport(ctx.db, actor, row.id);
}

/** The 409 of the range lock, naming the dates of the export that holds them. */
async function rangeLocked(db: Db, tenantId: string, groupId: string, from: string, to: string) {
  const [running] = await withTenant(db, tenantId, (tx) =>
    tx
      .select({ from: accountingExports.fromDate, to: accountingExports.toDate })
      .from(accountingExports)
      .where(
        and(
          eq(accountingExports.tenantId, tenantId),
          eq(accountingExports.groupId, groupId),
          inArray(accountingExports.status, ['queued', 'running']),
          lte(accountingExports.fromDate, to),
          gte(accountingExports.toDate, from),
        ),
      )
      .limit(1),
  );
  const held = running ? ` (${running.from} to ${running.to})` : '';
  return conflict(
    `An export of this store group for overlapping dates${held} is already running: wait for it to finish or choose dates that do not overlap.`,
    { from: 'These dates are being exported' },
  );
}

async function documentsOf(db: Db, tenantId: string, exportId: string) {
  return withTenant(db, tenantId, (tx) =>
    tx
      .select({ e: accountingEntries, storeName: stores.name })
      .from(accountingEntries)
      .innerJoin(stores, and(eq(stores.tenantId, accountingEntries.tenantId), eq(stores.id, accountingEntries.storeId)))
      .where(and(eq(accountingEntries.tenantId, tenantId), eq(accountingEntries.exportId, exportId)))
      .orderBy(asc(accountingEntries.day), asc(stores.name), asc(accountingEntries.version)),
  );
}

export async function getExport(db: Db, actor: Actor, id: string): Promise<AccountingExport> {
  const found = await withTenant(db, actor.tenantId, async (tx) => {
    const [r] = await tx
      .select({ x: accountingExports, groupName: accountingStoreGroups.name })
      .from(accountingExports)
      .innerJoin(
        accountingStoreGroups,
        and(eq(accountingStoreGroups.tenantId, accountingExports.tenantId), eq(accountingStoreGroups.id, accountingExports.groupId)),
      )
      .where(and(eq(accountingExports.tenantId, actor.tenantId), eq(accountingExports.id, id)));
    return r;
  });
  if (!found) throw notFound('Export');
  return present(found.x, found.groupName, (await documentsOf(db, actor.tenantId, id)).length);
}

export async function listExports(db: Db, actor: Actor, groupId?: string): Promise<{ items: AccountingExport[] }> {
  const rows = await withTenant(db, actor.tenantId, (tx) =>
    tx
      .select({ x: accountingExports, groupName: accountingStoreGroups.name })
      .from(accountingExports)
      .innerJoin(
        accountingStoreGroups,
        and(eq(accountingStoreGroups.tenantId, accountingExports.tenantId), eq(accountingStoreGroups.id, accountingExports.groupId)),
      )
      .where(
        groupId
          ? and(eq(accountingExports.tenantId, actor.tenantId), eq(accountingExports.groupId, groupId))
          : eq(accountingExports.tenantId, actor.tenantId),
      )
      .orderBy(desc(accountingExports.createdAt))
      .limit(100),
  );
  const items: AccountingExport[] = [];
  for (const r of rows) items.push(present(r.x, r.groupName, (await documentsOf(db, actor.tenantId, r.x.id)).length));
  return { items };
}

/** The export's documents as QBO journal-import CSV or QuickBooks Desktop IIF. */
export async function exportFile(db: Db, actor: Actor, id: string, format: 'csv' | 'iif') {
  const ex = await getExport(db, actor, id);
  const docs = await documentsOf(db, actor.tenantId, id);
  const mappings = await withTenant(db, actor.tenantId, (tx) => groupMappings(tx, actor.tenantId, ex.groupId));
  const entries: FileEntry[] = docs.map(({ e, storeName }) => ({
    docNumber: e.docNumber,
    date: e.day,
    className: storeName,
    lines: e.lines.map((l) => ({
      accountName: mappingFor(mappings, l)?.accountName ?? l.category,
      postingType: l.postingType,
      amountCents: l.amountCents,
      description: l.description,
    })),
  }));
  const body = format === 'csv' ? journalCsv(entries) : journalIif(entries);
  const filename = `journal-${ex.from}-${ex.to}.${format}`;
  return { body, filename, type: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/octet-stream' };
}
