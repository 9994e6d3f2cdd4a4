// Marketing texts (issue 13): a short promotion from a store to its customers who opted in to marketing by SMS.
// The text always ends with the opt-out line; sends are held through the store's quiet hours and paced so the
// SMS provider never gets a burst (the outbox releases them a batch a minute).
import { z } from 'zod';
import { text } from '../validation/text.ts';

export const MARKETING_SMS_OPT_OUT = 'Reply STOP to opt out.';
/** What the sender types: short enough that brand, text and opt-out line fit two SMS segments. */
export const MARKETING_SMS_MAX_LENGTH = 200;
/** Texts handed to the provider per minute for one send (the outbox releases them in batches of this size). */
export const MARKETING_SMS_PER_MINUTE = 60;
/** A customer gets at most one promotion text in this many hours, however many sends reach them. */
export const MARKETING_SMS_CAP_HOURS = 24;

/** "Brand: text Reply STOP to opt out." (the opt-out line is not doubled when the sender already wrote it). */
export function marketingSmsText(brand: string, body: string): string {
  const trimmed = body.trim().replace(/\s+/g, ' ');
  const withoutOptOut = trimmed.toLowerCase().endsWith(MARKETING_SMS_OPT_OUT.toLowerCase())
    ? trimmed.slice(0, trimmed.length - MARKETING_SMS_OPT_OUT.length).trimEnd()
    : trimmed;
  return `${brand}: ${withoutOptOut} ${MARKETING_SMS_OPT_OUT}`;
}

// GSM 03.38: these take one septet; the extension table's characters take two; anything else makes the text UCS-2.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/** How many SMS segments a text takes: GSM-7 160 (153 each when split), else UCS-2 70 (67 each when split). */
export function smsSegments(message: string): number {
  let septets = 0;
  let gsm = true;
  for (const ch of message) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else gsm = false;
  }
  const units = gsm ? septets : [...message].reduce((n, ch) => n + (ch.codePointAt(0)! > 0xffff ? 2 : 1), 0);
  const [single, split] = gsm ? [160, 153] : [70, 67];
  if (units === 0) return 0;
  return units <= single ? 1 : Math.ceil(units / split);
}

/** Minutes after the release each of `count` texts goes: batches of `perMinute`, one batch a minute. */
export function marketingSendOffsets(count: number, perMinute: number = MARKETING_SMS_PER_MINUTE): number[] {
  return Array.from({ length: count }, (_, i) => Math.floor(i / perMinute));
}

export const marketingSmsBodySchema = z.object({
  storeId: z.uuid('Choose a store'),
  text: text({ error: 'Write the text' })
    .trim()
    .min(1, 'Write the text')
    .max(MARKETING_SMS_MAX_LENGTH, `Text must be at most ${MARKETING_SMS_MAX_LENGTH} characters`),
});
export type MarketingSmsBody = z.infer<typeof marketingSmsBodySchema>;

/** What a send would do: who gets it, the exact text, when it starts and ends (instants; the screen shows store time). */
export const marketingSmsPreviewSchema = z.object({
  /** Customers of the store (an appointment there) with a phone who opted in to marketing texts and did not reply STOP. */
  optedIn: z.int(),
  /** Of those, how many got a promotion text in the last MARKETING_SMS_CAP_HOURS hours (skipped). */
  recentlyTexted: z.int(),
  recipients: z.int(),
  message: z.string(),
  segments: z.int(),
  timezone: z.string(),
  /** Now, or 08:00 on the store's clock when it is quiet hours (21:00-08:00). */
  startsAt: z.iso.datetime(),
  finishesAt: z.iso.datetime(),
  heldForQuietHours: z.boolean(),
});
export type MarketingSmsPreview = z.infer<typeof marketingSmsPreviewSchema>;

export const marketingSmsSentSchema = marketingSmsPreviewSchema.extend({ queued: z.int() });
export type MarketingSmsSent = z.infer<typeof marketingSmsSentSchema>;
