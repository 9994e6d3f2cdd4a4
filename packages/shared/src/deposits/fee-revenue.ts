// Booking-fee revenue (issue 20): what the salon keeps from late cancels and no-shows, outside any invoice. A fee
// charged to the card counts less what was given back; a deposit counts only the part kept against a fee (the rest
// is either refunded or applied to the visit's invoice, where checkout already counts it). Pure, integer cents.
import { formatMoney } from '../money.ts';
import type { BookingChargeKind } from './deposits.schemas.ts';

export interface FeeCharge {
  kind: BookingChargeKind;
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
  refundedCents: number;
  keptCents: number;
}

/** The fee revenue one charge brings: succeeded fees net of refunds, the kept part of a succeeded deposit. */
export function feeRevenueOf(c: FeeCharge): number {
  if (c.status !== 'succeeded') return 0;
  return c.kind === 'deposit' ? c.keptCents : c.amountCents - c.refundedCents;
}

/** The fee revenue of many charges. */
export const feeRevenueCents = (charges: readonly FeeCharge[]) => charges.reduce((sum, c) => sum + feeRevenueOf(c), 0);

const FEE_NAME = { late_cancel_fee: 'Late-cancel fee', no_show_fee: 'No-show fee' } as const;

/**
 * The lines of a fee receipt: the fee in full, the part kept from the deposit, the part charged to the card, and what
 * of the deposit went back. `fee` is null when the deposit covered the whole fee.
 */
export function feeReceiptLines(
  kind: 'late_cancel_fee' | 'no_show_fee',
  deposit: { keptCents: number; refundCents: number } | null,
  fee: { amountCents: number; card: string } | null,
): string[] {
  const kept = deposit?.keptCents ?? 0;
  const charged = fee?.amountCents ?? 0;
  const lines = [`${FEE_NAME[kind]}: ${formatMoney(kept + charged)}`];
  if (kept > 0) lines.push(`Kept from your deposit: ${formatMoney(kept)}`);
  if (fee && charged > 0) lines.push(`Charged to ${fee.card}: ${formatMoney(charged)}`);
  if (deposit && deposit.refundCents > 0) lines.push(`Deposit refunded to your card: ${formatMoney(deposit.refundCents)}`);
  return lines;
}
