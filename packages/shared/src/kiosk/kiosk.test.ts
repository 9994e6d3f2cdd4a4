import { describe, expect, it } from 'vitest';
import { choiceLabel, formatPairingCode, idlePhase, normalizePairingCode, promotionTerms, waitMinutes } from './kiosk.ts';

describe('pairing codes', () => {
  it.each([
    ['abcd-efgh', 'ABCDEFGH'],
    [' K7M2 QX9P ', 'K7M2QX9P'],
    ['K7M2QX9P', 'K7M2QX9P'],
    ['K7M2-QX9', null],
    ['K7M2-QX9PP', null],
    ['K7M2-QX0P', null], // 0 is not in the alphabet
    ['K7M2-QXIP', null], // nor I
    ['', null],
  ])('%j -> %j', (input, expected) => expect(normalizePairingCode(input)).toBe(expected));

  it('shows XXXX-XXXX', () => expect(formatPairingCode('K7M2QX9P')).toBe('K7M2-QX9P'));
});

describe('walk-in wait', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  it.each([
    ['2026-03-02T15:00:00Z', 0],
    ['2026-03-02T14:55:00Z', 0],
    ['2026-03-02T15:00:01Z', 1],
    ['2026-03-02T15:25:00Z', 25],
    ['2026-03-02T15:25:30Z', 26],
    ['2026-03-02T17:05:00Z', 125],
  ])('slot at %s waits %i minutes', (start, minutes) => expect(waitMinutes(new Date(start), now)).toBe(minutes));
});

describe('idle reset', () => {
  it.each([
    [0, { phase: 'active' }],
    [59_999, { phase: 'active' }],
    [60_000, { phase: 'countdown', secondsLeft: 10 }],
    [60_001, { phase: 'countdown', secondsLeft: 10 }],
    [61_000, { phase: 'countdown', secondsLeft: 9 }],
    [69_999, { phase: 'countdown', secondsLeft: 1 }],
    [70_000, { phase: 'reset' }],
  ])('%i ms idle', (ms, expected) => expect(idlePhase(ms)).toEqual(expected));
});

describe('choices', () => {
  const list = [
    { value: 'latte', label: 'Latte' },
    { value: 'jazz', label: 'Jazz' },
  ];
  it('answers the label of a listed value', () => expect(choiceLabel(list, 'latte')).toBe('Latte'));
  it('answers null for an unlisted or empty value', () => {
    expect(choiceLabel(list, 'whisky')).toBeNull();
    expect(choiceLabel(list, null)).toBeNull();
    expect(choiceLabel(list, '')).toBeNull();
  });
});

describe('promotion terms', () => {
  it.each([
    [{ type: 'percentage', value: 1500, minSpendCents: 0, endsOn: null, perCustomerLimit: null }, '15% off your visit.'],
    [
      { type: 'percentage', value: 1250, minSpendCents: 2000, endsOn: '2026-12-31', perCustomerLimit: 1 },
      '12.5% off your visit. Minimum spend $20.00. Once per customer. Valid until 2026-12-31.',
    ],
    [
      { type: 'fixed', value: 500, minSpendCents: 0, endsOn: null, perCustomerLimit: 3 },
      '$5.00 off your visit. Up to 3 times per customer.',
    ],
  ] as const)('%j', (input, expected) => expect(promotionTerms(input)).toBe(expected));
});
