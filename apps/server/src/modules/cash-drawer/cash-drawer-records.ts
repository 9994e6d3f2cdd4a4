// Reading cash drawers: the default register, totals per kind, expected cash, summaries, access to one drawer.
import type { CashDrawerSummary, CashTransactionKind } from '@salon/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { cashActivities, cashDrawers, cashRegisters, employees, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { worksAtStore } from '../stores/store-access.ts';
import type { CashDrawerRow, DenominationCounts } from './cash-drawer.tables.ts';

export const DEFAULT_REGISTER_NAME = 'Register 1';

export const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());
/** Only non-zero counts are kept. */
export const compact = (counts: DenominationCounts) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

/** Every store has "Register 1": made the first time its registers are asked for. */
export async function ensureDefaultRegister(tx: Tx, tenantId: string, storeId: string) {
  await queryRows(
    tx,
    sql`insert into cash_registers (id, tenant_id, store_id, name)
        select gen_random_uuid(), ${tenantId}, ${storeId}, ${DEFAULT_REGISTER_NAME}
         where not exists (select 1 from cash_registers where tenant_id = ${tenantId} and store_id = ${storeId})
        on conflict do nothing`,
  );
}

export type Totals = { payments: number; refunds: number; withdrawals: number; payIns: number; float: number };

export async function totalsOf(tx: Tx, tenantId: string, drawerIds: string[]): Promise<Map<string, Totals>> {
  const result = new Map<string, Totals>();
  if (drawerIds.length === 0) return result;
  const rows = await queryRows<{ drawer_id: string; kind: CashTransactionKind; total: number }>(
    tx,
    sql`select drawer_id, kind, coalesce(sum(amount_cents), 0)::bigint::int as total from cash_transactions
         where tenant_id = ${tenantId} and voided_at is null
           and drawer_id in (${sql.join(
             drawerIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
         group by drawer_id, kind`,
  );
  for (const id of drawerIds) result.set(id, { payments: 0, refunds: 0, withdrawals: 0, payIns: 0, float: 0 });
  for (const r of rows) {
    const t = result.get(r.drawer_id)!;
    const amount = Number(r.total);
    if (r.kind === 'cash_payment') t.payments += amount;
    else if (r.kind === 'cash_refund') t.refunds += amount;
    else if (r.kind === 'withdrawal') t.withdrawals += amount;
    else if (r.kind === 'pay_in') t.payIns += amount;
    else t.float += amount;
  }
  return result;
}

/** Float + payments - refunds - withdrawals + pay-ins, voided transactions left out. */
export const expectedOf = (t: Totals) => t.float + t.payments - t.refunds - t.withdrawals + t.payIns;

export const openedBy = alias(employees, 'opened_by_employee');
export const closedBy = alias(employees, 'closed_by_employee');

export async function summaries(tx: Tx, tenantId: string, where: ReturnType<typeof and>, limit?: { limit: number; offset: number }) {
  const query = tx
    .select({
      drawer: cashDrawers,
      registerName: cashRegisters.name,
      timezone: stores.timezone,
      openedFirst: openedBy.firstName,
      openedLast: openedBy.lastName,
      closedFirst: closedBy.firstName,
      closedLast: closedBy.lastName,
    })
    .from(cashDrawers)
    .innerJoin(cashRegisters, eq(cashRegisters.id, cashDrawers.registerId))
    .innerJoin(stores, and(eq(stores.tenantId, cashDrawers.tenantId), eq(stores.id, cashDrawers.storeId)))
    .leftJoin(openedBy, eq(openedBy.id, cashDrawers.openedBy))
    .leftJoin(closedBy, eq(closedBy.id, cashDrawers.closedBy))
    .where(and(eq(cashDrawers.tenantId, tenantId), where))
    .orderBy(desc(cashDrawers.openedAt), asc(cashDrawers.id));
  const rows = limit ? await query.limit(limit.limit).offset(limit.offset) : await query;
  const totals = await totalsOf(
    tx,
    tenantId,
    rows.map((r) => r.drawer.id),
  );
  return rows.map((r) => {
    const d = r.drawer;
    const summary: CashDrawerSummary = {
      id: d.id,
      storeId: d.storeId,
      registerId: d.registerId,
      registerName: r.registerName,
      timezone: r.timezone,
      status: d.status,
      openedAt: d.openedAt.toISOString(),
      openedByName: fullName(r.openedFirst, r.openedLast),
      floatCents: d.floatCents,
      closedAt: d.closedAt?.toISOString() ?? null,
      closedByName: fullName(r.closedFirst, r.closedLast),
      expectedCents: d.status === 'closed' && d.expectedCents !== null ? d.expectedCents : expectedOf(totals.get(d.id)!),
      countedCents: d.countedCents,
      differenceCents: d.differenceCents,
      closeNote: d.closeNote,
    };
    return { summary, row: d, totals: totals.get(d.id)! };
  });
}

export async function activity(tx: Tx, actor: Actor, drawerId: string, kind: string, message: string, transactionId?: string) {
  await tx.insert(cashActivities).values({ tenantId: actor.tenantId, drawerId, kind, message, actorId: actor.id, transactionId });
}

/** A drawer of the actor's tenant at a store they work at (another tenant's: 404; another store: 403). */
export async function drawerOfActor(tx: Tx, actor: Actor, drawerId: string, { forUpdate = false } = {}): Promise<CashDrawerRow> {
  const query = tx
    .select()
    .from(cashDrawers)
    .where(and(eq(cashDrawers.tenantId, actor.tenantId), eq(cashDrawers.id, drawerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Cash drawer');
  if (!worksAtStore(actor, row.storeId) && !actor.isSuperAdmin) throw forbidden('You do not work at this store.');
  return row;
}
