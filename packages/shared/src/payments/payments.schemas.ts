// Payments API shapes (docs/payments-api.md): the gateway's tokenisation call and the customer's saved cards.
import { z } from 'zod';
import { CARD_BRANDS } from '../constants.ts';
import { text } from '../validation/text.ts';

export const cardBrandSchema = z.enum(CARD_BRANDS);

export const PAYMENT_GATEWAYS = ['sandbox', 'stripe'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** What getEnv tells the browser about the gateway: where to tokenise a card (never our /api). */
export const paymentGatewayEnvSchema = z.object({
  name: z.enum(PAYMENT_GATEWAYS),
  tokenizeUrl: z.string(),
  publishableKey: z.string().nullable(),
});
export type PaymentGatewayEnv = z.infer<typeof paymentGatewayEnvSchema>;

/**
 * POST /sandbox-gateway/v1/tokens: the card as the browser sends it to the gateway. The number keeps the
 * spaces a person typed; the gateway strips them. Messages never repeat the value.
 */
export const sandboxTokenizeSchema = z.object({
  number: text({ error: 'Enter the card number' }).min(1, 'Enter the card number').max(30, 'The card number is too long'),
  expMonth: z.int({ error: 'Enter the expiry month' }),
  expYear: z.int({ error: 'Enter the expiry year' }),
  cvc: text({ error: 'Enter the security code' }).max(8, 'The security code is too long'),
  name: text().trim().max(100).optional(),
});
export type SandboxTokenize = z.infer<typeof sandboxTokenizeSchema>;

export const cardTokenSchema = z.object({
  token: z.string(),
  brand: cardBrandSchema,
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.int().min(1).max(12),
  expYear: z.int(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** POST /api/CustomerCard/Add: only the gateway's token ever reaches us. */
export const savedCardAddSchema = z.object({
  token: text({ error: 'Card token is required' })
    .trim()
    .min(1, 'Card token is required')
    .max(200, 'Card token is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'This is not a card token. Add the card through the card form.'),
  makeDefault: z.boolean().optional(),
});
export type SavedCardAdd = z.infer<typeof savedCardAddSchema>;

export const savedCardSchema = z.object({
  id: z.uuid(),
  brand: cardBrandSchema,
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  isDefault: z.boolean(),
  /** The expiry month has ended: the card can no longer be charged. */
  expired: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardListSchema = z.object({ cards: z.array(savedCardSchema) });
export type SavedCardList = z.infer<typeof savedCardListSchema>;

export const savedCardRemovedSchema = z.object({ id: z.uuid(), removed: z.literal(true), newDefaultId: z.uuid().nullable() });
export type SavedCardRemoved = z.infer<typeof savedCardRemovedSchema>;
