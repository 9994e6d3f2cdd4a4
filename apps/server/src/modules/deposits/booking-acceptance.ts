// At booking (Cart/Hold and Cart/Confirm): the policy the held visit carries, shown to the customer, accepted, and its
// deposit recorded for the gateway; a hold that could not be booked after its deposit was taken gets it back whole.
import { type BookingPolicy, type CartConfirm, type CartPolicy, depositCents, policySummary } from '@salon/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bookingCharges } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { savedCardForCharge } from '../payments/saved-cards.service.ts';
import { type ChargeDeps, declined, liveCharge, recordChargeIntent, sendCharge, sendDepositRefund } from './booking-charges.ts';
import { policyForVisit } from './booking-policies.service.ts';
import type { BookingChargeRow } from './deposits.tables.ts';

export interface HeldVisit {
  id: string;
  storeId: string;
  serviceIds: readonly string[];
  totalCents: number;
}

/** Whether the customer must tick "I accept" before booking under this policy. */
export const needsAcceptance = (p: BookingPolicy) =>
  p.requirement !== 'none' || p.lateCancelFeeCents > 0 || p.noShowFeeCents > 0 || p.cancellationWindowMinutes > 0;

/** The policy shown with a held visit, or null when nothing applies. */
export async function cartPolicyOf(tx: Tx, tenantId: string, visit: Omit<HeldVisit, 'id'>): Promise<CartPolicy | null> {
  const policy = await policyForVisit(tx, tenantId, visit.storeId, visit.serviceIds);
  if (!policy || !needsAcceptance(policy)) return null;
  return {
    requirement: policy.requirement,
    depositCents: depositCents(policy, visit.totalCents),
    lines: policySummary(policy, visit.totalCents),
  };
}

/**
 * A booking the desk makes (phone, walk-in, from the waitlist) carries the policy in force at booking, stored with the
 * appointment like an online one (policy_accepted_at stays empty: the customer did not tick it online), so its
 * late-cancel and no-show fees can be charged to the saved card later. No deposit is taken at the desk.
 */
export async function deskBookingPolicy(tx: Tx, tenantId: string, storeId: string, serviceIds: readonly string[]) {
  const policy = await policyForVisit(tx, tenantId, storeId, serviceIds);
  return policy && needsAcceptance(policy) ? policy : null;
}

export interface Acceptance {
  policy: BookingPolicy | null;
  deposit: BookingChargeRow | null;
}

/**
 * In the confirm's first transaction: refuses a confirm that has not accepted the policy (422) or lacks the card it
 * asks for (422), and records the deposit's pending charge (or finds the one a replay already made).
 */
export async function acceptPolicy(tx: Tx, actor: Actor, visit: HeldVisit, input: CartConfirm): Promise<Acceptance> {
  const policy = await policyForVisit(tx, actor.tenantId, visit.storeId, visit.serviceIds);
  if (!policy || !needsAcceptance(policy)) return { policy: null, deposit: null };
  if (!input?.acceptPolicy)
    throw invalid({ acceptPolicy: 'Please read and accept the booking policy' }, 'Please read and accept the booking policy');
  if (policy.requirement === 'none') return { policy, deposit: null };
  if (!input.savedCardId) throw invalid({ savedCardId: 'Choose a saved card to book' }, 'This booking needs a saved card');
  await savedCardForCharge(tx, { tenantId: actor.tenantId, customerId: actor.id, savedCardId: input.savedCardId });
  const amountCents = depositCents(policy, visit.totalCents);
  if (amountCents <= 0) return { policy, deposit: null };
  const deposit = await recordChargeIntent(tx, actor, {
    appointmentId: visit.id,
    customerId: actor.id,
    kind: 'deposit',
    amountCents,
    savedCardId: input.savedCardId,
  });
  return { policy, deposit };
}

/** Takes the deposit at the gateway; a declined card answers 402 and the hold stays unbooked. */
export async function takeDeposit(deps: ChargeDeps, actor: Actor, acceptance: Acceptance, requestId?: string): Promise<void> {
  if (!acceptance.deposit) return;
  const settled = await sendCharge(deps, actor, acceptance.deposit, requestId);
  if (settled.status === 'failed') throw declined(settled.message ?? 'The card was declined.');
}

/** The hold expired while the deposit was being taken: the whole deposit goes back to the card. */
export async function returnDeposit(deps: ChargeDeps, actor: Actor, acceptance: Acceptance, requestId?: string): Promise<void> {
  if (!acceptance.deposit) return;
  const reserved = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const [row] = await tx.select().from(bookingCharges).where(eq(bookingCharges.id, acceptance.deposit!.id)).for('update');
    const left = row.status === 'succeeded' ? row.amountCents - row.refundedCents - row.keptCents : 0;
    if (left > 0)
      await tx
        .update(bookingCharges)
        .set({ refundedCents: row.refundedCents + left })
        .where(eq(bookingCharges.id, row.id));
    return { row, left };
  });
  await sendDepositRefund(deps, actor, reserved.row, reserved.left, requestId);
}

/**
 * At checkout: the deposit still held for this appointment (taken, not given back or kept against a fee, not yet
 * applied), locked, and marked applied to the invoice in the caller's transaction. Null when there is none.
 */
export async function claimDepositForInvoice(tx: Tx, tenantId: string, appointmentId: string, invoiceId: string) {
  const deposit = await liveCharge(tx, tenantId, appointmentId, 'deposit', true);
  if (deposit?.status !== 'succeeded' || deposit.appliedInvoiceId) return null;
  const amountCents = deposit.amountCents - deposit.refundedCents - deposit.keptCents;
  if (amountCents <= 0) return null;
  await tx.update(bookingCharges).set({ appliedInvoiceId: invoiceId }).where(eq(bookingCharges.id, deposit.id));
  return { ...deposit, amountCents };
}
