// Money a booking policy moves at the gateway (deposit at booking, late-cancel and no-show fees), outside checkout.
// The pattern of card payments: the charge row is written pending and committed, the gateway is called outside any
// transaction with the row's key ('bkc_' + id, idempotent at the gateway), and the answer is recorded on the row.
// One live charge of a kind per appointment (booking_charges_live_uq): a second caller finds the first's row.
import { randomUUID } from 'node:crypto';
import type { BookingChargeKind } from '@salon/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { bookingCharges } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ChargeResult } from '../../platform/payments/gateway.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { savedCardForCharge } from '../payments/saved-cards.service.ts';
import type { BookingChargeRow } from './deposits.tables.ts';

export type ChargeDeps = Pick<AppContext, 'db' | 'gateway' | 'now'>;
export type ChargeActor = Actor | { type: 'system'; tenantId: string };

export const declined = (message: string) => new AppError(402, 'PAYMENT_DECLINED', message, { savedCardId: message });
const gatewayUnavailable = () =>
  new AppError(503, 'GATEWAY_UNAVAILABLE', 'The card could not be charged right now. Nothing was booked twice; please try again.');

/** The live (pending or succeeded) charge of this kind on the appointment, locked when asked. */
export async function liveCharge(tx: Tx, tenantId: string, appointmentId: string, kind: BookingChargeKind, forUpdate = false) {
  const query = tx
    .select()
    .from(bookingCharges)
    .where(
      and(
        eq(bookingCharges.tenantId, tenantId),
        eq(bookingCharges.appointmentId, appointmentId),
        eq(bookingCharges.kind, kind),
        ne(bookingCharges.status, 'failed'),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export interface ChargeIntent {
  appointmentId: string;
  customerId: string;
  kind: BookingChargeKind;
  amountCents: number;
  savedCardId: string;
}

/**
 * In the caller's transaction: the pending row for this charge, or the live one already there (a replay, or a
 * second clerk). The caller commits, then calls sendCharge outside the transaction.
 */
export async function recordChargeIntent(tx: Tx, actor: ChargeActor, intent: ChargeIntent): Promise<BookingChargeRow> {
  await savedCardForCharge(tx, { tenantId: actor.tenantId, customerId: intent.customerId, savedCardId: intent.savedCardId });
  const id = randomUUID();
  const [inserted] = await tx
    .insert(bookingCharges)
    .values({
      ...intent,
      id,
      tenantId: actor.tenantId,
      status: 'pending',
      gatewayKey: `bkc_${id}`,
      actorType: actor.type,
      actorId: actor.type === 'system' ? null : actor.id,
    })
    .onConflictDoNothing({
      target: [bookingCharges.tenantId, bookingCharges.appointmentId, bookingCharges.kind],
      where: sql`status <> 'failed'`,
    })
    .returning();
  return inserted ?? ((await liveCharge(tx, actor.tenantId, intent.appointmentId, intent.kind)) as BookingChargeRow);
}

/**
 * Charges a pending row's saved card at the gateway (same key on every call) and records the answer once; `onSucceeded`
 * runs in that recording transaction, so exactly once per charge (a fee's receipt).
 */
export async function sendCharge(
  deps: ChargeDeps,
  actor: ChargeActor,
  charge: BookingChargeRow,
  requestId?: string,
  onSucceeded?: (tx: Tx, saved: BookingChargeRow) => Promise<void>,
) {
  if (charge.status !== 'pending') return charge;
  const card = await withTenant(deps.db, actor.tenantId, (tx) =>
    savedCardForCharge(tx, { tenantId: actor.tenantId, customerId: charge.customerId, savedCardId: charge.savedCardId }),
  );
  let result: ChargeResult;
  try {
    result = await deps.gateway.charge({
      amountCents: charge.amountCents,
      currency: 'USD',
      source: { kind: 'saved_card', customerRef: card.customerRef, cardRef: card.cardRef },
      idempotencyKey: charge.gatewayKey,
      description: charge.kind === 'deposit' ? 'Booking deposit' : charge.kind === 'no_show_fee' ? 'No-show fee' : 'Late-cancel fee',
    });
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) throw err;
    throw gatewayUnavailable();
  }
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const [row] = await tx.select().from(bookingCharges).where(eq(bookingCharges.id, charge.id)).for('update');
    if (row.status !== 'pending') return row;
    const now = deps.now();
    const [saved] = await tx
      .update(bookingCharges)
      .set(
        result.status === 'approved'
          ? { status: 'succeeded', chargeId: result.chargeId, brand: result.brand, last4: result.last4, completedAt: now }
          : { status: 'failed', message: result.message, completedAt: now },
      )
      .where(eq(bookingCharges.id, charge.id))
      .returning();
    await audit(
      tx,
      actor,
      {
        action: `booking_charge.${saved.status}`,
        entityType: 'appointment',
        entityId: saved.appointmentId,
        details: { chargeId: saved.id, kind: saved.kind, amountCents: saved.amountCents },
      },
      requestId,
    );
    if (saved.status === 'succeeded' && onSucceeded) await onSucceeded(tx, saved);
    return saved;
  });
}

/**
 * Gives back part of a succeeded deposit already reserved in refunded_cents (reserved under the row lock by the
 * caller), with one key per deposit. A refusal takes the reservation back so it can be tried again.
 */
export async function sendDepositRefund(
  deps: ChargeDeps,
  actor: ChargeActor,
  deposit: BookingChargeRow,
  amountCents: number,
  requestId?: string,
) {
  if (amountCents <= 0 || !deposit.chargeId) return true;
  let ok = false;
  try {
    const result = await deps.gateway.refund({ chargeId: deposit.chargeId, amountCents, idempotencyKey: `bkr_${deposit.id}` });
    ok = result.status === 'succeeded';
  } catch {
    ok = false;
  }
  await withTenant(deps.db, actor.tenantId, async (tx) => {
    if (!ok)
      await tx
        .update(bookingCharges)
        .set({ refundedCents: sql`${bookingCharges.refundedCents} - ${amountCents}` })
        .where(eq(bookingCharges.id, deposit.id));
    await audit(
      tx,
      actor,
      {
        action: ok ? 'booking_charge.refund' : 'booking_charge.refund_failed',
        entityType: 'appointment',
        entityId: deposit.appointmentId,
        details: { chargeId: deposit.id, amountCents },
      },
      requestId,
    );
  });
  return ok;
}
