// Gift card numbers: 16 random digits, never stored; kept as an HMAC-SHA256 under a server key plus the last four.
import { createHmac, randomInt } from 'node:crypto';

const DEV_KEY = 'salon-dev-gift-card-key-change-me';
let hashKey = DEV_KEY;

/** Set from config when the app is built (GIFT_CARD_HASH_KEY, gift-cards/index.ts); changing it makes every issued card unfindable. */
export function configureGiftCardKey(key: string | undefined): void {
  hashKey = key || DEV_KEY;
}

/** Digits only: spaces and dashes people type are ignored; anything else is not a number. */
export function normalizeGiftCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}

export function hashGiftCardNumber(number: string): string {
  return createHmac('sha256', hashKey).update(number).digest('hex');
}

/** 16 digits from a CSPRNG, not starting with 0 (so it never loses a digit in a spreadsheet). */
export function newGiftCardNumber(): string {
  let number = String(randomInt(1, 10));
  for (let i = 0; i < 15; i++) number += String(randomInt(0, 10));
  return number;
}

export const maskGiftCardNumber = (last4: string) => `•••• •••• •••• ${last4}`;
