// Card brands by the number's leading digits (IIN/BIN ranges), Luhn, expiry and CVC rules.
//
// Sources for the ranges (checked while writing this, 2025):
// - amex, visa, mastercard (51-55, 2221-2720), discover (6011, 644-649, 65, 622126-622925), jcb (3528-3589),
//   diners (300-305, 36, 38-39), maestro (50, 56-58, 6304, 6759, 676770, 676774): the brief, which
//   matches the IIN tables of ISO/IEC 7812 summaries and of open-source detectors (jessepollak/payment cards.js,
//   rbkmoney/payform cards.ts).
// - dankort: IIN 5019 (payment cards.js `/^5019/`, rbkmoney/payform `patterns: [5019]`, the Basic.BankCardNumber
//   Dankort pattern "IIN Ranges: 5019"). Visa/Dankort co-branded cards (4571) route over Visa and read as visa.
// - cartebleue: Carte Bleue / Cartes Bancaires cards are Visa numbers issued by French banks. We recognise the
//   French Visa range 497 (Adyen's "Gold FR" Visa test card 4977 9494 9494 9497) and the Cartes Bancaires test
//   BINs 403550 and 436000 (4035 5010 0000 0008 validated as CARTEBANCAIRE in optile/payoneer's validator tests,
//   4360 0000 0100 0005 in Adyen's list). Checked before visa.
// - airplus: Lufthansa AirPlus company accounts are UATP numbers (the airline industry's MII 1): prefixes 1220
//   and 1920, 15 digits (UATP BIN tables: card-bin-db bincheck.csv, the public BIN list "Airlines (1*****)").

import type { CardBrand } from '../constants.ts';

export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  amex: 'American Express',
  mastercard: 'Mastercard',
  visa: 'Visa',
  discover: 'Discover',
  maestro: 'Maestro',
  jcb: 'JCB',
  diners: 'Diners Club',
  cartebleue: 'Carte Bleue',
  airplus: 'AirPlus',
  dankort: 'Dankort',
};

/** "Visa ••4242" for a charge's card as receipts and screens name it; a brand we do not know is shown as stored. */
export function cardLabel(brand: string | null, last4: string | null): string {
  const name = brand ? (CARD_BRAND_NAMES[brand as CardBrand] ?? brand) : 'Card';
  return last4 ? `${name} ••${last4}` : name;
}

/** A prefix range: numbers whose first `from.length` digits lie in [from, to]. */
type Range = readonly [from: string, to: string];
const one = (p: string): Range => [p, p];

interface BrandRule {
  brand: CardBrand;
  ranges: readonly Range[];
  lengths: readonly number[];
  cvcLength: number;
}

/** Checked in order: the narrower ranges that sit inside a wider one come first. */
const RULES: readonly BrandRule[] = [
  { brand: 'airplus', ranges: [one('1220'), one('1920')], lengths: [15], cvcLength: 3 },
  { brand: 'cartebleue', ranges: [one('403550'), one('436000'), one('497')], lengths: [16], cvcLength: 3 },
  { brand: 'dankort', ranges: [one('5019')], lengths: [16], cvcLength: 3 },
  { brand: 'amex', ranges: [one('34'), one('37')], lengths: [15], cvcLength: 4 },
  { brand: 'visa', ranges: [one('4')], lengths: [13, 16, 19], cvcLength: 3 },
  {
    brand: 'mastercard',
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
    cvcLength: 3,
  },
  { brand: 'discover', ranges: [one('6011'), ['644', '649'], one('65'), ['622126', '622925']], lengths: [16, 17, 18, 19], cvcLength: 3 },
  {
    brand: 'maestro',
    ranges: [one('50'), ['56', '58'], one('6304'), one('6759'), one('676770'), one('676774')],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvcLength: 3,
  },
  { brand: 'jcb', ranges: [['3528', '3589']], lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: 'diners', ranges: [['300', '305'], one('36'), ['38', '39']], lengths: [14, 15, 16, 17, 18, 19], cvcLength: 3 },
];

const inRange = (digits: string, [from, to]: Range) => {
  if (digits.length < from.length) return false;
  const head = digits.slice(0, from.length);
  return head >= from && head <= to;
};

/** Digits only: spaces and dashes a person types are dropped; anything else makes it not a number. */
export function cardDigits(input: string): string | null {
  const stripped = input.replace(/[\s-]/g, '');
  return /^\d*$/.test(stripped) ? stripped : null;
}

function ruleOf(number: string): BrandRule | null {
  const digits = cardDigits(number);
  if (!digits) return null;
  return RULES.find((r) => r.ranges.some((range) => inRange(digits, range))) ?? null;
}

/** The brand the number's prefix belongs to (works on a partly typed number), or null when none matches. */
export function detectCardBrand(number: string): CardBrand | null {
  return ruleOf(number)?.brand ?? null;
}

/** The Luhn (mod 10) check of a whole number; false for anything that is not 12-19 digits. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!digits || digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The CVC length the brand prints (4 on American Express, 3 elsewhere). */
export function cvcLengthOf(brand: CardBrand | null): number {
  return RULES.find((r) => r.brand === brand)?.cvcLength ?? 3;
}

export function lengthsOf(brand: CardBrand): readonly number[] {
  return RULES.find((r) => r.brand === brand)?.lengths ?? [];
}

/** True while the card's expiry month (MM/YY: valid through the month's last day) has not ended at `now` (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return expYear < y || (expYear === y && expMonth < m);
}

/** '4242424242424242' -> '4242 4242 4242 4242'; amex 4-6-5. For display while typing. */
export function formatCardNumber(input: string): string {
  const digits = (cardDigits(input) ?? input.replace(/\D/g, '')).slice(0, 19);
  if (detectCardBrand(digits) === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Two-digit year of MM/YY to the full year (20YY). */
export const fullExpiryYear = (yy: number) => (yy < 100 ? 2000 + yy : yy);

export type CardCheck =
  | { ok: true; digits: string; brand: CardBrand; last4: string }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

/**
 * Everything a gateway refuses before it tokenises, in the order a person fixes them: the number (brand, length,
 * Luhn), the expiry, the CVC. Messages are sentences to show under the field.
 */
export function checkCard(input: { number: string; expMonth: number; expYear: number; cvc: string }, now: Date): CardCheck {
  const digits = cardDigits(input.number);
  if (!digits) return { ok: false, field: 'number', message: 'A card number has only digits.' };
  if (digits.length < 12) return { ok: false, field: 'number', message: 'The card number is too short.' };
  const brand = detectCardBrand(digits);
  if (!brand) return { ok: false, field: 'number', message: 'We do not recognise this card brand. Check the number or use another card.' };
  if (!lengthsOf(brand).includes(digits.length)) {
    const lengths = lengthsOf(brand);
    const spoken = lengths.length > 1 ? `${lengths.slice(0, -1).join(', ')} or ${lengths.at(-1)}` : String(lengths[0]);
    return { ok: false, field: 'number', message: `${CARD_BRAND_NAMES[brand]} card numbers have ${spoken} digits.` };
  }
  if (!luhnValid(digits)) return { ok: false, field: 'number', message: 'This card number is not valid. Check it for a typo.' };
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    return { ok: false, field: 'expiry', message: 'The expiry month must be 01 to 12.' };
  }
  if (!Number.isInteger(input.expYear) || input.expYear < 2000 || input.expYear > 2099) {
    return { ok: false, field: 'expiry', message: 'Enter the expiry as MM/YY.' };
  }
  if (cardExpired(input.expMonth, input.expYear, now)) return { ok: false, field: 'expiry', message: 'This card has expired.' };
  if (input.expYear > now.getUTCFullYear() + 20)
    return { ok: false, field: 'expiry', message: 'The expiry year is too far in the future.' };
  const cvcLength = cvcLengthOf(brand);
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)) {
    return { ok: false, field: 'cvc', message: `${CARD_BRAND_NAMES[brand]} cards have a ${cvcLength}-digit security code.` };
  }
  return { ok: true, digits, brand, last4: digits.slice(-4) };
}
