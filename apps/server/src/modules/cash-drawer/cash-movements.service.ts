// Changing an open drawer: withdrawals and pay-ins with a reason, voids (kept, left out of the expected cash),
// and closing with a count (expected, counted, difference kept).
import { CASH_TRANSACTION_LABELS, type CashDrawerDetail, countTotalCents, formatMoney } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashDrawers, cashTransactions } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { invalidTransition } from '../stores/store-access.ts';
import type { DenominationCounts } from './cash-drawer.tables.ts';
import { activity, compact, drawerOfActor, expectedOf, totalsOf } from './cash-drawer-records.ts';
import { getDrawer } from './cash-drawer.service.ts';

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
