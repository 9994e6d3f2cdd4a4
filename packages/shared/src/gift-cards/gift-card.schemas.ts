// Gift cards (issue 7): GiftCard/Balance/{number} and GiftCard/Search for staff.
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import { text } from '../validation/text.ts';

export const GIFT_CARD_STATUSES = ['active', 'inactive'] as const;
export const GIFT_CARD_LEDGER_KINDS = ['issue', 'redeem', 'refund'] as const;
/** Whoever takes payments or looks after the till may look gift cards up (GiftCard routes, /admin/gift-cards). */
export const GIFT_CARD_FLAGS = ['checkout_appointment', 'edit_invoice', 'see_transactions'] as const;

/** 16 digits; spaces and dashes as people type them are allowed. */
export const giftCardNumberParamsSchema = z.object({
  number: text()
    .trim()
    .regex(/^[\d\s-]{16,23}$/, 'A gift card number is 16 digits'),
});

export const giftCardLedgerEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(GIFT_CARD_LEDGER_KINDS),
  amountCents: z.int(),
  balanceAfterCents: z.int(),
  invoiceId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type GiftCardLedgerEntry = z.infer<typeof giftCardLedgerEntrySchema>;

export const giftCardSchema = z.object({
  id: z.uuid(),
  /** Masked: only the last four digits are ever shown. */
  maskedNumber: z.string(),
  last4: z.string(),
  storeId: z.uuid(),
  storeName: z.string(),
  /** The selling store's IANA zone: every date of the card is shown on its clock. */
  timezone: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  initialCents: z.int(),
  balanceCents: z.int(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  invoiceId: z.uuid(),
  createdAt: z.string(),
  ledger: z.array(giftCardLedgerEntrySchema),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const giftCardBalanceSchema = z.object({
  maskedNumber: z.string(),
  last4: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  balanceCents: z.int(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** search matches the last four digits; storeId limits to cards sold at a store. */
export const giftCardSearchSchema = listQuerySchema.extend({
  storeId: z.uuid('Choose a store').optional(),
  status: z.enum(GIFT_CARD_STATUSES).optional(),
});
export type GiftCardSearchInput = z.input<typeof giftCardSearchSchema>;
export const giftCardSearchResultSchema = listResultSchema(giftCardSchema);
export type GiftCardSearchResult = z.infer<typeof giftCardSearchResultSchema>;
