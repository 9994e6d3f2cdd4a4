import { parseMoney } from '@salon/shared';
import { z } from 'zod';

/** Money as typed ("12.50"), parsed with the shared parseMoney into the server's cents schema. */
export function moneyInput(cents: z.ZodType<number, number>, label: string) {
  return z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .transform((text, ctx) => {
      try {
        return parseMoney(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : `${label} must be an amount` });
        return z.NEVER;
      }
    })
    .pipe(cents);
}

/** Optional money: blank means null (e.g. a store price that keeps the product's). */
export function optionalMoneyInput(cents: z.ZodType<number, number>, label: string) {
  return z.union([z.literal('').transform(() => null), z.null(), moneyInput(cents, label)]).default(null);
}

/** Cents as the input shows them: 1250 -> "12.50" (no currency sign; the field shows it). */
export function centsToInput(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
}
