// After booking: what one appointment's policy has moved (deposit, fees) and the fee the desk may charge now; charging
// it once (the appointment row is locked and the live-charge index backs it: two clerks at once make one charge);
// and a cancellation in time giving the deposit back by itself (the appointments.cancelled job).
import { type AppointmentProtection, type BookingCharge, cancellationOutcome, noShowOutcome, policySummary } from '@salon/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { appointmentServices, bookingCharges } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { loadAppointment, type SystemActor } from '../appointments/appointment-records.ts';
import type { AppointmentRow } from '../appointments/appointments.tables.ts';
import { defaultSavedCard } from '../payments/saved-cards.service.ts';
import { type ChargeDeps, declined, liveCharge, recordChargeIntent, sendCharge, sendDepositRefund } from './booking-charges.ts';
import type { BookingChargeRow } from './deposits.tables.ts';
import { queueFeeReceipt } from './fee-receipt.ts';

const MINUTE_MS = 60_000;
type FeeKind = 'late_cancel_fee' | 'no_show_fee';
export type FeeDeps = ChargeDeps & Pick<AppContext, 'jobs'>;

function presentCharge(row: BookingChargeRow): BookingCharge {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    keptCents: row.keptCents,
    brand: row.brand,
    last4: row.last4,
    message: row.message,
    applied: row.appliedInvoiceId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fee the appointment's status and policy call for now, before what was already charged: null when none. */
function feeCalledFor(row: AppointmentRow, deposit: BookingChargeRow | null) {
  const policy = row.bookingPolicy;
  if (!policy) return null;
  const paid = deposit?.status === 'succeeded' ? deposit.amountCents - deposit.refundedCents : 0;
  if (row.status === 'no_show') return { kind: 'no_show_fee' as FeeKind, ...noShowOutcome(policy, paid) };
  if (row.status !== 'cancelled' || !row.cancelledAt) return null;
  const minutesBefore = Math.floor((row.startsAt.getTime() - row.cancelledAt.getTime()) / MINUTE_MS);
  return { kind: 'late_cancel_fee' as FeeKind, ...cancellationOutcome(policy, minutesBefore, paid) };
}

async function chargesOf(tx: Tx, tenantId: string, appointmentId: string) {
  return tx
    .select()
    .from(bookingCharges)
    .where(and(eq(bookingCharges.tenantId, tenantId), eq(bookingCharges.appointmentId, appointmentId)))
    .orderBy(asc(bookingCharges.createdAt));
}

/** The fee still due: called for, late, more than nothing, and not charged (nor kept from the deposit) yet. */
function feeDue(row: AppointmentRow, charges: BookingChargeRow[]) {
  const deposit = charges.find((c) => c.kind === 'deposit' && c.status !== 'failed') ?? null;
  const fee = feeCalledFor(row, deposit);
  if (!fee?.late || fee.chargeCents + fee.depositKeptCents <= 0) return null;
  if (charges.some((c) => c.kind === fee.kind && c.status !== 'failed') || (deposit && deposit.keptCents > 0)) return null;
  return { fee, deposit };
}

async function present(tx: Tx, row: AppointmentRow): Promise<AppointmentProtection> {
  const charges = await chargesOf(tx, row.tenantId, row.id);
  const due = feeDue(row, charges);
  const [visit] = await tx
    .select({ total: sql<number>`coalesce(sum(${appointmentServices.priceCents}), 0)::int` })
    .from(appointmentServices)
    .where(and(eq(appointmentServices.tenantId, row.tenantId), eq(appointmentServices.appointmentId, row.id)));
  return {
    appointmentId: row.id,
    policy: row.bookingPolicy ?? null,
    policyLines: row.bookingPolicy ? policySummary(row.bookingPolicy, visit?.total ?? 0) : [],
    policyAcceptedAt: row.policyAcceptedAt?.toISOString() ?? null,
    charges: charges.map(presentCharge),
    feeDue: due
      ? {
          kind: due.fee.kind,
          chargeCents: due.fee.chargeCents,
          depositKeptCents: due.fee.depositKeptCents,
          refundCents: due.fee.refundCents,
        }
      : null,
  };
}

/** BookingPolicy/Appointment/{id}: the policy accepted, the money it moved, and the fee due now. */
export async function appointmentProtection(deps: ChargeDeps, actor: Actor, id: string): Promise<AppointmentProtection> {
  return withTenant(deps.db, actor.tenantId, async (tx) => present(tx, await loadAppointment(tx, actor, id)));
}

/**
 * BookingPolicy/ChargeFee/{id}: the late-cancel or no-show fee, from the deposit first and the rest from the card the
 * deposit was taken with (else the customer's default card); what is left of the deposit goes back. Once only: a
 * second press (or a second clerk at the same moment) answers the state without charging again. The customer is
 * emailed a fee receipt once, from the transaction that settles the fee.
 */
export async function chargeFee(deps: FeeDeps, actor: Actor, id: string, requestId?: string): Promise<AppointmentProtection> {
  const after = new AfterCommit();
  const step = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id, { forUpdate: true });
    const charges = await chargesOf(tx, actor.tenantId, id);
    const pendingFee = charges.find((c) => c.kind !== 'deposit' && c.status === 'pending');
    if (pendingFee) {
      const held = charges.find((c) => c.kind === 'deposit' && c.keptCents > 0);
      const receipt = { kind: pendingFee.kind as FeeKind, deposit: held ? { keptCents: held.keptCents, refundCents: 0 } : null };
      return { row, fee: pendingFee, deposit: null, refund: 0, receipt };
    }
    const due = feeDue(row, charges);
    if (!due) {
      if (charges.some((c) => c.kind !== 'deposit' && c.status === 'succeeded') || charges.some((c) => c.keptCents > 0)) return null;
      throw conflict('No fee is due on this appointment.');
    }
    const { fee, deposit } = due;
    const receipt = { kind: fee.kind, deposit: deposit ? { keptCents: fee.depositKeptCents, refundCents: fee.refundCents } : null };
    if (deposit && (fee.depositKeptCents > 0 || fee.refundCents > 0))
      await tx
        .update(bookingCharges)
        .set({ keptCents: fee.depositKeptCents, refundedCents: deposit.refundedCents + fee.refundCents })
        .where(eq(bookingCharges.id, deposit.id));
    if (fee.chargeCents <= 0) {
      // The deposit covers the whole fee: this transaction settles it, so its receipt is queued here.
      const message = deposit && (await queueFeeReceipt(tx, row, deposit.customerId, { ...receipt, fee: null }));
      if (message) after.message(message);
      return { row, fee: null, deposit, refund: fee.refundCents, receipt };
    }
    const payer = deposit?.customerId ?? row.customerId;
    const card = deposit
      ? { savedCardId: deposit.savedCardId }
      : payer
        ? await defaultSavedCard(tx, { tenantId: actor.tenantId, customerId: payer })
        : null;
    if (!payer || !card)
      throw invalid({ savedCardId: 'The customer has no saved card to charge' }, 'The customer has no saved card to charge');
    const intent = await recordChargeIntent(tx, actor, {
      appointmentId: id,
      customerId: payer,
      kind: fee.kind,
      amountCents: fee.chargeCents,
      savedCardId: card.savedCardId,
    });
    return { row, fee: intent, deposit, refund: fee.refundCents, receipt };
  });
  if (step?.deposit) await sendDepositRefund(deps, actor, step.deposit, step.refund, requestId);
  if (step?.fee) {
    const settled = await sendCharge(deps, actor, step.fee, requestId, async (tx, saved) => {
      const fee = { amountCents: saved.amountCents, brand: saved.brand, last4: saved.last4 };
      const message = await queueFeeReceipt(tx, step.row, saved.customerId, { ...step.receipt, fee });
      if (message) after.message(message);
    });
    if (settled.status === 'failed') throw declined(settled.message ?? 'The card was declined.');
  }
  await after.run(deps.jobs);
  return appointmentProtection(deps, actor, id);
}

/** What a cancelled or no-show visit's policy asks of its deposit (`paid` still held), or null for any other status. */
function outcomeOf(row: AppointmentRow, paid: number) {
  if (!row.bookingPolicy) return null;
  if (row.status === 'no_show') return noShowOutcome(row.bookingPolicy, paid);
  if (row.status !== 'cancelled' || !row.cancelledAt) return null;
  return cancellationOutcome(row.bookingPolicy, Math.floor((row.startsAt.getTime() - row.cancelledAt.getTime()) / MINUTE_MS), paid);
}

/**
 * appointments.cancelled and appointments.no-show: a cancellation or no-show that costs nothing under the policy (in
 * time, or no fee) gives the whole deposit back by itself; one with a fee waits for the desk. Idempotent: the deposit
 * row is locked and what is left of it is reserved in refunded_cents before the gateway (one key per deposit).
 */
export async function refundDepositIfNoFee(deps: ChargeDeps, tenantId: string, appointmentId: string) {
  const system: SystemActor = { type: 'system', tenantId };
  const reserved = await withTenant(deps.db, tenantId, async (tx) => {
    const row = await loadAppointment(tx, system, appointmentId, { forUpdate: true });
    const deposit = await liveCharge(tx, tenantId, appointmentId, 'deposit', true);
    if (deposit?.status !== 'succeeded') return null;
    const outcome = outcomeOf(row, deposit.amountCents - deposit.refundedCents);
    const left = deposit.amountCents - deposit.refundedCents - deposit.keptCents;
    if (!outcome || outcome.depositKeptCents > 0 || outcome.chargeCents > 0 || left <= 0) return null;
    await tx
      .update(bookingCharges)
      .set({ refundedCents: deposit.refundedCents + left })
      .where(eq(bookingCharges.id, deposit.id));
    return { deposit, left };
  });
  if (reserved) await sendDepositRefund(deps, system, reserved.deposit, reserved.left);
}
