// The promo code contract used by checkout (issue 7): quote, redeem (one per invoice), release.
import { applyPercent, formatMoney, instantToWallClock } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { promoCodes, promoRedemptions, stores } from '../../db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { PromoCodeRow } from './promo-codes.tables.ts';

export type PromoQuote = { promoCodeId: string; code: string; type: 'fixed' | 'percentage'; value: number; discountCents: number };

type QuoteInput = { tenantId: string; storeId: string; customerId: string | null; code: string; subtotalCents: number; now: Date };

/** 422 PROMO_CODE_INVALID with the reason as fields.promoCode and as the message. */
export const promoRefused = (reason: string) => new AppError(422, 'PROMO_CODE_INVALID', reason, { promoCode: reason });

/** The discount a code gives on a subtotal: fixed never more than the subtotal; percentage in basis points. */
export function discountFor(promo: Pick<PromoCodeRow, 'type' | 'value'>, subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  return promo.type === 'fixed' ? Math.min(promo.value, subtotalCents) : Math.min(applyPercent(subtotalCents, promo.value), subtotalCents);
}

/** "Mar 3, 2026" from "2026-03-03". */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

async function findPromo(tx: Tx, tenantId: string, code: string, lock: boolean): Promise<PromoCodeRow> {
  const normalized = code.trim().toUpperCase();
  if (!normalized) throw promoRefused('Enter a promo code');
  const query = tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenantId), sql`upper(${promoCodes.code}) = ${normalized}`));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw promoRefused(`Promo code ${normalized} does not exist`);
  return row;
}

async function checkRules(tx: Tx, promo: PromoCodeRow, input: QuoteInput): Promise<PromoQuote> {
  const [store] = await tx
    .select({ timezone: stores.timezone })
    .from(stores)
    .where(and(eq(stores.tenantId, input.tenantId), eq(stores.id, input.storeId)));
  if (!store) throw promoRefused(`Promo code ${promo.code} is not valid at this store`);
  if (!promo.active) throw promoRefused(`Promo code ${promo.code} is not active`);
  const today = instantToWallClock(store.timezone, input.now).date;
  if (today < promo.startsOn) throw promoRefused(`Promo code ${promo.code} starts on ${formatDay(promo.startsOn)}`);
  if (promo.endsOn && today > promo.endsOn) throw promoRefused(`Promo code ${promo.code} expired on ${formatDay(promo.endsOn)}`);
  if (promo.storeIds.length > 0 && !promo.storeIds.includes(input.storeId))
    throw promoRefused(`Promo code ${promo.code} is not valid at this store`);
  if (input.subtotalCents < promo.minSpendCents)
    throw promoRefused(`Promo code ${promo.code} needs a spend of at least ${formatMoney(promo.minSpendCents)}`);
  if (promo.usageLimit !== null || (promo.perCustomerLimit !== null && input.customerId)) {
    const [uses] = await queryRows<{ total: number; mine: number }>(
      tx,
      sql`select count(*)::int as total,
                 count(*) filter (where customer_id is not distinct from ${input.customerId}::uuid and ${input.customerId}::uuid is not null)::int as mine
            from promo_redemptions where tenant_id = ${input.tenantId} and promo_code_id = ${promo.id}`,
    );
    if (promo.usageLimit !== null && (uses?.total ?? 0) >= promo.usageLimit)
      throw promoRefused(`Promo code ${promo.code} has been used up`);
    if (promo.perCustomerLimit !== null && input.customerId && (uses?.mine ?? 0) >= promo.perCustomerLimit)
      throw promoRefused(
        `This customer has already used promo code ${promo.code} ${promo.perCustomerLimit === 1 ? 'once, the allowed number of times' : `${promo.perCustomerLimit} times, the allowed number of times`}`,
      );
  }
  return {
    promoCodeId: promo.id,
    code: promo.code,
    type: promo.type,
    value: promo.value,
    discountCents: discountFor(promo, input.subtotalCents),
  };
}

/** Checks every rule and answers the discount, recording nothing. Refusal: AppError 422, code PROMO_CODE_INVALID,
 * fields.promoCode = a sentence naming the reason (unknown, inactive, not started, expired on <date>, not valid
 * at this store, used up, already used by this customer the allowed times, spend at least $X). */
export async function quotePromoCode(tx: Tx, input: QuoteInput): Promise<PromoQuote> {
  return checkRules(tx, await findPromo(tx, input.tenantId, input.code, false), input);
}

/** Same checks under a row lock of the promo code, then records one redemption for the invoice (one per invoice). */
export async function redeemPromoCode(tx: Tx, input: QuoteInput & { invoiceId: string }): Promise<PromoQuote> {
  const promo = await findPromo(tx, input.tenantId, input.code, true);
  const [existing] = await tx
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.tenantId, input.tenantId), eq(promoRedemptions.invoiceId, input.invoiceId)));
  if (existing) {
    if (existing.promoCodeId === promo.id) {
      // Redeeming again for the same invoice answers the recorded use (a retried request), not a second use.
      return { promoCodeId: promo.id, code: promo.code, type: promo.type, value: promo.value, discountCents: existing.discountCents };
    }
    throw promoRefused('This invoice already has a promo code; remove it first');
  }
  const quote = await checkRules(tx, promo, input);
  await tx.insert(promoRedemptions).values({
    tenantId: input.tenantId,
    promoCodeId: promo.id,
    invoiceId: input.invoiceId,
    storeId: input.storeId,
    customerId: input.customerId,
    discountCents: quote.discountCents,
  });
  return quote;
}

/** Removes the invoice's redemption (promo removed, invoice voided): the use counts again. */
export async function releasePromoCode(tx: Tx, input: { tenantId: string; invoiceId: string }): Promise<void> {
  await tx
    .delete(promoRedemptions)
    .where(and(eq(promoRedemptions.tenantId, input.tenantId), eq(promoRedemptions.invoiceId, input.invoiceId)));
}
