// Cash drawer (issue 7): registers, open with a counted float, withdrawals, pay-ins, voids, close with a count.
import { z } from 'zod';
import { listResultSchema } from '../api/envelope.ts';
import { text } from '../validation/text.ts';

/** US bills and coins in cents, largest first. */
export const CASH_DENOMINATIONS = [
  { cents: 10_000, label: '$100', kind: 'bill' },
  { cents: 5_000, label: '$50', kind: 'bill' },
  { cents: 2_000, label: '$20', kind: 'bill' },
  { cents: 1_000, label: '$10', kind: 'bill' },
  { cents: 500, label: '$5', kind: 'bill' },
  { cents: 200, label: '$2', kind: 'bill' },
  { cents: 100, label: '$1', kind: 'bill' },
  { cents: 100, label: '$1.00', kind: 'coin' },
  { cents: 25, label: '25¢', kind: 'coin' },
  { cents: 10, label: '10¢', kind: 'coin' },
  { cents: 5, label: '5¢', kind: 'coin' },
  { cents: 1, label: '1¢', kind: 'coin' },
] as const;
/** The key of a denomination in a count: "bill_2000", "coin_25". */
export const denominationKey = (d: { cents: number; kind: string }) => `${d.kind}_${d.cents}`;
export const DENOMINATION_KEYS = CASH_DENOMINATIONS.map(denominationKey);
const MAX_COUNT = 100_000;

/** A count by denomination: key -> how many (missing keys are zero). */
export const denominationCountSchema = z
  .record(
    z.string(),
    z.int('A count must be a whole number').min(0, 'A count must not be negative').max(MAX_COUNT, 'That count is too large'),
  )
  .superRefine((counts, ctx) => {
    for (const key of Object.keys(counts))
      if (!(DENOMINATION_KEYS as string[]).includes(key))
        ctx.addIssue({ code: 'custom', path: [key], message: `Unknown denomination ${key}` });
  });
export type DenominationCount = z.infer<typeof denominationCountSchema>;

/** Counts times value, in integer cents. */
export function countTotalCents(counts: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const d of CASH_DENOMINATIONS) total += (counts[denominationKey(d)] ?? 0) * d.cents;
  return total;
}

export const CASH_TRANSACTION_KINDS = ['float', 'cash_payment', 'cash_refund', 'withdrawal', 'pay_in'] as const;
export type CashTransactionKind = (typeof CASH_TRANSACTION_KINDS)[number];
export const CASH_TRANSACTION_LABELS: Record<CashTransactionKind, string> = {
  float: 'Opening float',
  cash_payment: 'Cash payment',
  cash_refund: 'Cash refund',
  withdrawal: 'Withdrawal',
  pay_in: 'Pay-in',
};
/** +1 when the kind puts cash in the drawer, -1 when it takes cash out. */
export const CASH_TRANSACTION_SIGN: Record<CashTransactionKind, 1 | -1> = {
  float: 1,
  cash_payment: 1,
  cash_refund: -1,
  withdrawal: -1,
  pay_in: 1,
};

const reason = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(200, `${label} must be at most 200 characters`);
const amountCents = z.int('Amount must be whole cents').min(1, 'Amount must be more than $0.00').max(100_000_000, 'Amount is too large');

export const cashRegisterCreateSchema = z.object({
  storeId: z.uuid('Choose a store'),
  name: text({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(40, 'Name must be at most 40 characters'),
});
export const cashStoreQuerySchema = z.object({ storeId: z.uuid('Choose a store') });
export const cashDrawerOpenSchema = z.object({ registerId: z.uuid('Choose a register'), counts: denominationCountSchema });
export const cashDrawerCloseSchema = z.object({
  counts: denominationCountSchema,
  note: text().trim().max(500, 'Note must be at most 500 characters').nullable().default(null),
});
export const cashMovementSchema = z.object({ amountCents, reason: reason('Reason') });
export const cashVoidSchema = z.object({ reason: reason('Reason') });
export const cashHistorySchema = z.object({
  storeId: z.uuid('Choose a store'),
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(100).default(20),
});
export type CashHistoryInput = z.input<typeof cashHistorySchema>;

export const cashTransactionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CASH_TRANSACTION_KINDS),
  amountCents: z.int(),
  reason: z.string().nullable(),
  invoiceId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  voided: z.boolean(),
  voidedAt: z.string().nullable(),
  voidedByName: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type CashTransaction = z.infer<typeof cashTransactionSchema>;

export const cashActivitySchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  message: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type CashActivity = z.infer<typeof cashActivitySchema>;

export const cashDrawerSummarySchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  registerId: z.uuid(),
  registerName: z.string(),
  /** The store's IANA zone: opened and closed times are shown on the store's clock. */
  timezone: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  openedByName: z.string().nullable(),
  floatCents: z.int(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  expectedCents: z.int(),
  countedCents: z.int().nullable(),
  differenceCents: z.int().nullable(),
  closeNote: z.string().nullable(),
});
export type CashDrawerSummary = z.infer<typeof cashDrawerSummarySchema>;

export const cashDrawerDetailSchema = cashDrawerSummarySchema.extend({
  openingCount: z.record(z.string(), z.int()),
  closingCount: z.record(z.string(), z.int()).nullable(),
  totals: z.object({ payments: z.int(), refunds: z.int(), withdrawals: z.int(), payIns: z.int() }),
  /** Empty without see_transactions / see_activities. */
  transactions: z.array(cashTransactionSchema),
  activities: z.array(cashActivitySchema),
});
export type CashDrawerDetail = z.infer<typeof cashDrawerDetailSchema>;

export const cashRegisterSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  name: z.string(),
  openDrawer: cashDrawerSummarySchema.nullable(),
});
export type CashRegister = z.infer<typeof cashRegisterSchema>;
export const cashRegisterListSchema = z.array(cashRegisterSchema);

export const cashHistoryResultSchema = listResultSchema(cashDrawerSummarySchema);
export type CashHistoryResult = z.infer<typeof cashHistoryResultSchema>;
