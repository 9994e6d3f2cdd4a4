// Promo codes (issue 7): PromoCode/Search, GetById, Create, Update, Activate, Deactivate, Quote.
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import { parseMoney } from '../money.ts';
import { dateOnlySchemaFor } from '../stores/store-hours.ts';
import { text } from '../validation/text.ts';

export const PROMO_CODE_TYPES = ['fixed', 'percentage'] as const;
export type PromoCodeType = (typeof PROMO_CODE_TYPES)[number];
/** What a code is today: active (usable now), scheduled (starts later), expired (ended), inactive (switched off). */
export const PROMO_CODE_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/;
export const PROMO_DESCRIPTION_MAX = 200;
/** A fixed discount is at most this many cents ($100,000). */
export const PROMO_FIXED_MAX_CENTS = 10_000_000;

export const promoCodeSchema = text({ error: 'Code is required' })
  .trim()
  .min(1, { error: 'Code is required', abort: true })
  .toUpperCase()
  .min(3, 'Code must be 3 to 20 characters')
  .max(20, 'Code must be 3 to 20 characters')
  .regex(/^[A-Z0-9_-]*$/, 'Code may contain only letters A-Z, digits, hyphens and underscores');

const limit = (label: string) =>
  z
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} must be at most 1,000,000`)
    .nullable();

/** '15' or '12.5' -> basis points (1500, 1250). Throws a RangeError naming the problem. */
export function parsePercent(input: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) throw new RangeError('Percentage must be a number, e.g. 15');
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1500 -> '15', 1250 -> '12.5'. */
export function formatPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

const valueRule = (p: { type: PromoCodeType; value: number }, ctx: z.RefinementCtx) => {
  if (p.type === 'percentage' && (p.value < 100 || p.value > 10_000))
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Percentage must be between 1% and 100%' });
  if (p.type === 'fixed' && p.value <= 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Amount must be more than $0.00' });
  if (p.type === 'fixed' && p.value > PROMO_FIXED_MAX_CENTS)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Amount must be at most $100,000.00' });
};
const datesRule = (p: { startsOn: string; endsOn: string | null }, ctx: z.RefinementCtx) => {
  if (p.endsOn && p.endsOn < p.startsOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'End date must be on or after the start date' });
};

/** Create and Update: value is cents (fixed) or basis points (percentage, 1500 = 15%). */
export const promoCodeInputSchema = z
  .object({
    code: promoCodeSchema,
    description: text('Description must be text')
      .trim()
      .max(PROMO_DESCRIPTION_MAX, `Description must be at most ${PROMO_DESCRIPTION_MAX} characters`)
      .nullable()
      .default(null),
    type: z.enum(PROMO_CODE_TYPES, 'Choose fixed amount or percentage'),
    value: z.int('Value must be a whole number of cents or basis points'),
    startsOn: dateOnlySchemaFor('Start date'),
    endsOn: dateOnlySchemaFor('End date').nullable().default(null),
    storeIds: z
      .array(z.uuid('Choose a store'))
      .max(500)
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, 'Each store is listed once'),
    usageLimit: limit('Usage limit').default(null),
    perCustomerLimit: limit('Uses per customer').default(null),
    minSpendCents: z
      .int('Minimum spend must be whole cents')
      .min(0, 'Minimum spend must not be negative')
      .max(PROMO_FIXED_MAX_CENTS)
      .default(0),
    active: z.boolean().default(true),
  })
  .superRefine(valueRule)
  .superRefine(datesRule);
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;
export type PromoCodeInputRaw = z.input<typeof promoCodeInputSchema>;

export const promoCodeDetailSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string().nullable(),
  type: z.enum(PROMO_CODE_TYPES),
  value: z.int(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  storeIds: z.array(z.uuid()),
  storeNames: z.array(z.string()),
  usageLimit: z.int().nullable(),
  perCustomerLimit: z.int().nullable(),
  minSpendCents: z.int(),
  active: z.boolean(),
  state: z.enum(PROMO_CODE_STATES),
  timesUsed: z.int(),
  discountGivenCents: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromoCodeDetail = z.infer<typeof promoCodeDetailSchema>;

export const promoCodeSearchSchema = listQuerySchema.extend({
  state: z.enum(PROMO_CODE_STATES, 'Choose active, scheduled, expired or inactive').optional(),
  type: z.enum(PROMO_CODE_TYPES).optional(),
});
export type PromoCodeSearch = z.infer<typeof promoCodeSearchSchema>;
export type PromoCodeSearchInput = z.input<typeof promoCodeSearchSchema>;
export const promoCodeSearchResultSchema = listResultSchema(promoCodeDetailSchema);
export type PromoCodeSearchResult = z.infer<typeof promoCodeSearchResultSchema>;

/** Activate/Deactivate take no fields; an optional note is kept in the audit log. */
export const promoCodeStatusBodySchema = z
  .object({ note: text().trim().max(200, 'Note must be at most 200 characters').optional() })
  .nullish();

/** Quote for the checkout screen: the discount a code gives now, recording nothing. */
export const promoCodeQuoteRequestSchema = z.object({
  code: text({ error: 'Enter a promo code' }).trim().min(1, 'Enter a promo code').max(40, 'Enter a promo code'),
  storeId: z.uuid('Choose a store'),
  customerId: z.uuid('Choose a customer').nullable().default(null),
  subtotalCents: z.int('Subtotal must be whole cents').min(0, 'Subtotal must not be negative'),
});
export const promoCodeQuoteSchema = z.object({
  promoCodeId: z.uuid(),
  code: z.string(),
  type: z.enum(PROMO_CODE_TYPES),
  value: z.int(),
  discountCents: z.int(),
});
export type PromoCodeQuote = z.infer<typeof promoCodeQuoteSchema>;

/** The wizard's "basic details" step as typed: money as "12.50", percent as "15". */
export const promoCodeFormSchema = z
  .object({
    code: promoCodeSchema,
    description: text().trim().max(PROMO_DESCRIPTION_MAX, `Description must be at most ${PROMO_DESCRIPTION_MAX} characters`),
    type: z.enum(PROMO_CODE_TYPES, 'Choose fixed amount or percentage'),
    value: text().trim().min(1, 'Value is required'),
    startsOn: dateOnlySchemaFor('Start date'),
    endsOn: text().trim(),
    storeIds: z.array(z.string()),
    usageLimit: text().trim().regex(/^\d*$/, 'Usage limit must be a whole number'),
    perCustomerLimit: text().trim().regex(/^\d*$/, 'Uses per customer must be a whole number'),
    minSpend: text().trim(),
  })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (f.value) {
      if (f.type === 'percentage') {
        try {
          const bp = parsePercent(f.value);
          if (bp < 100 || bp > 10_000) issue('value', 'Percentage must be between 1% and 100%');
        } catch (err) {
          issue('value', (err as Error).message);
        }
      } else {
        try {
          const cents = parseMoney(f.value);
          if (cents <= 0) issue('value', 'Amount must be more than $0.00');
          else if (cents > PROMO_FIXED_MAX_CENTS) issue('value', 'Amount must be at most $100,000.00');
        } catch (err) {
          issue('value', (err as Error).message);
        }
      }
    }
    if (f.endsOn && !/^\d{4}-\d{2}-\d{2}$/.test(f.endsOn)) issue('endsOn', 'End date must be a real date written YYYY-MM-DD');
    else if (f.endsOn && f.startsOn && f.endsOn < f.startsOn) issue('endsOn', 'End date must be on or after the start date');
    if (f.usageLimit && Number(f.usageLimit) < 1) issue('usageLimit', 'Usage limit must be at least 1');
    if (f.perCustomerLimit && Number(f.perCustomerLimit) < 1) issue('perCustomerLimit', 'Uses per customer must be at least 1');
    if (f.usageLimit && f.perCustomerLimit && Number(f.perCustomerLimit) > Number(f.usageLimit))
      issue('perCustomerLimit', 'Uses per customer cannot be more than the usage limit');
    if (f.minSpend) {
      try {
        parseMoney(f.minSpend);
      } catch (err) {
        issue('minSpend', (err as Error).message);
      }
    }
  });
export type PromoCodeForm = z.infer<typeof promoCodeFormSchema>;

export const emptyPromoCodeForm = (today: string): PromoCodeForm => ({
  code: '',
  description: '',
  type: 'percentage',
  value: '',
  startsOn: today,
  endsOn: '',
  storeIds: [],
  usageLimit: '',
  perCustomerLimit: '',
  minSpend: '',
});

/** The form as typed -> the API body (call after promoCodeFormSchema accepted it). */
export function promoCodeFormToInput(f: PromoCodeForm, active = true): PromoCodeInputRaw {
  return {
    code: f.code,
    description: f.description.trim() || null,
    type: f.type,
    value: f.type === 'percentage' ? parsePercent(f.value) : parseMoney(f.value),
    startsOn: f.startsOn,
    endsOn: f.endsOn || null,
    storeIds: f.storeIds,
    usageLimit: f.usageLimit ? Number(f.usageLimit) : null,
    perCustomerLimit: f.perCustomerLimit ? Number(f.perCustomerLimit) : null,
    minSpendCents: f.minSpend ? parseMoney(f.minSpend) : 0,
    active,
  };
}

/** A stored code -> the form (for edit). */
export function promoCodeToForm(p: PromoCodeDetail): PromoCodeForm {
  return {
    code: p.code,
    description: p.description ?? '',
    type: p.type,
    value: p.type === 'percentage' ? formatPercent(p.value) : (p.value / 100).toFixed(2),
    startsOn: p.startsOn,
    endsOn: p.endsOn ?? '',
    storeIds: p.storeIds,
    usageLimit: p.usageLimit === null ? '' : String(p.usageLimit),
    perCustomerLimit: p.perCustomerLimit === null ? '' : String(p.perCustomerLimit),
    minSpend: p.minSpendCents ? (p.minSpendCents / 100).toFixed(2) : '',
  };
}
