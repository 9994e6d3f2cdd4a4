// The posting stage of an export (issue 16): each pending entry of the group as a QuickBooks JournalEntry with
// its deterministic requestid, the store as Class or Department; the answered Id and SyncToken are kept.
import { mappingFor } from '@salon/shared';
import { and, asc, eq, inArray, notExists, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { createJournalEntry, type QboJournalEntry } from '../../platform/accounting/intuit-client.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type AccountingExportRow, accountingEntries, accountingExports, accountingStoreGroups } from './accounting.tables.ts';
import { withSession } from './connection.service.ts';
import { setStage } from './export-stages.ts';
import { ensureLocations } from './locations.ts';
import { groupMappings, groupStores } from './store-groups.service.ts';

/** Posts the group's pending entries (this export's and any a finished or failed export left), oldest first. */
export async function postPending(ctx: AppContext, tenantId: string, ex: AccountingExportRow) {
  const { pending, mappings, stores, group } = await withTenant(ctx.db, tenantId, async (tx) => ({
    pending: await tx
      .select()
      .from(accountingEntries)
      .where(
        and(
          eq(accountingEntries.tenantId, tenantId),
          eq(accountingEntries.groupId, ex.groupId),
          eq(accountingEntries.status, 'pending'),
          // Not the entries of another export still running (other dates, under the range lock): it posts its own.
          or(
            eq(accountingEntries.exportId, ex.id),
            notExists(
              tx
                .select({ id: accountingExports.id })
                .from(accountingExports)
                .where(
                  and(
                    eq(accountingExports.tenantId, accountingEntries.tenantId),
                    eq(accountingExports.id, accountingEntries.exportId),
                    inArray(accountingExports.status, ['queued', 'running']),
                  ),
                ),
            ),
          ),
        ),
      )
      .orderBy(asc(accountingEntries.day), asc(accountingEntries.version)),
    mappings: await groupMappings(tx, tenantId, ex.groupId),
    stores: await groupStores(tx, tenantId, ex.groupId),
    group: (
      await tx
        .select()
        .from(accountingStoreGroups)
        .where(and(eq(accountingStoreGroups.tenantId, tenantId), eq(accountingStoreGroups.id, ex.groupId)))
    )[0]!,
  }));
  await setStage(ctx, tenantId, ex.id, 'posting', { status: 'running', total: pending.length, done: 0 });
  if (!pending.length) return;
  const account = (line: (typeof pending)[number]['lines'][number]) => {
    const m = mappingFor(mappings, line)!;
    return { value: m.accountId!, name: m.accountName };
  };
  const storeIds = [...new Set(pending.map((p) => p.storeId))];
  const names = new Map(stores.map((s) => [s.id, s.name]));
  const locations = await withSession(ctx, tenantId, ex.groupId, (s) =>
    ensureLocations(
      s,
      group.locationKind,
      storeIds.map((id) => names.get(id) ?? id),
    ),
  );
  let posted = 0;
  for (const entry of pending) {
    const location = locations.get(names.get(entry.storeId) ?? entry.storeId);
    const ref = location ? { value: location, name: names.get(entry.storeId) } : undefined;
    const body: QboJournalEntry = {
      TxnDate: entry.day,
      DocNumber: entry.docNumber,
      PrivateNote: `${names.get(entry.storeId) ?? ''} ${entry.kind === 'adjustment' ? 'adjustment' : 'daily sales'} ${entry.day}`.trim(),
      Line: entry.lines.map((l) => ({
        Description: l.description,
        Amount: l.amountCents / 100,
        DetailType: 'JournalEntryLineDetail',
        JournalEntryLineDetail: {
          PostingType: l.postingType,
          AccountRef: account(l),
          ...(ref ? (group.locationKind === 'class' ? { ClassRef: ref } : { DepartmentRef: ref }) : {}),
        },
      })),
    };
    const answer = await withSession(ctx, tenantId, ex.groupId, (s) =>
      createJournalEntry(s.e, s.realmId, s.accessToken, entry.requestId, body),
    );
    posted++;
    await withTenant(ctx.db, tenantId, async (tx) => {
      await tx
        .update(accountingEntries)
        .set({ status: 'posted', remoteId: answer.id, syncToken: answer.syncToken, postedAt: ctx.now() })
        .where(and(eq(accountingEntries.tenantId, tenantId), eq(accountingEntries.id, entry.id)));
      const [row] = await tx.select({ posted: accountingExports.posted }).from(accountingExports).where(eq(accountingExports.id, ex.id));
      await tx
        .update(accountingExports)
        .set({ posted: (row?.posted ?? 0) + 1 })
        .where(eq(accountingExports.id, ex.id));
    });
    await setStage(ctx, tenantId, ex.id, 'posting', { done: posted });
  }
}
