// The JSON envelope of API.md: success is { res_data }, failure is { message, error: { code, fields?, requestId? } }.
import { z } from 'zod';
import { searchSchema } from '../validation/rules.ts';
import { text } from '../validation/text.ts';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRE',
  'FORBIDDEN',
  'CSRF_MISMATCH',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_TRANSITION',
  'PAYLOAD_TOO_LARGE',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'TRANSLATION_SIGNATURE',
  'IDEMPOTENCY_KEY_REUSED',
  'PROMO_CODE_INVALID',
  'GIFT_CARD_INSUFFICIENT',
  'invalid_giftcard_number',
  'CASH_DRAWER_CLOSED',
  'PAYMENT_DECLINED',
  'GATEWAY_UNAVAILABLE',
  'QR_CODE_EXPIRED',
  'QR_CODE_INVALID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code is sent with (API.md "Failure"). */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
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
};

export const errorBodySchema = z.object({
  message: z.string(),
  error: z.object({
    code: z.enum(ERROR_CODES),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One message per field, keyed by dotted path ('' for the whole body): the `fields` of a VALIDATION_FAILED body. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= issue.message;
  }
  return fields;
}

const filterValue = z.union([text(), z.number(), z.boolean(), z.null(), z.array(z.union([text(), z.number()]))]);

/** List requests; sort is a field name, prefixed with '-' for descending. */
export const listQuerySchema = z.object({
  page: z.int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
  pageSize: z
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
  sort: text()
    .regex(/^-?[A-Za-z][A-Za-z0-9_.]*$/, "Sort must be a field name, prefixed with '-' for descending")
    .optional(),
  filters: z.record(z.string(), filterValue).optional(),
  search: searchSchema.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int().min(0),
    page: z.int().min(1),
    pageSize: z.int().min(1).max(100),
  });
}

export function okEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ res_data: schema });
}
