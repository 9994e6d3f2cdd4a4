import { randomUUID } from 'node:crypto';
import { CARD_BRANDS, type CardBrand } from '@salon/shared';
import { keyReused } from '../idempotency/idempotency.ts';
import {
  assertChargeAmount,
  type AttachResult,
  type ChargeInput,
  type ChargeResult,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
} from './gateway.ts';

export interface StripeOptions {
  secretKey: string;
  /** https://api.stripe.com, or a local fake in tests. */
  apiBase: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type FormValue = string | number | boolean | undefined | null | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: nested keys as a[b][c], lists as a[]. */
export function formEncode(value: Record<string, FormValue>): string {
  const pairs: string[] = [];
  const walk = (prefix: string, v: FormValue) => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) for (const item of v) walk(`${prefix}[]`, item);
    else if (typeof v === 'object') for (const [k, inner] of Object.entries(v)) walk(prefix ? `${prefix}[${k}]` : k, inner);
    else pairs.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(v))}`);
  };
  walk('', value);
  return pairs.join('&');
}

interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}
type StripeAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; status: number; error: StripeError };

/** Thrown when Stripe could not be reached or answered something we cannot read: the outcome is unknown. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** Stripe's brand names (PaymentMethod card.brand, Token card.brand) to ours. */
export function brandFromStripe(brand: unknown): CardBrand {
  const b = String(brand ?? '')
    .toLowerCase()
    .replace(/[\s_]/g, '');
  if (b === 'americanexpress' || b === 'amex') return 'amex';
  if (b === 'dinersclub' || b === 'diners') return 'diners';
  if (b === 'cartesbancaires' || b === 'cartebleue') return 'cartebleue';
  return (CARD_BRANDS as readonly string[]).includes(b) ? (b as CardBrand) : 'visa';
}

const SAFE_DECLINE = 'Your card was declined. Please use another card.';

/**
 * PaymentIntents (confirm=true) for charges, Refunds, Customers and PaymentMethods for saved cards. Form-encoded,
 * bearer secret key, Idempotency-Key on every write. The secret key is never logged or put in an error.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: StripeOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, FormValue>,
    idempotencyKey?: string,
  ): Promise<StripeAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.secretKey}`, 'stripe-version': '2024-06-20' };
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await this.fetch(new URL(path, this.options.apiBase), {
        method,
        headers,
        body: body ? formEncode(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (err) {
      throw new GatewayUnavailableError(`Stripe could not be reached (${(err as Error).name}).`);
    }
    let json: Record<string, unknown>;
    try {
      json = (await response.json()) as Record<string, unknown>;
    } catch {
      throw new GatewayUnavailableError(`Stripe answered ${response.status} with an unreadable body.`);
    }
    if (response.ok) return { ok: true, body: json };
    const error = (json.error ?? {}) as StripeError;
    if (response.status >= 500 || response.status === 401 || response.status === 429) {
      throw new GatewayUnavailableError(`Stripe answered ${response.status} (${error.type ?? 'error'}).`);
    }
    if (error.type === 'idempotency_error') throw keyReused();
    return { ok: false, status: response.status, error };
  }

  private intentResult(intent: Record<string, unknown>): ChargeResult {
    const pm = intent.payment_method as { card?: { brand?: string; last4?: string } } | string | null;
    const card = typeof pm === 'object' && pm ? pm.card : undefined;
    if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'requires_capture') {
      return { status: 'approved', chargeId: String(intent.id), brand: brandFromStripe(card?.brand), last4: String(card?.last4 ?? '') };
    }
    const last = intent.last_payment_error as StripeError | null | undefined;
    if (last)
      return { status: 'declined', declineCode: last.decline_code ?? last.code ?? 'card_declined', message: last.message ?? SAFE_DECLINE };
    if (intent.status === 'requires_action') {
      return {
        status: 'declined',
        declineCode: 'authentication_required',
        message: 'Your bank asks to confirm this payment. Please use another card.',
      };
    }
    return { status: 'declined', declineCode: String(intent.status ?? 'card_declined'), message: SAFE_DECLINE };
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    assertChargeAmount(input.amountCents);
    const source =
      input.source.kind === 'token'
        ? { payment_method_data: { type: 'card', card: { token: input.source.token } } }
        : { customer: input.source.customerRef, payment_method: input.source.cardRef, off_session: true };
    const answer = await this.call(
      'POST',
      '/v1/payment_intents',
      {
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        confirm: true,
        description: input.description,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { idempotency_key: input.idempotencyKey },
        expand: ['payment_method'],
        ...source,
      },
      input.idempotencyKey,
    );
    if (answer.ok) return this.intentResult(answer.body);
    const { error } = answer;
    if (error.type === 'card_error') {
      return {
        status: 'declined',
        declineCode: error.decline_code ?? error.code ?? 'card_declined',
        message: error.message ?? SAFE_DECLINE,
      };
    }
    return {
      status: 'declined',
      declineCode: error.code ?? 'invalid_request',
      message: 'This card could not be charged. Please use another card.',
    };
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const query = `metadata['idempotency_key']:'${idempotencyKey.replace(/['\\]/g, '\\$&')}'`;
    const answer = await this.call('GET', `/v1/payment_intents/search?${formEncode({ query, expand: ['data.payment_method'] })}`);
    if (!answer.ok) throw new GatewayUnavailableError(`Stripe refused the search (${answer.error.code ?? answer.status}).`);
    const [intent] = (answer.body.data ?? []) as Record<string, unknown>[];
    return intent ? this.intentResult(intent) : null;
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const answer = await this.call(
      'POST',
      '/v1/refunds',
      { payment_intent: input.chargeId, amount: input.amountCents },
      input.idempotencyKey,
    );
    if (!answer.ok) return { status: 'failed', message: answer.error.message ?? 'The refund was refused.' };
    if (answer.body.status === 'failed' || answer.body.status === 'canceled')
      return { status: 'failed', message: 'The refund was refused by the card network.' };
    return { status: 'succeeded', refundId: String(answer.body.id) };
  }

  async createCustomer(input: { description?: string; email?: string | null }): Promise<{ customerRef: string }> {
    const answer = await this.call(
      'POST',
      '/v1/customers',
      { description: input.description, email: input.email ?? undefined },
      randomUUID(),
    );
    if (!answer.ok) throw new GatewayUnavailableError(`Stripe refused to create a customer (${answer.error.code ?? answer.status}).`);
    return { customerRef: String(answer.body.id) };
  }

  async attachCard(input: { customerRef: string; token: string }): Promise<AttachResult> {
    const created = await this.call('POST', '/v1/payment_methods', { type: 'card', card: { token: input.token } }, randomUUID());
    if (!created.ok) return { status: 'refused', message: created.error.message ?? 'This card could not be saved.' };
    const pmId = String(created.body.id);
    const attached = await this.call(
      'POST',
      `/v1/payment_methods/${encodeURIComponent(pmId)}/attach`,
      { customer: input.customerRef },
      randomUUID(),
    );
    if (!attached.ok) return { status: 'refused', message: attached.error.message ?? 'This card could not be saved.' };
    const card = (attached.body.card ?? {}) as { brand?: string; last4?: string; exp_month?: number; exp_year?: number };
    return {
      status: 'attached',
      cardRef: pmId,
      brand: brandFromStripe(card.brand),
      last4: String(card.last4 ?? ''),
      expMonth: Number(card.exp_month),
      expYear: Number(card.exp_year),
    };
  }

  async detachCard(input: { customerRef: string; cardRef: string }): Promise<void> {
    const answer = await this.call('POST', `/v1/payment_methods/${encodeURIComponent(input.cardRef)}/detach`, {}, randomUUID());
    if (!answer.ok && answer.error.code !== 'resource_missing' && answer.error.code !== 'payment_method_unexpected_state') {
      throw new GatewayUnavailableError(`Stripe refused to remove the card (${answer.error.code ?? answer.status}).`);
    }
  }
}
