import { randomBytes } from 'node:crypto';
import { type CardBrand, cardExpired, checkCard, type CardToken } from '@salon/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { keyReused, requestHash } from '../idempotency/idempotency.ts';
import { invalid } from '../http/errors.ts';
import {
  assertChargeAmount,
  type AttachResult,
  type ChargeInput,
  type ChargeResult,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
} from './gateway.ts';
import { type SandboxOutcome, sandboxCards, sandboxCharges, sandboxCustomers, sandboxRefunds, sandboxTokens } from './sandbox.tables.ts';

/** Where the sandbox serves tokenisation (outside /api: it stands for the gateway's own server). */
export const SANDBOX_TOKENIZE_PATH = '/sandbox-gateway/v1/tokens';

/**
 * The sandbox test cards (docs/payments-api.md): these numbers decline with the code named; any other Luhn-valid
 * number of a known brand approves. Only the outcome is kept, never the number.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

const DECLINE_MESSAGES: Readonly<Record<Exclude<SandboxOutcome, 'approve'>, string>> = {
  card_declined: 'Your card was declined. Please use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  expired_card: 'Your card has expired. Please use another card.',
};

const ref = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;

const declined = (declineCode: string, message: string): ChargeResult => ({ status: 'declined', declineCode, message });

type ChargeRow = typeof sandboxCharges.$inferSelect;
function resultOf(row: ChargeRow): ChargeResult {
  return row.status === 'approved'
    ? { status: 'approved', chargeId: row.id, brand: row.brand as CardBrand, last4: row.last4 ?? '' }
    : declined(row.declineCode ?? 'card_declined', row.message ?? DECLINE_MESSAGES.card_declined);
}

/** Thrown inside a transaction to roll it back when another request already holds the idempotency key. */
class KeyTaken extends Error {}

/**
 * The working default gateway. It keeps its records durably in its own tables through its own connection and
 * transactions (a restarted server still finds a charge by idempotency key), so call it outside your transaction.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.database.db;
  }

  /** The gateway's tokenisation: checks the card and answers a single-use token. The number and CVC go no further. */
  async tokenize(input: { number: string; expMonth: number; expYear: number; cvc: string }): Promise<CardToken> {
    const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
    const check = checkCard({ number: input.number, expMonth: input.expMonth, expYear, cvc: input.cvc }, this.now());
    if (!check.ok) throw invalid({ [check.field]: check.message }, check.message);
    const outcome = SANDBOX_TEST_CARDS[check.digits] ?? 'approve';
    const token = ref('tok');
    await this.db
      .insert(sandboxTokens)
      .values({ id: token, brand: check.brand, last4: check.last4, expMonth: input.expMonth, expYear, outcome });
    return { token, brand: check.brand, last4: check.last4, expMonth: input.expMonth, expYear };
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    assertChargeAmount(input.amountCents);
    const hash = requestHash('charge', { amountCents: input.amountCents, currency: input.currency.toLowerCase(), source: input.source });
    try {
      return await this.db.transaction(async (tx) => {
        // The key row first: a concurrent request with the same key waits here until this one commits.
        const id = ref('ch');
        const claimed = await queryRows<{ id: string }>(
          tx,
          sql`insert into sandbox_gateway_charges (id, idempotency_key, request_hash, amount_cents, currency, status)
              values (${id}, ${input.idempotencyKey}, ${hash}, ${input.amountCents}, ${input.currency.toLowerCase()}, 'declined')
              on conflict (idempotency_key) do nothing returning id`,
        );
        if (!claimed.length) throw new KeyTaken();
        const card = await this.cardForCharge(tx, input.source);
        const outcome: ChargeResult = !card
          ? declined('invalid_card', 'This card can no longer be used. Please enter the card again.')
          : card.outcome !== 'approve'
            ? declined(card.outcome, DECLINE_MESSAGES[card.outcome])
            : cardExpired(card.expMonth, card.expYear, this.now())
              ? declined('expired_card', DECLINE_MESSAGES.expired_card)
              : { status: 'approved', chargeId: id, brand: card.brand as CardBrand, last4: card.last4 };
        await tx
          .update(sandboxCharges)
          .set(
            outcome.status === 'approved'
              ? { status: 'approved', brand: outcome.brand, last4: outcome.last4 }
              : { status: 'declined', declineCode: outcome.declineCode, message: outcome.message, brand: card?.brand, last4: card?.last4 },
          )
          .where(eq(sandboxCharges.id, id));
        return outcome;
      });
    } catch (err) {
      if (!(err instanceof KeyTaken)) throw err;
    }
    const [stored] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
    if (!stored || stored.requestHash !== hash) throw keyReused();
    return resultOf(stored);
  }

  /** The card a source names: a token is used up by its first charge; a saved card must still be attached. */
  private async cardForCharge(tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0], source: ChargeInput['source']) {
    if (source.kind === 'token') {
      const [token] = await tx
        .update(sandboxTokens)
        .set({ usedAt: this.now() })
        .where(and(eq(sandboxTokens.id, source.token), isNull(sandboxTokens.usedAt)))
        .returning();
      return token ?? null;
    }
    const [card] = await tx
      .select()
      .from(sandboxCards)
      .where(and(eq(sandboxCards.id, source.cardRef), eq(sandboxCards.customerId, source.customerRef), isNull(sandboxCards.detachedAt)));
    return card ?? null;
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return row ? resultOf(row) : null;
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)
      return { status: 'failed', message: 'A refund is at least one cent.' };
    const hash = requestHash('refund', { chargeId: input.chargeId, amountCents: input.amountCents });
    try {
      return await this.db.transaction(async (tx) => {
        const id = ref('re');
        const claimed = await queryRows<{ id: string }>(
          tx,
          sql`insert into sandbox_gateway_refunds (id, idempotency_key, request_hash, charge_id, amount_cents, status)
              values (${id}, ${input.idempotencyKey}, ${hash}, ${input.chargeId}, ${input.amountCents}, 'failed')
              on conflict (idempotency_key) do nothing returning id`,
        );
        if (!claimed.length) throw new KeyTaken();
        // One statement checks and adds under the charge's row lock: concurrent refunds never pass the amount.
        const taken = await queryRows<{ id: string }>(
          tx,
          sql`update sandbox_gateway_charges set refunded_cents = refunded_cents + ${input.amountCents}
               where id = ${input.chargeId} and status = 'approved' and refunded_cents + ${input.amountCents} <= amount_cents
               returning id`,
        );
        let result: RefundResult = { status: 'succeeded', refundId: id };
        if (!taken.length) {
          const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, input.chargeId));
          const message = !charge
            ? 'The payment to refund was not found.'
            : charge.status !== 'approved'
              ? 'A declined payment cannot be refunded.'
              : `Only ${charge.amountCents - charge.refundedCents} cents of this payment are left to refund.`;
          result = { status: 'failed', message };
        }
        await tx
          .update(sandboxRefunds)
          .set(result.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', message: result.message })
          .where(eq(sandboxRefunds.id, id));
        return result;
      });
    } catch (err) {
      if (!(err instanceof KeyTaken)) throw err;
    }
    const [stored] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
    if (!stored || stored.requestHash !== hash) throw keyReused();
    return stored.status === 'succeeded'
      ? { status: 'succeeded', refundId: stored.id }
      : { status: 'failed', message: stored.message ?? 'Refund failed.' };
  }

  async createCustomer(input: { description?: string }): Promise<{ customerRef: string }> {
    const id = ref('cus');
    await this.db.insert(sandboxCustomers).values({ id, description: input.description ?? null });
    return { customerRef: id };
  }

  async attachCard(input: { customerRef: string; token: string }): Promise<AttachResult> {
    return this.db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, input.customerRef));
      if (!customer) return { status: 'refused', message: 'The payment account was not found.' };
      const [token] = await tx
        .update(sandboxTokens)
        .set({ usedAt: this.now() })
        .where(and(eq(sandboxTokens.id, input.token), isNull(sandboxTokens.usedAt)))
        .returning();
      if (!token) return { status: 'refused', message: 'This card token is unknown or was already used. Please enter the card again.' };
      // Like a real gateway's check on saving: a card that always declines is refused now, not at the first charge.
      if (token.outcome === 'card_declined' || token.outcome === 'expired_card')
        return { status: 'refused', message: DECLINE_MESSAGES[token.outcome] };
      if (cardExpired(token.expMonth, token.expYear, this.now())) return { status: 'refused', message: DECLINE_MESSAGES.expired_card };
      const cardRef = ref('card');
      await tx.insert(sandboxCards).values({
        id: cardRef,
        customerId: input.customerRef,
        brand: token.brand,
        last4: token.last4,
        expMonth: token.expMonth,
        expYear: token.expYear,
        outcome: token.outcome,
      });
      return {
        status: 'attached',
        cardRef,
        brand: token.brand as CardBrand,
        last4: token.last4,
        expMonth: token.expMonth,
        expYear: token.expYear,
      };
    });
  }

  async detachCard(input: { customerRef: string; cardRef: string }): Promise<void> {
    await this.db
      .update(sandboxCards)
      .set({ detachedAt: this.now() })
      .where(and(eq(sandboxCards.id, input.cardRef), eq(sandboxCards.customerId, input.customerRef), isNull(sandboxCards.detachedAt)));
  }
}
