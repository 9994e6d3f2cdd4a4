import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '../constants.ts';
import { cardExpired, cardLabel, checkCard, cvcLengthOf, detectCardBrand, formatCardNumber, luhnValid } from './card-brands.ts';

describe('detectCardBrand', () => {
  it.each([
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['4242424242424242', 'visa'],
    ['4000000000000002', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5500000000000004', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['6221260000000000', 'discover'],
    ['6229250000000000', 'discover'],
    ['5000000000000611', 'maestro'],
    ['5600000000000000', 'maestro'],
    ['5800000000000000', 'maestro'],
    ['6304000000000000', 'maestro'],
    ['6759649826438453', 'maestro'],
    ['6767700000000000', 'maestro'],
    ['6767740000000000', 'maestro'],
    ['3528000000000000', 'jcb'],
    ['3566002020360505', 'jcb'],
    ['3589000000000000', 'jcb'],
    ['30000000000004', 'diners'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['38520000023237', 'diners'],
    ['39000000000000', 'diners'],
    ['4035501000000008', 'cartebleue'],
    ['4360000001000005', 'cartebleue'],
    ['4977949494949497', 'cartebleue'],
    ['122000000000003', 'airplus'],
    ['192000000000008', 'airplus'],
    ['5019555544445555', 'dankort'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ['2220999999999999', 'just below the 2-series mastercard range'],
    ['2721000000000000', 'just above the 2-series mastercard range'],
    ['6221250000000000', 'just below the 622126 discover range'],
    ['6229260000000000', 'just above the 622925 discover range'],
    ['3527000000000000', 'just below jcb'],
    ['3590000000000000', 'just above jcb'],
    ['3060000000000000', 'just above diners 300-305'],
    ['6767710000000000', 'between the two 6767 maestro ranges'],
    ['9999999999999995', 'no brand starts with 9'],
    ['1111111111111111', 'a 1 that is not AirPlus'],
  ])('%s has no brand (%s)', (number) => {
    expect(detectCardBrand(number)).toBeNull();
  });

  it('reads a partly typed number and ignores spaces and dashes', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('37')).toBe('amex');
    expect(detectCardBrand('5019 5555')).toBe('dankort');
    expect(detectCardBrand('4242-4242')).toBe('visa');
    expect(detectCardBrand('')).toBeNull();
    expect(detectCardBrand('abcd')).toBeNull();
  });

  it('knows all ten brands', () => {
    expect(CARD_BRANDS).toHaveLength(10);
  });
});

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995', '378282246310005', '6011111111111117', '4242 4242 4242 4242'])(
    '%s passes',
    (n) => expect(luhnValid(n)).toBe(true),
  );
  it.each(['4242424242424241', '4000000000000003', '1234567812345678', '42424242', '4242a24242424242', '42424242424242424242'])(
    '%s fails',
    (n) => expect(luhnValid(n)).toBe(false),
  );
});

describe('checkCard', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
  it('accepts a good card and answers brand and last four only', () => {
    expect(checkCard(good, now)).toEqual({ ok: true, digits: '4242424242424242', brand: 'visa', last4: '4242' });
  });
  it.each([
    [{ number: '4242424242424241' }, 'number', 'This card number is not valid. Check it for a typo.'],
    [{ number: '9999999999999995' }, 'number', 'We do not recognise this card brand. Check the number or use another card.'],
    [{ number: '42424242424' }, 'number', 'The card number is too short.'],
    [{ number: '424242424242424' }, 'number', 'Visa card numbers have 13, 16 or 19 digits.'],
    [{ number: '4242x42424242424' }, 'number', 'A card number has only digits.'],
    [{ expMonth: 13 }, 'expiry', 'The expiry month must be 01 to 12.'],
    [{ expMonth: 2, expYear: 2026 }, 'expiry', 'This card has expired.'],
    [{ cvc: '12' }, 'cvc', 'Visa cards have a 3-digit security code.'],
    [{ number: '378282246310005', cvc: '123' }, 'cvc', 'American Express cards have a 4-digit security code.'],
  ] as const)('refuses %o at %s', (change, field, message) => {
    expect(checkCard({ ...good, ...change }, now)).toEqual({ ok: false, field, message });
  });
  it('a card is valid through the last day of its expiry month', () => {
    expect(cardExpired(3, 2026, now)).toBe(false);
    expect(cardExpired(2, 2026, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });
  it('amex has a four-digit CVC and 4-6-5 grouping', () => {
    expect(cvcLengthOf('amex')).toBe(4);
    expect(cvcLengthOf('visa')).toBe(3);
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });
});

describe('cardLabel', () => {
  it.each([
    ['visa', '4242', 'Visa ••4242'],
    ['amex', '0005', 'American Express ••0005'],
    ['unionpay', '1234', 'unionpay ••1234'],
    [null, '1111', 'Card ••1111'],
    ['visa', null, 'Visa'],
  ] as const)('names %s ending %s as %s', (brand, last4, label) => {
    expect(cardLabel(brand, last4)).toBe(label);
  });
});
