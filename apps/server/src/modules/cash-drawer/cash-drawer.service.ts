// The cash drawer of a store (issue 7): registers, open with a counted float, withdrawals and pay-ins,
// voids, close with a count (expected, counted, difference kept), transactions and activities.
import {
  CASH_TRANSACTION_LABELS,
  type CashDrawerDetail,
  type CashDrawerSummary,
  type CashHistoryResult,
  type CashRegister,
  type CashTransactionKind,
  countTotalCents,
  formatMoney,
  formatStoreTime,
  hasAccess,
} from '@salon/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { cashActivities, cashDrawers, cashRegisters, cashTransactions, employees, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, forbidden, invalid, notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { invalidTransition, storeOfActor } from '../stores/store-access.ts';
import { worksAtStore } from '../stores/store-access.ts';
import type { CashDrawerRow, DenominationCounts } from './cash-drawer.tables.ts';

export const DEFAULT_REGISTER_NAME = 'Register 1';

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());
/** Only non-zero counts are kept. */
const compact = (counts: DenominationCounts) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

/** Every store has "Register 1": made the first time its registers are asked for. */
async function ensureDefaultRegister(tx: Tx, tenantId: string, storeId: string) {
  await queryRows(
    tx,
    sql`insert into cash_registers (id, tenant_id, store_id, name)
        select gen_random_uuid(), ${tenantId}, ${storeId}, ${DEFAULT_REGISTER_NAME}
         where not exists (select 1 from cash_registers where tenant_id = ${tenantId} and store_id = ${storeId})
        on conflict do nothing`,
  );
}

type Totals = { payments: number; refunds: number; withdrawals: number; payIns: number; float: number };

async function totalsOf(tx: Tx, tenantId: string, drawerIds: string[]): Promise<Map<string, Totals>> {
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

const openedBy = alias(employees, 'opened_by_employee');
const closedBy = alias(employees, 'closed_by_employee');

async function summaries(tx: Tx, tenantId: string, where: ReturnType<typeof and>, limit?: { limit: number; offset: number }) {
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

/** The store's registers (Register 1 made on first use), each with its open drawer if any. */
export async function listRegisters(db: Db, actor: Actor, storeId: string): Promise<CashRegister[]> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId);
    await ensureDefaultRegister(tx, actor.tenantId, storeId);
    const registers = await tx
      .select()
      .from(cashRegisters)
      .where(and(eq(cashRegisters.tenantId, actor.tenantId), eq(cashRegisters.storeId, storeId), eq(cashRegisters.active, true)))
      .orderBy(asc(sql`lower(${cashRegisters.name})`));
    const open = await summaries(tx, actor.tenantId, and(eq(cashDrawers.storeId, storeId), eq(cashDrawers.status, 'open')));
    return registers.map((r) => ({
      id: r.id,
      storeId: r.storeId,
      name: r.name,
      openDrawer: open.find((o) => o.row.registerId === r.id)?.summary ?? null,
    }));
  });
}

export async function createRegister(
  db: Db,
  actor: Actor,
  input: { storeId: string; name: string },
  requestId?: string,
): Promise<CashRegister> {
  try {
    return await withTenant(db, actor.tenantId, async (tx) => {
      await storeOfActor(tx, actor, input.storeId);
      await ensureDefaultRegister(tx, actor.tenantId, input.storeId);
      const [row] = await tx
        .insert(cashRegisters)
        .values({ tenantId: actor.tenantId, storeId: input.storeId, name: input.name })
        .returning();
      await audit(tx, actor, { action: 'cash_register.create', entityType: 'cash_register', entityId: row!.id, details: input }, requestId);
      return { id: row!.id, storeId: row!.storeId, name: row!.name, openDrawer: null };
    });
  } catch (err) {
    if (sqlState(err) === '23505')
      throw conflict(`This store already has a register named ${input.name}`, {
        name: `This store already has a register named ${input.name}`,
      });
    throw err;
  }
}

async function activity(tx: Tx, actor: Actor, drawerId: string, kind: string, message: string, transactionId?: string) {
  await tx.insert(cashActivities).values({ tenantId: actor.tenantId, drawerId, kind, message, actorId: actor.id, transactionId });
}

export async function openDrawer(
  db: Db,
  actor: Actor,
  input: { registerId: string; counts: DenominationCounts },
  requestId?: string,
): Promise<CashDrawerDetail> {
  const floatCents = countTotalCents(input.counts);
  const drawerId = await withTenant(db, actor.tenantId, async (tx) => {
    const [register] = await tx
      .select()
      .from(cashRegisters)
      .where(and(eq(cashRegisters.tenantId, actor.tenantId), eq(cashRegisters.id, input.registerId)))
      .for('update');
    if (!register || !register.active) throw notFound('Register');
    await storeOfActor(tx, actor, register.storeId);
    const [already] = await queryRows<{ opened_at: Date | string; first_name: string | null; last_name: string | null; timezone: string }>(
      tx,
      sql`select d.opened_at, e.first_name, e.last_name, s.timezone from cash_drawers d
            join stores s on s.id = d.store_id left join employees e on e.id = d.opened_by
           where d.tenant_id = ${actor.tenantId} and d.register_id = ${register.id} and d.status = 'open'`,
    );
    if (already) {
      const who = fullName(already.first_name, already.last_name) ?? 'Someone';
      throw conflict(
        `${register.name} is already open: ${who} opened it at ${formatStoreTime(already.timezone, new Date(already.opened_at), { zone: true })}`,
      );
    }
    const [drawer] = await tx
      .insert(cashDrawers)
      .values({
        tenantId: actor.tenantId,
        storeId: register.storeId,
        registerId: register.id,
        openedBy: actor.id,
        floatCents,
        openingCount: compact(input.counts),
      })
      .returning();
    const [float] = await tx
      .insert(cashTransactions)
      .values({
        tenantId: actor.tenantId,
        drawerId: drawer!.id,
        kind: 'float',
        amountCents: floatCents,
        reason: 'Opening float',
        actorId: actor.id,
      })
      .returning({ id: cashTransactions.id });
    await activity(tx, actor, drawer!.id, 'opened', `Opened ${register.name} with a float of ${formatMoney(floatCents)}`, float!.id);
    await audit(
      tx,
      actor,
      { action: 'cash_drawer.open', entityType: 'cash_drawer', entityId: drawer!.id, details: { floatCents } },
      requestId,
    );
    return drawer!.id;
  });
  return getDrawer(db, actor, drawerId);
}

/** A drawer of the actor's tenant at a store they work at (another tenant's: 404; another store: 403). */
async function drawerOfActor(tx: Tx, actor: Actor, drawerId: string, { forUpdate = false } = {}): Promise<CashDrawerRow> {
  const query = tx
    .select()
    .from(cashDrawers)
    .where(and(eq(cashDrawers.tenantId, actor.tenantId), eq(cashDrawers.id, drawerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Cash drawer');
  if (!worksAtStore(actor, row.storeId) && !actor.isSuperAdmin) throw forbidden('You do not work at this store.');
  return row;
}

export async function getDrawer(db: Db, actor: Actor, drawerId: string): Promise<CashDrawerDetail> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await drawerOfActor(tx, actor, drawerId);
    const [s] = await summaries(tx, actor.tenantId, eq(cashDrawers.id, row.id));
    const seesTransactions = actor.isSuperAdmin || hasAccess(actor.accessControls, ['see_transactions']);
    const seesActivities = actor.isSuperAdmin || hasAccess(actor.accessControls, ['see_activities']);
    const actorE = alias(employees, 'actor_employee');
    const voidE = alias(employees, 'void_employee');
    const transactions = seesTransactions
      ? await tx
          .select({ t: cashTransactions, af: actorE.firstName, al: actorE.lastName, vf: voidE.firstName, vl: voidE.lastName })
          .from(cashTransactions)
          .leftJoin(actorE, eq(actorE.id, cashTransactions.actorId))
          .leftJoin(voidE, eq(voidE.id, cashTransactions.voidedBy))
          .where(and(eq(cashTransactions.tenantId, actor.tenantId), eq(cashTransactions.drawerId, row.id)))
          .orderBy(asc(cashTransactions.createdAt), asc(cashTransactions.id))
      : [];
    const activities = seesActivities
      ? await tx
          .select({ a: cashActivities, af: actorE.firstName, al: actorE.lastName })
          .from(cashActivities)
          .leftJoin(actorE, eq(actorE.id, cashActivities.actorId))
          .where(and(eq(cashActivities.tenantId, actor.tenantId), eq(cashActivities.drawerId, row.id)))
          .orderBy(desc(cashActivities.createdAt), desc(cashActivities.id))
      : [];
    return {
      ...s!.summary,
      openingCount: row.openingCount,
      closingCount: row.closingCount ?? null,
      totals: { payments: s!.totals.payments, refunds: s!.totals.refunds, withdrawals: s!.totals.withdrawals, payIns: s!.totals.payIns },
      transactions: transactions.map(({ t, af, al, vf, vl }) => ({
        id: t.id,
        kind: t.kind,
        amountCents: t.amountCents,
        reason: t.reason,
        invoiceId: t.invoiceId,
        actorName: fullName(af, al),
        createdAt: t.createdAt.toISOString(),
        voided: t.voidedAt !== null,
        voidedAt: t.voidedAt?.toISOString() ?? null,
        voidedByName: fullName(vf, vl),
        voidReason: t.voidReason,
      })),
      activities: activities.map(({ a, af, al }) => ({
        id: a.id,
        kind: a.kind,
        message: a.message,
        actorName: fullName(af, al),
        createdAt: a.createdAt.toISOString(),
      })),
    };
  });
}

const MOVEMENT_TEXT = { withdrawal: 'Withdrew', pay_in: 'Paid in' } as const;

/** A withdrawal (cash out, e.g. a bank drop) or a pay-in (cash in, e.g. change from the bank), with a reason. */
export async function recordManualMovement(
  db: Db,
  actor: Actor,
  drawerId: string,
  kind: 'withdrawal' | 'pay_in',
  input: { amountCents: number; reason: string },
  requestId?: string,
): Promise<CashDrawerDetail> {
  await withTenant(db, actor.tenantId, async (tx) => {
    const drawer = await drawerOfActor(tx, actor, drawerId, { forUpdate: true });
    if (drawer.status !== 'open') throw invalidTransition('This drawer is closed: open a drawer first');
    if (kind === 'withdrawal') {
      const totals = (await totalsOf(tx, actor.tenantId, [drawer.id])).get(drawer.id)!;
      const expected = expectedOf(totals);
      if (input.amountCents > expected)
        throw invalid(
          { amountCents: `The drawer should hold only ${formatMoney(expected)}: you cannot withdraw more` },
          `The drawer should hold only ${formatMoney(expected)}`,
        );
    }
    const [t] = await tx
      .insert(cashTransactions)
      .values({
        tenantId: actor.tenantId,
        drawerId: drawer.id,
        kind,
        amountCents: input.amountCents,
        reason: input.reason,
        actorId: actor.id,
      })
      .returning({ id: cashTransactions.id });
    await activity(
      tx,
      actor,
      drawer.id,
      kind === 'withdrawal' ? 'withdrawn' : 'paid_in',
      `${MOVEMENT_TEXT[kind]} ${formatMoney(input.amountCents)}: ${input.reason}`,
      t!.id,
    );
    await audit(tx, actor, { action: `cash_drawer.${kind}`, entityType: 'cash_drawer', entityId: drawer.id, details: input }, requestId);
  });
  return getDrawer(db, actor, drawerId);
}

/** Voids a transaction of an open drawer: kept with who, when and why, no longer in the expected cash. */
export async function voidTransaction(
  db: Db,
  actor: Actor,
  transactionId: string,
  input: { reason: string },
  requestId?: string,
): Promise<CashDrawerDetail> {
  const drawerId = await withTenant(db, actor.tenantId, async (tx) => {
    const [t] = await tx
      .select()
      .from(cashTransactions)
      .where(and(eq(cashTransactions.tenantId, actor.tenantId), eq(cashTransactions.id, transactionId)));
    if (!t) throw notFound('Transaction');
    const drawer = await drawerOfActor(tx, actor, t.drawerId, { forUpdate: true });
    if (drawer.status !== 'open') throw invalidTransition('This drawer is closed: its transactions can no longer be voided');
    if (t.kind === 'float') throw invalidTransition('The opening float cannot be voided: close the drawer and open it with a new count');
    const [voided] = await tx
      .update(cashTransactions)
      .set({ voidedAt: new Date(), voidedBy: actor.id, voidReason: input.reason })
      .where(and(eq(cashTransactions.id, t.id), sql`${cashTransactions.voidedAt} is null`))
      .returning({ id: cashTransactions.id });
    if (!voided) throw invalidTransition('This transaction is already void');
    await activity(
      tx,
      actor,
      drawer.id,
      'voided',
      `Voided a ${CASH_TRANSACTION_LABELS[t.kind].toLowerCase()} of ${formatMoney(t.amountCents)}: ${input.reason}`,
      t.id,
    );
    await audit(tx, actor, { action: 'cash_drawer.void', entityType: 'cash_transaction', entityId: t.id, details: input }, requestId);
    return drawer.id;
  });
  return getDrawer(db, actor, drawerId);
}

export async function closeDrawer(
  db: Db,
  actor: Actor,
  drawerId: string,
  input: { counts: DenominationCounts; note: string | null },
  requestId?: string,
): Promise<CashDrawerDetail> {
  await withTenant(db, actor.tenantId, async (tx) => {
    const drawer = await drawerOfActor(tx, actor, drawerId, { forUpdate: true });
    if (drawer.status !== 'open') throw invalidTransition('This drawer is already closed');
    const expected = expectedOf((await totalsOf(tx, actor.tenantId, [drawer.id])).get(drawer.id)!);
    const counted = countTotalCents(input.counts);
    const difference = counted - expected;
    await tx
      .update(cashDrawers)
      .set({
        status: 'closed',
        closedBy: actor.id,
        closedAt: new Date(),
        closingCount: compact(input.counts),
        expectedCents: expected,
        countedCents: counted,
        differenceCents: difference,
        closeNote: input.note || null,
      })
      .where(eq(cashDrawers.id, drawer.id));
    const outcome =
      difference === 0 ? 'balanced' : difference > 0 ? `${formatMoney(difference)} over` : `${formatMoney(-difference)} short`;
    await activity(
      tx,
      actor,
      drawer.id,
      'closed',
      `Closed: expected ${formatMoney(expected)}, counted ${formatMoney(counted)} (${outcome})`,
    );
    await audit(
      tx,
      actor,
      { action: 'cash_drawer.close', entityType: 'cash_drawer', entityId: drawer.id, details: { expected, counted, difference } },
      requestId,
    );
  });
  return getDrawer(db, actor, drawerId);
}

/** Past (closed) drawers of a store, newest first, with their over/short. */
export async function drawerHistory(
  db: Db,
  actor: Actor,
  q: { storeId: string; page: number; pageSize: number },
): Promise<CashHistoryResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, q.storeId);
    const where = and(eq(cashDrawers.storeId, q.storeId), eq(cashDrawers.status, 'closed'));
    const rows = await summaries(tx, actor.tenantId, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    const [counted] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from cash_drawers where tenant_id = ${actor.tenantId} and store_id = ${q.storeId} and status = 'closed'`,
    );
    return { items: rows.map((r) => r.summary), total: counted?.total ?? 0, page: q.page, pageSize: q.pageSize };
  });
}
