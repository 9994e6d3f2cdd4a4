// Money is integer minor units (cents); DOMAIN.md rounds half away from zero, once per line.

export type ParseMoneyOptions = { currency?: string; allowNegative?: boolean };

/** Digits after the decimal point in `currency` (2 for USD, 0 for JPY). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** '12.34' -> 1234. Throws a RangeError naming the problem (not a number, too many decimals, negative). */
export function parseMoney(input: string, { currency = 'USD', allowNegative = false }: ParseMoneyOptions = {}): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(input.trim());
  if (!match) throw new RangeError('Amount must be a number, e.g. 12.50');
  const [, sign, whole, fraction = ''] = match;
  const digits = minorDigits(currency);
  if (fraction.length > digits) throw new RangeError(`Amount must have at most ${digits} decimal places`);
  const cents = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(cents)) throw new RangeError('Amount is too large');
  if (sign === '-' && cents !== 0 && !allowNegative) throw new RangeError('Amount must not be negative');
  return sign === '-' && cents !== 0 ? -cents : cents;
}

export function formatMoney(cents: number, currency = 'USD', locale = 'en-US'): string {
  assertCents(cents);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 10 ** minorDigits(currency));
}

/** cents x basisPoints / 10000 (2500 bp = 25%), rounded half away from zero in exact integer arithmetic. */
export function applyPercent(cents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(basisPoints)) throw new RangeError('Basis points must be a whole number');
  return applyRate(cents, basisPoints, 10_000n);
}

/** cents x milliPercent / 100000 (8875 = 8.875%, sales tax), rounded half away from zero in exact integer arithmetic. */
export function applyMilliPercent(cents: number, milliPercent: number): number {
  if (!Number.isSafeInteger(milliPercent)) throw new RangeError('A milli-percent rate must be a whole number');
  return applyRate(cents, milliPercent, 100_000n);
}

function applyRate(cents: number, rate: number, scale: bigint): number {
  assertCents(cents);
  const product = BigInt(cents) * BigInt(rate);
  const quotient = product / scale;
  const remainder = product % scale;
  const roundAway = (remainder < 0n ? -remainder : remainder) * 2n >= scale;
  return Number(roundAway ? quotient + (product < 0n ? -1n : 1n) : quotient);
}

export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
    assertCents(total);
  }
  return total;
}

function assertCents(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount must be whole cents: ${value}`);
}
