// The cash drawer contract used by checkout (issue 7): cash taken or given back lands in an open drawer.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cashActivities, cashDrawers, cashRegisters, cashTransactions } from '../../db/schema.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';

export const drawerClosed = () => new AppError(409, 'CASH_DRAWER_CLOSED', 'Open the cash drawer before taking cash');

/** Records cash taken or given back in the store's open drawer (drawerId if given, else the store's only open
 * drawer). None open: AppError 409 CASH_DRAWER_CLOSED "Open the cash drawer before taking cash". Several open
 * and none given: 422 asking which register. */
export async function recordCashMovement(
  tx: Tx,
  input: {
    tenantId: string;
    storeId: string;
    actorId: string;
    kind: 'cash_payment' | 'cash_refund';
    amountCents: number;
    invoiceId: string;
    paymentId: string;
    drawerId?: string;
  },
): Promise<{ drawerId: string; transactionId: string }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw invalid({ amountCents: 'A cash amount must be more than $0.00' });
  // Lock the open drawer(s): a close waits for this movement, and a closed drawer takes no cash.
  const open = await tx
    .select({ id: cashDrawers.id })
    .from(cashDrawers)
    .where(
      and(
        eq(cashDrawers.tenantId, input.tenantId),
        eq(cashDrawers.storeId, input.storeId),
        eq(cashDrawers.status, 'open'),
        ...(input.drawerId ? [eq(cashDrawers.id, input.drawerId)] : []),
      ),
    )
    .for('update');
  if (open.length === 0) throw drawerClosed();
  if (open.length > 1)
    throw invalid({ drawerId: 'Several registers are open at this store: choose the register taking the cash' }, 'Choose the register');
  const drawerId = open[0]!.id;
  const [transaction] = await tx
    .insert(cashTransactions)
    .values({
      tenantId: input.tenantId,
      drawerId,
      kind: input.kind,
      amountCents: input.amountCents,
      invoiceId: input.invoiceId,
      paymentId: input.paymentId,
      actorId: input.actorId,
    })
    .returning({ id: cashTransactions.id });
  await tx.insert(cashActivities).values({
    tenantId: input.tenantId,
    drawerId,
    kind: input.kind,
    message: input.kind === 'cash_payment' ? 'Cash payment taken' : 'Cash refund given',
    actorId: input.actorId,
    transactionId: transaction!.id,
  });
  return { drawerId, transactionId: transaction!.id };
}

/** Open drawers of a store, for the checkout screen's register choice. */
export async function openDrawers(
  tx: Tx,
  input: { tenantId: string; storeId: string },
): Promise<{ drawerId: string; registerName: string }[]> {
  return tx
    .select({ drawerId: cashDrawers.id, registerName: cashRegisters.name })
    .from(cashDrawers)
    .innerJoin(cashRegisters, eq(cashRegisters.id, cashDrawers.registerId))
    .where(and(eq(cashDrawers.tenantId, input.tenantId), eq(cashDrawers.storeId, input.storeId), eq(cashDrawers.status, 'open')))
    .orderBy(asc(cashRegisters.name));
}
