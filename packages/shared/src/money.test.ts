import { describe, expect, it } from 'vitest';
import { applyMilliPercent, applyPercent, formatMoney, parseMoney, sumCents } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['12.34', {}, 1234],
    ['12.3', {}, 1230],
    ['12', {}, 1200],
    [' 0.05 ', {}, 5],
    ['0', {}, 0],
    ['-0.00', {}, 0],
    ['-12.34', { allowNegative: true }, -1234],
    ['1500', { currency: 'JPY' }, 1500],
    ['0.1', {}, 10],
  ])('%j %j -> %i', (input, options, cents) => {
    expect(parseMoney(input, options)).toBe(cents);
  });

  it.each([
    ['12.345', {}, 'Amount must have at most 2 decimal places'],
    ['-1', {}, 'Amount must not be negative'],
    ['abc', {}, 'Amount must be a number, e.g. 12.50'],
    ['', {}, 'Amount must be a number, e.g. 12.50'],
    ['1e3', {}, 'Amount must be a number, e.g. 12.50'],
    ['12.', {}, 'Amount must be a number, e.g. 12.50'],
    ['1,000', {}, 'Amount must be a number, e.g. 12.50'],
    ['12.5', { currency: 'JPY' }, 'Amount must have at most 0 decimal places'],
    ['999999999999999999', {}, 'Amount is too large'],
  ])('rejects %j %j', (input, options, message) => {
    expect(() => parseMoney(input, options)).toThrow(message);
  });
});

describe('formatMoney', () => {
  it.each([
    [1234, 'USD', '$12.34'],
    [5, 'USD', '$0.05'],
    [-1234, 'USD', '-$12.34'],
    [123456789, 'USD', '$1,234,567.89'],
    [1500, 'JPY', '¥1,500'],
  ])('%i %s -> %s', (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(12.5, 'USD')).toThrow(RangeError);
  });
});

describe('applyPercent', () => {
  it.each([
    [1000, 2500, 250],
    [1999, 1000, 200], // 199.9
    [25, 1000, 3], // 2.5 rounds up
    [-25, 1000, -3], // -2.5 rounds away from zero
    [15, 1000, 2], // 1.5
    [14, 1000, 1], // 1.4
    [1, 5000, 1], // 0.5
    [1, 4999, 0],
    [0, 2500, 0],
    [1234, 0, 0],
    [1234, 10_000, 1234],
    [9_007_199_254_740, 10_000, 9_007_199_254_740], // exact where float multiplication is not
  ])('%i cents at %i bp -> %i', (cents, basisPoints, expected) => {
    expect(applyPercent(cents, basisPoints)).toBe(expected);
  });

  it('refuses fractional inputs', () => {
    expect(() => applyPercent(10.5, 100)).toThrow(RangeError);
    expect(() => applyPercent(10, 2.5)).toThrow(RangeError);
  });
});

describe('applyMilliPercent (sales tax to a thousandth of a percent)', () => {
  it.each([
    [10000, 8875, 888], // $100.00 at 8.875% = 887.5 -> 888
    [4000, 8875, 355], // 355.0
    [1999, 8250, 165], // 164.9175
    [2500, 10250, 256], // 256.25
    [200, 8875, 18], // 17.75
    [-10000, 8875, -888], // refunds round away from zero too
    [1, 50000, 1], // 0.5
    [1, 49999, 0],
    [1234, 0, 0],
    [1234, 100_000, 1234],
  ])('%i cents at %i milli-percent -> %i', (cents, milliPercent, expected) => {
    expect(applyMilliPercent(cents, milliPercent)).toBe(expected);
  });

  it('agrees with applyPercent where the rate has two decimals', () => {
    for (const cents of [1, 25, 1999, 4000, 123_457])
      for (const bp of [0, 5, 825, 1025, 3000]) expect(applyMilliPercent(cents, bp * 10)).toBe(applyPercent(cents, bp));
  });

  it('refuses fractional inputs', () => {
    expect(() => applyMilliPercent(10.5, 100)).toThrow(RangeError);
    expect(() => applyMilliPercent(10, 887.5)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it.each([
    [[], 0],
    [[100, 250, -50], 300],
    [[1, 2, 3], 6],
  ])('%j -> %i', (amounts, total) => {
    expect(sumCents(amounts)).toBe(total);
  });

  it.each([[[0.1, 0.2]], [[Number.MAX_SAFE_INTEGER, 1]]])('refuses %j', (amounts) => {
    expect(() => sumCents(amounts)).toThrow(RangeError);
  });
});
