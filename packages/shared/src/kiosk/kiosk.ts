// The in-store tablet's rules (issue 19): idle reset, pairing codes, lookup limits and the walk-in wait.
import { formatMoney } from '../money.ts';

/** Privacy on a shared screen: after this much idle time a countdown starts, then everything resets. */
export const KIOSK_IDLE = { idleSeconds: 60, countdownSeconds: 10 } as const;
/** Phone lookups per paired tablet within the window; beyond it the tablet is told to wait (429). */
export const KIOSK_LOOKUP_LIMIT = { perWindow: 12, windowMinutes: 10 } as const;
/** A pairing code is shown in the store's settings and is valid this long, once. */
export const KIOSK_PAIRING_MINUTES = 10;
/** Pairing codes: 8 characters of an alphabet without look-alikes (0/O, 1/I/L), shown as XXXX-XXXX. */
export const KIOSK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const KIOSK_CODE_LENGTH = 8;

/** A typed code in canonical form (upper case, no dash or spaces), or null when it cannot be a pairing code. */
export function normalizePairingCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== KIOSK_CODE_LENGTH) return null;
  for (const ch of code) if (!KIOSK_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** XXXX-XXXX for display. */
export const formatPairingCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * Whole minutes a walk-in waits for a slot starting at `start` (rounded up; 0 when it starts now or
 * earlier). The estimate is the availability engine's first free start, not a guess.
 */
export function waitMinutes(start: Date, now: Date): number {
  const ms = start.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 60_000);
}

/** The idle phase of the tablet after `idleMs` without a touch: active, counting down (seconds left), or reset. */
export function idlePhase(idleMs: number): { phase: 'active' } | { phase: 'countdown'; secondsLeft: number } | { phase: 'reset' } {
  const idle = KIOSK_IDLE.idleSeconds * 1000;
  const total = idle + KIOSK_IDLE.countdownSeconds * 1000;
  if (idleMs < idle) return { phase: 'active' };
  if (idleMs >= total) return { phase: 'reset' };
  return { phase: 'countdown', secondsLeft: Math.ceil((total - idleMs) / 1000) };
}

/** The store's label for a picked value, or null when the value is not on the list (the tablet sent something stale). */
export function choiceLabel(list: readonly { value: string; label: string }[], value: string | null | undefined): string | null {
  if (!value) return null;
  return list.find((o) => o.value === value)?.label ?? null;
}

export interface PromotionTermsInput {
  type: 'fixed' | 'percentage';
  /** Cents (fixed) or basis points (percentage, 1500 = 15%). */
  value: number;
  minSpendCents: number;
  endsOn: string | null;
  perCustomerLimit: number | null;
}

/** The terms shown under a promo code on the attract loop, from the code's own rules. */
export function promotionTerms(p: PromotionTermsInput, currency = 'USD'): string {
  const off = p.type === 'percentage' ? `${formatPercent(p.value)} off` : `${formatMoney(p.value, currency)} off`;
  const parts = [`${off} your visit.`];
  if (p.minSpendCents > 0) parts.push(`Minimum spend ${formatMoney(p.minSpendCents, currency)}.`);
  if (p.perCustomerLimit) parts.push(p.perCustomerLimit === 1 ? 'Once per customer.' : `Up to ${p.perCustomerLimit} times per customer.`);
  if (p.endsOn) parts.push(`Valid until ${p.endsOn}.`);
  return parts.join(' ');
}

const formatPercent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** The store's check-in QR on the tablet's idle screen: a signed link that rotates every this many minutes. */
export const KIOSK_QR_ROTATE_MINUTES = 10;

/** The rotation window an instant falls in (whole windows since the epoch). */
export const qrWindow = (now: Date) => Math.floor(now.getTime() / (KIOSK_QR_ROTATE_MINUTES * 60_000));

/**
 * When a link signed in `window` stops working: the end of the next window, so a code that appeared just
 * before a rotation still works for at least one full window after it.
 */
export const qrExpiresAt = (window: number) => new Date((window + 2) * KIOSK_QR_ROTATE_MINUTES * 60_000);
