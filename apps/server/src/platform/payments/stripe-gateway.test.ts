import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { gatewayEnv } from './create-gateway.ts';
import { brandFromStripe, formEncode, GatewayUnavailableError, StripeGateway } from './stripe-gateway.ts';

/** A local fake of just the Stripe endpoints the adapter calls; it records every request. */
interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}
let seen: Seen[] = [];
let next: { status: number; body: unknown }[] = [];
let server: Server;
let base: string;
const SECRET = 'sk_test_fakeSecret123';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      const answer = next.shift() ?? { status: 500, body: { error: { type: 'api_error' } } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  next = [];
});

const gateway = () => new StripeGateway({ secretKey: SECRET, apiBase: base });
const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'pi_123',
  object: 'payment_intent',
  status,
  payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242' } },
  ...extra,
});

describe('Stripe adapter against a local fake', () => {
  it('charges a token with a confirmed PaymentIntent, form-encoded, bearer key and Idempotency-Key', async () => {
    next.push({ status: 200, body: intent('succeeded') });
    const result = await gateway().charge({
      amountCents: 2599,
      currency: 'USD',
      idempotencyKey: 'pay-key-0001',
      description: 'Invoice 42',
      source: { kind: 'token', token: 'tok_visa' },
    });
    expect(result).toEqual({ status: 'approved', chargeId: 'pi_123', brand: 'visa', last4: '4242' });
    const [req] = seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/payment_intents');
    expect(req.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(req.headers['idempotency-key']).toBe('pay-key-0001');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.form).toMatchObject({
      amount: '2599',
      currency: 'usd',
      confirm: 'true',
      description: 'Invoice 42',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][token]': 'tok_visa',
      'metadata[idempotency_key]': 'pay-key-0001',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'expand[]': 'payment_method',
    });
  });

  it('charges a saved card off-session with customer and payment_method', async () => {
    next.push({ status: 200, body: intent('succeeded', { payment_method: { id: 'pm_9', card: { brand: 'amex', last4: '0005' } } }) });
    const result = await gateway().charge({
      amountCents: 100,
      currency: 'usd',
      idempotencyKey: 'pay-key-0002',
      source: { kind: 'saved_card', customerRef: 'cus_1', cardRef: 'pm_9' },
    });
    expect(result).toMatchObject({ status: 'approved', brand: 'amex', last4: '0005' });
    expect(seen[0].form).toMatchObject({ customer: 'cus_1', payment_method: 'pm_9', off_session: 'true' });
    expect(seen[0].form['payment_method_data[type]']).toBeUndefined();
  });

  it('maps a card_error with decline_code to declined, with Stripe’s message', async () => {
    next.push({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    });
    const result = await gateway().charge({
      amountCents: 100,
      currency: 'usd',
      idempotencyKey: 'pay-key-0003',
      source: { kind: 'token', token: 'tok_x' },
    });
    expect(result).toEqual({ status: 'declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('a card_error without decline_code uses its code; requires_action is declined too', async () => {
    next.push({ status: 402, body: { error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' } } });
    expect(
      await gateway().charge({ amountCents: 100, currency: 'usd', idempotencyKey: 'pay-key-0004', source: { kind: 'token', token: 't' } }),
    ).toMatchObject({
      status: 'declined',
      declineCode: 'expired_card',
    });
    next.push({ status: 200, body: intent('requires_action') });
    expect(
      await gateway().charge({ amountCents: 100, currency: 'usd', idempotencyKey: 'pay-key-0005', source: { kind: 'token', token: 't' } }),
    ).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_required',
    });
  });

  it('an idempotency_error (same key, other body) is IDEMPOTENCY_KEY_REUSED', async () => {
    next.push({
      status: 400,
      body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' } },
    });
    await expect(
      gateway().charge({ amountCents: 100, currency: 'usd', idempotencyKey: 'pay-key-0006', source: { kind: 'token', token: 't' } }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('a 500, a 401 or an unreadable answer is an unknown outcome (thrown), never naming the secret key', async () => {
    for (const answer of [
      { status: 500, body: { error: { type: 'api_error' } } },
      { status: 401, body: { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${SECRET}` } } },
      { status: 200, body: 'not json' },
    ]) {
      next.push(answer);
      const err = await gateway()
        .charge({ amountCents: 100, currency: 'usd', idempotencyKey: 'pay-key-0007', source: { kind: 'token', token: 't' } })
        .catch((e: Error) => e);
      expect(err).toBeInstanceOf(GatewayUnavailableError);
      expect(String((err as Error).message)).not.toContain(SECRET);
    }
  });

  it('findCharge searches by the idempotency key in metadata', async () => {
    next.push({ status: 200, body: { object: 'search_result', data: [intent('succeeded')] } });
    expect(await gateway().findCharge("k'ey-0008")).toMatchObject({ status: 'approved', chargeId: 'pi_123' });
    const url = new URL(seen[0].path, 'http://x');
    expect(seen[0].method).toBe('GET');
    expect(url.pathname).toBe('/v1/payment_intents/search');
    expect(url.searchParams.get('query')).toBe("metadata['idempotency_key']:'k\\'ey-0008'");
    next.push({ status: 200, body: { object: 'search_result', data: [] } });
    expect(await gateway().findCharge('none-0009')).toBeNull();
    next.push({
      status: 200,
      body: {
        data: [
          intent('requires_payment_method', {
            last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Declined.' },
          }),
        ],
      },
    });
    expect(await gateway().findCharge('declined-0010')).toEqual({
      status: 'declined',
      declineCode: 'generic_decline',
      message: 'Declined.',
    });
  });

  it('refunds with payment_intent and amount under the Idempotency-Key; a refusal is failed', async () => {
    next.push({ status: 200, body: { id: 're_1', object: 'refund', status: 'succeeded' } });
    expect(await gateway().refund({ chargeId: 'pi_123', amountCents: 500, idempotencyKey: 'ref-key-0001' })).toEqual({
      status: 'succeeded',
      refundId: 're_1',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/refunds', form: { payment_intent: 'pi_123', amount: '500' } });
    expect(seen[0].headers['idempotency-key']).toBe('ref-key-0001');
    next.push({
      status: 400,
      body: {
        error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount.' },
      },
    });
    expect(await gateway().refund({ chargeId: 'pi_123', amountCents: 5000, idempotencyKey: 'ref-key-0002' })).toEqual({
      status: 'failed',
      message: 'Refund amount is greater than unrefunded amount.',
    });
  });

  it('saved cards: Customers, PaymentMethods create + attach, detach', async () => {
    next.push({ status: 200, body: { id: 'cus_42', object: 'customer' } });
    expect(await gateway().createCustomer({ description: 'customer x', email: 'a@b.test' })).toEqual({ customerRef: 'cus_42' });
    expect(seen[0]).toMatchObject({ path: '/v1/customers', form: { description: 'customer x', email: 'a@b.test' } });
    expect(seen[0].headers['idempotency-key']).toBeTruthy();

    next.push({ status: 200, body: { id: 'pm_7', object: 'payment_method' } });
    next.push({
      status: 200,
      body: { id: 'pm_7', customer: 'cus_42', card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2031 } },
    });
    expect(await gateway().attachCard({ customerRef: 'cus_42', token: 'tok_mc' })).toEqual({
      status: 'attached',
      cardRef: 'pm_7',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 8,
      expYear: 2031,
    });
    expect(seen[1]).toMatchObject({ path: '/v1/payment_methods', form: { type: 'card', 'card[token]': 'tok_mc' } });
    expect(seen[2]).toMatchObject({ path: '/v1/payment_methods/pm_7/attach', form: { customer: 'cus_42' } });

    next.push({ status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } });
    expect(await gateway().attachCard({ customerRef: 'cus_42', token: 'tok_bad' })).toEqual({
      status: 'refused',
      message: 'Your card was declined.',
    });

    next.push({ status: 200, body: { id: 'pm_7', customer: null } });
    await gateway().detachCard({ customerRef: 'cus_42', cardRef: 'pm_7' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/v1/payment_methods/pm_7/detach' });
    next.push({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } });
    await expect(gateway().detachCard({ customerRef: 'cus_42', cardRef: 'pm_gone' })).resolves.toBeUndefined();
  });

  it('brand names and form encoding', () => {
    expect(brandFromStripe('American Express')).toBe('amex');
    expect(brandFromStripe('diners')).toBe('diners');
    expect(brandFromStripe('cartes_bancaires')).toBe('cartebleue');
    expect(brandFromStripe('MasterCard')).toBe('mastercard');
    expect(formEncode({ a: { b: { c: 'x y' } }, l: ['1', '2'], n: undefined })).toBe('a%5Bb%5D%5Bc%5D=x%20y&l%5B%5D=1&l%5B%5D=2');
  });

  it('is chosen by PAYMENT_GATEWAY=stripe, which needs both keys; getEnv gives the publishable key and Stripe’s token URL', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required[\s\S]*STRIPE_PUBLISHABLE_KEY: is required/,
    );
    const config = loadConfig({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_API_BASE: base,
    });
    expect(gatewayEnv(config)).toEqual({ name: 'stripe', tokenizeUrl: `${base}/v1/tokens`, publishableKey: 'pk_test_abc' });
    expect(JSON.stringify(gatewayEnv(config))).not.toContain(SECRET);
    expect(gatewayEnv(loadConfig({}))).toEqual({ name: 'sandbox', tokenizeUrl: '/sandbox-gateway/v1/tokens', publishableKey: null });
  });
});
