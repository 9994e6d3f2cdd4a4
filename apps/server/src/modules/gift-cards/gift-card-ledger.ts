// The gift card contract used by checkout (issue 7): issue on a paid sale, redeem as a tender, refund a redemption.
import { formatMoney } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { giftCardLedger, giftCards } from '../../db/schema.ts';
import { AppError, invalid, notFound, sqlState } from '../../platform/http/errors.ts';
import { hashGiftCardNumber, newGiftCardNumber, normalizeGiftCardNumber } from './gift-card-number.ts';

export const invalidGiftCardNumber = () =>
  new AppError(422, 'invalid_giftcard_number', 'This gift card number is not valid', {
    giftCardNumber: 'This gift card number is not valid',
  });

/** Creates an active gift card with the amount (called when the invoice that sold it is paid in full). Number: 16 digits, unguessable, unique. */
export async function issueGiftCard(
  tx: Tx,
  input: { tenantId: string; storeId: string; amountCents: number; invoiceId: string; invoiceLineId: string; customerId: string | null },
): Promise<{ giftCardId: string; number: string; balanceCents: number }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw invalid({ amountCents: 'A gift card must be worth more than $0.00' });
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = newGiftCardNumber();
    // A savepoint, so a (vanishingly rare) duplicate number retries without failing the caller's transaction.
    try {
      const card = await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(giftCards)
          .values({
            tenantId: input.tenantId,
            storeId: input.storeId,
            numberHash: hashGiftCardNumber(number),
            last4: number.slice(-4),
            initialCents: input.amountCents,
            balanceCents: input.amountCents,
            customerId: input.customerId,
            invoiceId: input.invoiceId,
            invoiceLineId: input.invoiceLineId,
          })
          .returning();
        await sp.insert(giftCardLedger).values({
          tenantId: input.tenantId,
          giftCardId: row!.id,
          kind: 'issue',
          amountCents: input.amountCents,
          balanceAfterCents: input.amountCents,
          invoiceId: input.invoiceId,
        });
        return row!;
      });
      return { giftCardId: card.id, number, balanceCents: card.balanceCents };
    } catch (err) {
      if (sqlState(err) !== '23505') throw err;
      const [sameLine] = await tx
        .select({ id: giftCards.id })
        .from(giftCards)
        .where(and(eq(giftCards.tenantId, input.tenantId), eq(giftCards.invoiceLineId, input.invoiceLineId)));
      if (sameLine) throw new AppError(409, 'CONFLICT', 'A gift card was already issued for this invoice line');
    }
  }
  throw new AppError(500, 'INTERNAL', 'Could not make a unique gift card number');
}

/** Takes amountCents off the balance atomically (never below zero, 50 concurrent redemptions stay exact).
 * Unknown/inactive number: AppError 422 code 'invalid_giftcard_number'. Not enough: 422 GIFT_CARD_INSUFFICIENT naming the balance. */
export async function redeemGiftCard(
  tx: Tx,
  input: { tenantId: string; number: string; amountCents: number; invoiceId: string; paymentId: string },
): Promise<{ giftCardId: string; last4: string; remainingCents: number }> {
  const number = normalizeGiftCardNumber(input.number);
  if (!number) throw invalidGiftCardNumber();
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw invalid({ amountCents: 'The amount to take from a gift card must be more than $0.00' });
  const hash = hashGiftCardNumber(number);
  // One conditional UPDATE: concurrent redemptions queue on the row and each re-checks the balance.
  const [updated] = await queryRows<{ id: string; last4: string; balance_cents: number }>(
    tx,
    sql`update gift_cards set balance_cents = balance_cents - ${input.amountCents}, updated_at = now()
         where tenant_id = ${input.tenantId} and number_hash = ${hash} and status = 'active'
           and balance_cents >= ${input.amountCents}
       returning id, last4, balance_cents`,
  );
  if (!updated) {
    const [card] = await tx
      .select({ balanceCents: giftCards.balanceCents, status: giftCards.status })
      .from(giftCards)
      .where(and(eq(giftCards.tenantId, input.tenantId), eq(giftCards.numberHash, hash)));
    if (card?.status !== 'active') throw invalidGiftCardNumber();
    const message = `This gift card has only ${formatMoney(card.balanceCents)} left`;
    throw new AppError(422, 'GIFT_CARD_INSUFFICIENT', message, { giftCardNumber: message, balanceCents: String(card.balanceCents) });
  }
  await tx.insert(giftCardLedger).values({
    tenantId: input.tenantId,
    giftCardId: updated.id,
    kind: 'redeem',
    amountCents: input.amountCents,
    balanceAfterCents: updated.balance_cents,
    invoiceId: input.invoiceId,
    paymentId: input.paymentId,
  });
  return { giftCardId: updated.id, last4: updated.last4, remainingCents: updated.balance_cents };
}

/** Puts a refunded amount of a redemption back on its card. */
export async function refundGiftCardRedemption(tx: Tx, input: { tenantId: string; paymentId: string; amountCents: number }): Promise<void> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw invalid({ amountCents: 'The amount to refund must be more than $0.00' });
  const [redemption] = await tx
    .select()
    .from(giftCardLedger)
    .where(
      and(eq(giftCardLedger.tenantId, input.tenantId), eq(giftCardLedger.paymentId, input.paymentId), eq(giftCardLedger.kind, 'redeem')),
    );
  if (!redemption) throw notFound('Gift card payment');
  // Lock the card: refunds of one redemption queue here, so together they never exceed it.
  await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.id, redemption.giftCardId)).for('update');
  const [refunded] = await queryRows<{ total: number }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0)::int as total from gift_card_ledger
         where tenant_id = ${input.tenantId} and payment_id = ${input.paymentId} and kind = 'refund'`,
  );
  const left = redemption.amountCents - (refunded?.total ?? 0);
  if (input.amountCents > left)
    throw invalid(
      { amountCents: `Only ${formatMoney(left)} of this gift card payment can still be refunded` },
      `Only ${formatMoney(left)} of this gift card payment can still be refunded`,
    );
  const [card] = await queryRows<{ balance_cents: number }>(
    tx,
    sql`update gift_cards set balance_cents = balance_cents + ${input.amountCents}, updated_at = now()
         where id = ${redemption.giftCardId} returning balance_cents`,
  );
  await tx.insert(giftCardLedger).values({
    tenantId: input.tenantId,
    giftCardId: redemption.giftCardId,
    kind: 'refund',
    amountCents: input.amountCents,
    balanceAfterCents: card!.balance_cents,
    invoiceId: redemption.invoiceId,
    paymentId: input.paymentId,
  });
}
