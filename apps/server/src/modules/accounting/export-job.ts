// The export job (issue 16) through the spec's stages: beginExport (range, mappings, connection),
// exportStarted (the dates are locked: no two queued or running exports of a group overlap), preparation (daily
// totals per store in its local days), documentPreparation (one balanced entry per store per day, or an
// adjustment of a day posted before), posting (deterministic request ids: a retry never posts twice).
import { createHash } from 'node:crypto';
import {
  adjustmentLines,
  dailyJournalLines,
  instantToWallClock,
  type DailyTotals,
  debitsOf,
  type ExportStage,
  isBalanced,
  type JournalLine,
  POSTING_CATEGORY_LABELS,
  type PostingCategory,
} from '@salon/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { companyName, IntuitThrottled } from '../../platform/accounting/intuit-client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type AccountingExportRow, accountingEntries, accountingExports } from './accounting.tables.ts';
import { withSession } from './connection.service.ts';
import { postPending } from './export-posting.ts';
import { initialStages, setStage } from './export-stages.ts';

export { initialStages };
import { storeDays } from './export-data.ts';
import { groupMappings, groupStores, unmappedOf } from './store-groups.service.ts';

export const ACCOUNTING_EXPORT_JOB = 'accounting.export';
const jobData = z.object({ tenantId: z.uuid(), exportId: z.uuid() });

/** sha256(tenant|store|day|version): the same document always asks QuickBooks with the same requestid. */
export const requestIdOf = (tenantId: string, storeId: string, day: string, version: number) =>
  createHash('sha256').update(`${tenantId}|${storeId}|${day}|${version}`).digest('hex').slice(0, 40);
/** QuickBooks allows 21 characters: S<store>-<yyyymmdd>[-A<n>]. */
export const docNumberOf = (storeId: string, day: string, version: number) =>
  `S${storeId.slice(0, 6)}-${day.replaceAll('-', '')}${version > 1 ? `-A${version - 1}` : ''}`;

class StageFailure extends Error {
  constructor(
    message: string,
    readonly category: PostingCategory | null = null,
  ) {
    super(message);
  }
}

export async function registerAccountingWorkers(ctx: AppContext) {
  await ctx.jobs.work(ACCOUNTING_EXPORT_JOB, async (data) => {
    const { tenantId, exportId } = jobData.parse(data);
    await runExport(ctx, tenantId, exportId);
  });
}

export async function runExport(ctx: AppContext, tenantId: string, exportId: string) {
  const ex = await withTenant(ctx.db, tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(accountingExports)
      .where(and(eq(accountingExports.tenantId, tenantId), eq(accountingExports.id, exportId)));
    return row;
  });
  if (!ex || ex.status === 'succeeded' || ex.status === 'failed') return;
  const done = (stage: ExportStage) => ex.stages.find((s) => s.stage === stage)?.status === 'done';
  let current: ExportStage = 'beginExport';
  try {
    await withTenant(ctx.db, tenantId, (tx) =>
      tx.update(accountingExports).set({ status: 'running' }).where(eq(accountingExports.id, exportId)),
    );
    if (!done('documentPreparation')) {
      current = 'beginExport';
      await setStage(ctx, tenantId, exportId, current, { status: 'running' });
      const { stores } = await beginExport(ctx, tenantId, ex);
      await setStage(ctx, tenantId, exportId, current, { status: 'done', done: 1, total: 1 });
      current = 'exportStarted';
      await setStage(ctx, tenantId, exportId, current, { status: 'done', done: 1, total: 1 });
      current = 'preparation';
      await setStage(ctx, tenantId, exportId, current, { status: 'running', total: stores.length });
      const days: DailyTotals[] = [];
      for (const [i, store] of stores.entries()) {
        days.push(...(await withTenant(ctx.db, tenantId, (tx) => storeDays(tx, tenantId, store, ex.fromDate, ex.toDate))));
        await setStage(ctx, tenantId, exportId, current, { done: i + 1 });
      }
      await setStage(ctx, tenantId, exportId, current, { status: 'done' });
      current = 'documentPreparation';
      await setStage(ctx, tenantId, exportId, current, { status: 'running', total: days.length });
      const counts = await withTenant(ctx.db, tenantId, (tx) => prepareDocuments(tx, tenantId, ex, days));
      await setStage(
        ctx,
        tenantId,
        exportId,
        current,
        { status: 'done', done: days.length },
        { adjustments: counts.adjustments, unchanged: counts.unchanged },
      );
    }
    current = 'posting';
    if (ex.mode === 'post') await postPending(ctx, tenantId, ex);
    await setStage(ctx, tenantId, exportId, current, { status: 'done' }, { status: 'succeeded', finishedAt: ctx.now() });
  } catch (err) {
    if (err instanceof IntuitThrottled) {
      // Intuit asks for a pause (429): the same job comes back; posted entries are skipped, the rest keep their ids.
      await ctx.jobs.send(ACCOUNTING_EXPORT_JOB, { tenantId, exportId }, { startAfterSeconds: err.retryAfterSeconds });
      return;
    }
    const known = err instanceof StageFailure || err instanceof AppError;
    if (!known) ctx.log.error({ err, exportId }, 'accounting export failed');
    await setStage(
      ctx,
      tenantId,
      exportId,
      current,
      { status: 'failed' },
      {
        status: 'failed',
        finishedAt: ctx.now(),
        errorMessage: known ? (err as Error).message : 'The export stopped on an unexpected error; nothing was posted twice. Try again.',
        errorCategory: err instanceof StageFailure ? err.category : null,
      },
    );
  }
}

async function beginExport(ctx: AppContext, tenantId: string, ex: AccountingExportRow) {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const stores = await groupStores(tx, tenantId, ex.groupId);
    if (!stores.length) throw new StageFailure('This store group has no stores: assign stores to it first.');
    const mappings = await groupMappings(tx, tenantId, ex.groupId);
    const missing = unmappedOf(mappings)[0];
    if (missing)
      throw new StageFailure(`No account is mapped for ${POSTING_CATEGORY_LABELS[missing]}: map it on the GL accounts screen.`, missing);
    if (ex.mode === 'post') {
      const typed = mappings.find((m) => !m.accountId);
      if (typed)
        throw new StageFailure(
          `${POSTING_CATEGORY_LABELS[typed.category]} is mapped to a typed account name: pick the account from the connected company to post.`,
          typed.category,
        );
    }
    // Only days that have ended at every store of the group (each store's own clock).
    if (stores.some((store) => ex.toDate >= instantToWallClock(store.timezone, ctx.now()).date))
      throw new StageFailure('Only days that have ended can be exported: end the range before today.');
    return { stores };
  }).then(async (found) => {
    // A live call proves the grant: a revoked one turns the group to "reconnect" here, before anything is prepared.
    if (ex.mode === 'post') await withSession(ctx, tenantId, ex.groupId, (s) => companyName(s.e, s.realmId, s.accessToken));
    return found;
  });
}

/** One document per store per day; for a day posted before, the adjustment to what was posted (or nothing). */
async function prepareDocuments(tx: Tx, tenantId: string, ex: AccountingExportRow, days: DailyTotals[]) {
  let adjustments = 0;
  let unchanged = 0;
  for (const day of days) {
    const lines = dailyJournalLines(day);
    if (!lines.length) continue;
    if (!isBalanced(lines)) throw new StageFailure(`The entry of ${day.date} does not balance.`);
    if (ex.mode === 'offline') {
      await insertEntry(tx, tenantId, ex, day, 0, 'offline', lines);
      continue;
    }
    const prior = await tx
      .select({ version: accountingEntries.version, lines: accountingEntries.lines })
      .from(accountingEntries)
      .where(
        and(
          eq(accountingEntries.tenantId, tenantId),
          eq(accountingEntries.groupId, ex.groupId),
          eq(accountingEntries.storeId, day.storeId),
          eq(accountingEntries.day, day.date),
          ne(accountingEntries.kind, 'offline'),
        ),
      )
      .orderBy(asc(accountingEntries.version));
    if (!prior.length) {
      await insertEntry(tx, tenantId, ex, day, 1, 'daily', lines);
      continue;
    }
    const diff = adjustmentLines(
      prior.flatMap((p) => p.lines),
      lines,
    );
    if (!diff.length) {
      unchanged++;
      continue;
    }
    adjustments++;
    await insertEntry(tx, tenantId, ex, day, prior[prior.length - 1]!.version + 1, 'adjustment', diff);
  }
  return { adjustments, unchanged };
}

async function insertEntry(
  tx: Tx,
  tenantId: string,
  ex: AccountingExportRow,
  day: DailyTotals,
  version: number,
  kind: 'daily' | 'adjustment' | 'offline',
  lines: JournalLine[],
) {
  await tx.insert(accountingEntries).values({
    tenantId,
    exportId: ex.id,
    groupId: ex.groupId,
    storeId: day.storeId,
    day: day.date,
    version,
    kind,
    requestId: requestIdOf(tenantId, day.storeId, day.date, version),
    docNumber: docNumberOf(day.storeId, day.date, version),
    lines,
    totalCents: debitsOf(lines),
    status: kind === 'offline' ? 'offline' : 'pending',
  });
}
