import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema } from '../validation/rules.ts';
import { ERROR_CODES, ERROR_STATUS, errorBodySchema, fieldErrors, listQuerySchema, listResultSchema, okEnvelope } from './envelope.ts';

describe('errorBodySchema', () => {
  it.each([
    [{ message: 'Not found', error: { code: 'NOT_FOUND' } }, true],
    [
      {
        message: 'Check the form',
        error: { code: 'VALIDATION_FAILED', fields: { email: 'Email is required' }, requestId: 'r1' },
      },
      true,
    ],
    [{ message: 'x', error: { code: 'TEAPOT' } }, false],
    [{ error: { code: 'INTERNAL' } }, false],
    [{ message: 'x', error: { code: 'INTERNAL', fields: { a: 1 } } }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(errorBodySchema.safeParse(body).success).toBe(valid);
  });

  it('gives every code its HTTP status', () => {
    expect(Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_STATUS[code]]))).toEqual({
      VALIDATION_FAILED: 422,
      MALFORMED_REQUEST: 400,
      UNAUTHENTICATED: 401,
      TOKEN_EXPIRE: 401,
      FORBIDDEN: 403,
      CSRF_MISMATCH: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      INVALID_TRANSITION: 409,
      PAYLOAD_TOO_LARGE: 413,
      BODY_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      RATE_LIMITED: 429,
      INTERNAL: 500,
      TRANSLATION_SIGNATURE: 400,
      IDEMPOTENCY_KEY_REUSED: 422,
      PROMO_CODE_INVALID: 422,
      GIFT_CARD_INSUFFICIENT: 422,
      invalid_giftcard_number: 422,
      CASH_DRAWER_CLOSED: 409,
      PAYMENT_DECLINED: 402,
      GATEWAY_UNAVAILABLE: 503,
      QR_CODE_EXPIRED: 410,
      QR_CODE_INVALID: 400,
    });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const schema = z.object({ email: emailSchema, lines: z.array(z.object({ qty: z.int('Quantity must be whole') })) });
    const result = schema.safeParse({ email: '', lines: [{ qty: 1 }, { qty: 1.5 }] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error.issues)).toEqual({
        email: 'Email is required',
        'lines.1.qty': 'Quantity must be whole',
      });
  });
});

describe('listQuerySchema', () => {
  it.each([
    [{}, { page: 1, pageSize: 20 }],
    [
      { page: 3, pageSize: 100, sort: '-createdAt', search: ' ann ', filters: { status: ['booked'], storeId: null } },
      {
        page: 3,
        pageSize: 100,
        sort: '-createdAt',
        search: 'ann',
        filters: { status: ['booked'], storeId: null },
      },
    ],
  ])('parses %j', (input, expected) => {
    expect(listQuerySchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{ page: 0 }, 'Page must be at least 1'],
    [{ page: 1.5 }, 'Page must be a whole number'],
    [{ pageSize: 101 }, 'Page size must be at most 100'],
    [{ sort: 'name; drop' }, "Sort must be a field name, prefixed with '-' for descending"],
    [{ search: 'x'.repeat(51) }, 'Search must be at most 50 characters'],
  ])('rejects %j with %s', (input, message) => {
    expect(listQuerySchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('listResultSchema and okEnvelope', () => {
  const schema = okEnvelope(listResultSchema(z.object({ id: z.string() })));
  it.each([
    [{ res_data: { items: [{ id: 'a' }], total: 1, page: 1, pageSize: 20 } }, true],
    [{ res_data: { items: [{ id: 1 }], total: 1, page: 1, pageSize: 20 } }, false],
    [{ res_data: { items: [], total: -1, page: 1, pageSize: 20 } }, false],
    [{ items: [], total: 0, page: 1, pageSize: 20 }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(schema.safeParse(body).success).toBe(valid);
  });
});
