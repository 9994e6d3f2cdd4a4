import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-db.ts';
import { AppError } from '../http/errors.ts';
import type { ChargeResult } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { raceTest } from '../../testing/race-test.ts';

let database: Database;
let gateway: SandboxGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = new SandboxGateway(database);
});
afterAll(() => database.close());

const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  gateway.tokenize({ number, expMonth: 12, expYear: 2034, cvc: '123', ...extra });
const chargeToken = async (number: string, amountCents = 2500, key = randomUUID()) =>
  gateway.charge({ amountCents, currency: 'USD', idempotencyKey: key, source: { kind: 'token', token: (await card(number)).token } });

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('sandbox tokenisation', () => {
  it('answers a token with brand, last four and expiry', async () => {
    const token = await card('4242 4242 4242 4242');
    expect(token).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    expect(token.token).toMatch(/^tok_sbx_/);
    expect(await card('378282246310005', { cvc: '1234' })).toMatchObject({ brand: 'amex', last4: '0005' });
    expect(await card('5019555544445555')).toMatchObject({ brand: 'dankort' });
  });

  it.each([
    ['4242424242424241', {}, 'number', 'This card number is not valid. Check it for a typo.'],
    ['9999999999999995', {}, 'number', 'We do not recognise this card brand. Check the number or use another card.'],
    ['4242424242424242', { expMonth: 1, expYear: 2020 }, 'expiry', 'This card has expired.'],
    ['4242424242424242', { cvc: '12' }, 'cvc', 'Visa cards have a 3-digit security code.'],
    ['378282246310005', { cvc: '123' }, 'cvc', 'American Express cards have a 4-digit security code.'],
  ])('refuses %s %o with a 422 naming the field', async (number, extra, field, message) => {
    const err = await refusal(card(number, extra));
    expect(err.statusCode).toBe(422);
    expect(err.fields).toEqual({ [field]: message });
  });
});

describe('sandbox charges', () => {
  it('approves 4242 and declines the test cards deterministically', async () => {
    expect(await chargeToken('4242424242424242')).toMatchObject({ status: 'approved', brand: 'visa', last4: '4242' });
    expect(await chargeToken('5555555555554444')).toMatchObject({ status: 'approved', brand: 'mastercard', last4: '4444' });
    expect(await chargeToken('4000000000000002')).toEqual({
      status: 'declined',
      declineCode: 'card_declined',
      message: expect.stringMatching(/declined/),
    });
    expect(await chargeToken('4000000000009995')).toEqual({
      status: 'declined',
      declineCode: 'insufficient_funds',
      message: expect.stringMatching(/insufficient funds/),
    });
  });

  it('replays the first result for the same key and never charges twice', async () => {
    const key = randomUUID();
    const { token } = await card('4242424242424242');
    const input = { amountCents: 1234, currency: 'USD', idempotencyKey: key, source: { kind: 'token' as const, token } };
    const first = await gateway.charge(input);
    const again = await gateway.charge(input);
    expect(again).toEqual(first);
    const rows = await database.raw('select count(*)::int as n from sandbox_gateway_charges where idempotency_key = $1', [key]);
    expect(rows.rows[0].n).toBe(1);
    expect(await gateway.findCharge(key)).toEqual(first);
  });

  it('refuses the same key with a different amount or source', async () => {
    const key = randomUUID();
    const { token } = await card('4242424242424242');
    await gateway.charge({ amountCents: 1000, currency: 'USD', idempotencyKey: key, source: { kind: 'token', token } });
    const err = await refusal(
      gateway.charge({ amountCents: 2000, currency: 'USD', idempotencyKey: key, source: { kind: 'token', token } }),
    );
    expect(err).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    const other = await card('4242424242424242');
    await refusal(
      gateway.charge({ amountCents: 1000, currency: 'USD', idempotencyKey: key, source: { kind: 'token', token: other.token } }),
    );
  });

  raceTest('concurrent charges with one key make one charge and answer the same', async () => {
    const key = randomUUID();
    const { token } = await card('4242424242424242');
    const input = { amountCents: 777, currency: 'USD', idempotencyKey: key, source: { kind: 'token' as const, token } };
    const results = await Promise.all(Array.from({ length: 10 }, () => gateway.charge(input)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0].status).toBe('approved');
    const rows = await database.raw('select count(*)::int as n from sandbox_gateway_charges where idempotency_key = $1', [key]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('a token is single use: a second charge with another key is declined', async () => {
    const { token } = await card('4242424242424242');
    await gateway.charge({ amountCents: 100, currency: 'USD', idempotencyKey: randomUUID(), source: { kind: 'token', token } });
    const second = await gateway.charge({
      amountCents: 100,
      currency: 'USD',
      idempotencyKey: randomUUID(),
      source: { kind: 'token', token },
    });
    expect(second).toMatchObject({ status: 'declined', declineCode: 'invalid_card' });
  });

  it('findCharge answers null for a key it never saw, and survives a new gateway over the same database (restart)', async () => {
    expect(await gateway.findCharge(randomUUID())).toBeNull();
    const key = randomUUID();
    const first = await chargeToken('4242424242424242', 4200, key);
    expect(await new SandboxGateway(database).findCharge(key)).toEqual(first);
  });

  it('refuses amounts that are not whole positive cents', async () => {
    const { token } = await card('4242424242424242');
    for (const amountCents of [0, -5, 10.5]) {
      await expect(
        gateway.charge({ amountCents, currency: 'USD', idempotencyKey: randomUUID(), source: { kind: 'token', token } }),
      ).rejects.toThrow(RangeError);
    }
  });
});

describe('sandbox refunds', () => {
  const approved = async (amountCents: number) => {
    const result = (await chargeToken('4242424242424242', amountCents)) as Extract<ChargeResult, { status: 'approved' }>;
    expect(result.status).toBe('approved');
    return result.chargeId;
  };

  it('refunds in parts, never above the charge, idempotent by key', async () => {
    const chargeId = await approved(1000);
    const key = randomUUID();
    const first = await gateway.refund({ chargeId, amountCents: 600, idempotencyKey: key });
    expect(first.status).toBe('succeeded');
    expect(await gateway.refund({ chargeId, amountCents: 600, idempotencyKey: key })).toEqual(first);
    expect(await gateway.refund({ chargeId, amountCents: 500, idempotencyKey: randomUUID() })).toEqual({
      status: 'failed',
      message: 'Only 400 cents of this payment are left to refund.',
    });
    expect((await gateway.refund({ chargeId, amountCents: 400, idempotencyKey: randomUUID() })).status).toBe('succeeded');
    await expect(gateway.refund({ chargeId, amountCents: 700, idempotencyKey: key })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  raceTest('20 concurrent refunds of one charge stay within it', async () => {
    const chargeId = await approved(1000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => gateway.refund({ chargeId, amountCents: 300, idempotencyKey: randomUUID() })),
    );
    expect(results.filter((r) => r.status === 'succeeded')).toHaveLength(3);
    const rows = await database.raw('select refunded_cents from sandbox_gateway_charges where id = $1', [chargeId]);
    expect(rows.rows[0].refunded_cents).toBe(900);
  });

  it('does not refund a declined or unknown charge', async () => {
    expect(await gateway.refund({ chargeId: 'ch_sbx_nope', amountCents: 100, idempotencyKey: randomUUID() })).toEqual({
      status: 'failed',
      message: 'The payment to refund was not found.',
    });
  });
});

describe('sandbox saved cards', () => {
  it('attaches a token to a customer, charges it, refuses it after detaching', async () => {
    const { customerRef } = await gateway.createCustomer({ description: 'test' });
    const { token } = await card('5555555555554444');
    const attached = await gateway.attachCard({ customerRef, token });
    expect(attached).toMatchObject({ status: 'attached', brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034 });
    if (attached.status !== 'attached') return;
    expect(await gateway.attachCard({ customerRef, token })).toMatchObject({ status: 'refused' });
    const source = { kind: 'saved_card' as const, customerRef, cardRef: attached.cardRef };
    expect(await gateway.charge({ amountCents: 500, currency: 'USD', idempotencyKey: randomUUID(), source })).toMatchObject({
      status: 'approved',
      last4: '4444',
    });
    const other = await gateway.createCustomer({});
    expect(
      await gateway.charge({
        amountCents: 500,
        currency: 'USD',
        idempotencyKey: randomUUID(),
        source: { ...source, customerRef: other.customerRef },
      }),
    ).toMatchObject({ status: 'declined' });
    await gateway.detachCard({ customerRef, cardRef: attached.cardRef });
    expect(await gateway.charge({ amountCents: 500, currency: 'USD', idempotencyKey: randomUUID(), source })).toMatchObject({
      status: 'declined',
      declineCode: 'invalid_card',
    });
  });

  it('refuses to save the always-declining card; saves the insufficient-funds card, which declines when charged', async () => {
    const { customerRef } = await gateway.createCustomer({});
    expect(await gateway.attachCard({ customerRef, token: (await card('4000000000000002')).token })).toEqual({
      status: 'refused',
      message: 'Your card was declined. Please use another card.',
    });
    const poor = await gateway.attachCard({ customerRef, token: (await card('4000000000009995')).token });
    if (poor.status !== 'attached') throw new Error('expected attached');
    expect(
      await gateway.charge({
        amountCents: 500,
        currency: 'USD',
        idempotencyKey: randomUUID(),
        source: { kind: 'saved_card', customerRef, cardRef: poor.cardRef },
      }),
    ).toMatchObject({ status: 'declined', declineCode: 'insufficient_funds' });
  });
});
