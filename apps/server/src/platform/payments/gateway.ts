// The payment gateway seen by the rest of the server (docs/payments-api.md). Card numbers never come here:
// the browser tokenises at the gateway and we only ever hold tokens, card references and charge ids.
import { CARD_BRANDS, type CardBrand } from '@salon/shared';

export { CARD_BRANDS, type CardBrand };

export type ChargeSource = { kind: 'token'; token: string } | { kind: 'saved_card'; customerRef: string; cardRef: string };

export type ChargeResult =
  | { status: 'approved'; chargeId: string; brand: CardBrand; last4: string }
  /** message is safe to show a person. */
  | { status: 'declined'; declineCode: string; message: string };

export type RefundResult = { status: 'succeeded'; refundId: string } | { status: 'failed'; message: string };

export interface AttachedCard {
  cardRef: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type AttachResult = ({ status: 'attached' } & AttachedCard) | { status: 'refused'; message: string };

export interface ChargeInput {
  amountCents: number;
  currency: string;
  source: ChargeSource;
  idempotencyKey: string;
  description?: string;
}

export interface RefundInput {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * One payment processor. Call it OUTSIDE a database transaction: it is another system (the sandbox commits its
 * own records on its own connection, and on PGlite a call made inside an open transaction would wait forever).
 * Record your intent (e.g. an idempotency row) first, call the gateway, then commit the result; after a crash,
 * findCharge(key) tells whether the gateway took the money.
 *
 * Errors: a refusal is a result (declined / failed), never an exception. An exception means the gateway could not
 * be reached or answered something unreadable: the outcome is unknown, so retry with the SAME idempotency key
 * (or call findCharge) rather than charging again with a new one.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** Idempotent at the gateway: the same idempotencyKey returns the first result and never charges twice. Same key with a
   * different amount, currency or source throws an AppError 422 IDEMPOTENCY_KEY_REUSED. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The result of an earlier charge with this key, or null if the gateway never saw it (for reconciliation after a crash). */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Never refunds more than the charge's amount in total: an over-refund answers { status: 'failed' }. Idempotent by key. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** A gateway customer for one of our customers (reference kept on our side). */
  createCustomer(input: { description?: string; email?: string | null }): Promise<{ customerRef: string }>;
  /** Turns a single-use token into a card stored at the gateway under the customer. */
  attachCard(input: { customerRef: string; token: string }): Promise<AttachResult>;
  /** Removes a stored card at the gateway; an unknown card is not an error (already gone). */
  detachCard(input: { customerRef: string; cardRef: string }): Promise<void>;
}

/** Payment amounts the gateways accept: whole cents, at least 1, at most $999,999.99. */
export function assertChargeAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > 99_999_999) {
    throw new RangeError('A charge amount is a whole number of cents between 1 and 99999999');
  }
}
