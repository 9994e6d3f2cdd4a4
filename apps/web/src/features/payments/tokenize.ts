import { type CardBrand, type CardToken, type PaymentGatewayEnv, cardDigits, cardTokenSchema, detectCardBrand } from '@salon/shared';
import { z } from 'zod';
import { loadEnv } from '../../api/env.ts';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
}

/** A refusal of the gateway: the field it names (number, expiry, cvc) or the whole form. */
export class TokenizeError extends Error {
  constructor(
    message: string,
    readonly field?: 'number' | 'expiry' | 'cvc',
  ) {
    super(message);
  }
}

const SANDBOX_DEFAULT: PaymentGatewayEnv = { name: 'sandbox', tokenizeUrl: '/sandbox-gateway/v1/tokens', publishableKey: null };

const refusalSchema = z.object({
  message: z.string().optional(),
  error: z
    .object({ fields: z.record(z.string(), z.string()).optional(), code: z.string().optional() })
    .loose()
    .optional(),
});
const stripeTokenSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string().optional(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
});
const stripeErrorSchema = z.object({ error: z.object({ message: z.string().optional(), param: z.string().optional() }) });

const asField = (f: string | undefined): TokenizeError['field'] =>
  f === 'number' || f === 'expiry' || f === 'cvc'
    ? f
    : f?.includes('number')
      ? 'number'
      : f?.includes('exp')
        ? 'expiry'
        : f?.includes('cvc')
          ? 'cvc'
          : undefined;

/**
 * Sends the card to the gateway's own tokenisation URL (from getEnv) and answers only its token, brand and last
 * four. The card never goes to /api: this is the one request that carries it, and it goes to the gateway.
 */
export async function tokenizeCard(card: CardInput, fetchImpl: typeof fetch = fetch): Promise<CardToken> {
  const env = (await loadEnv()).paymentGateway ?? SANDBOX_DEFAULT;
  const number = cardDigits(card.number) ?? card.number;
  let response: Response;
  try {
    response =
      env.name === 'stripe'
        ? await fetchImpl(env.tokenizeUrl, {
            method: 'POST',
            headers: { Authorization: `Bearer ${env.publishableKey ?? ''}`, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              'card[number]': number,
              'card[exp_month]': String(card.expMonth),
              'card[exp_year]': String(card.expYear),
              'card[cvc]': card.cvc,
              ...(card.name ? { 'card[name]': card.name } : {}),
            }),
          })
        : await fetchImpl(env.tokenizeUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc, name: card.name || undefined }),
          });
  } catch {
    throw new TokenizeError('The payment processor could not be reached. Please try again.');
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (env.name === 'stripe') {
    if (response.ok) {
      const parsed = stripeTokenSchema.safeParse(body);
      if (parsed.success) {
        const brand: CardBrand = detectCardBrand(number) ?? 'visa';
        return {
          token: parsed.data.id,
          brand,
          last4: parsed.data.card.last4,
          expMonth: parsed.data.card.exp_month,
          expYear: parsed.data.card.exp_year,
        };
      }
    }
    const err = stripeErrorSchema.safeParse(body);
    throw new TokenizeError(
      err.success ? (err.data.error.message ?? 'This card was refused.') : 'This card was refused.',
      asField(err.data?.error.param),
    );
  }
  if (response.ok) {
    const parsed = cardTokenSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new TokenizeError('The payment processor answered something unexpected. Please try again.');
  }
  const refusal = refusalSchema.safeParse(body);
  const fields = refusal.success ? (refusal.data.error?.fields ?? {}) : {};
  const [field, message] = Object.entries(fields)[0] ?? [];
  throw new TokenizeError(message ?? (refusal.success ? refusal.data.message : undefined) ?? 'This card was refused.', asField(field));
}
