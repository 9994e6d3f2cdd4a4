import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { storeAddressSchema, storeNameSchema, storePaymentsInfoSchema } from './store-wizard.schemas.ts';
import { usStateSchema } from './us-states.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('store wizard field rules', () => {
  it.each<[string, z.ZodType, unknown, string | null]>([
    ['a plain name', storeNameSchema, 'Lakeview Cuts', null],
    ['a name with symbols shops use', storeNameSchema, "St. Mark's Cuts & Co. #2 (Downtown)", null],
    ['a non-Latin name', storeNameSchema, 'Peluquería Ñandú 3', null],
    ['a one-character name', storeNameSchema, '7', null],
    ['a name ending with a hyphen', storeNameSchema, 'Cuts -', 'Store name must start with a letter or digit and not end with a symbol'],
    ['a name with quotes', storeNameSchema, 'The "Best" Cuts', "Store name may contain only letters, digits, spaces and & ' - / , . # ( )"],
    ['a blank name', storeNameSchema, '   ', 'Store name is required'],
    ['a missing name', storeNameSchema, undefined, 'Store name is required'],
    ['a lower-case state', usStateSchema, 'il', null],
    ['DC', usStateSchema, 'DC', null],
    ['a state name', usStateSchema, 'Illinois', 'Must be a US state code such as IL'],
    ['an empty state', usStateSchema, '', 'State is required'],
  ])('%s', (_label, schema, value, message) => expect(firstMessage(schema, value)).toBe(message));

  it('normalises the state code and accepts ZIP+4', () => {
    const address = storeAddressSchema.parse({ addressLine1: '1 Main St', city: 'Chicago', state: 'il', postalCode: '60601-1234' });
    expect(address).toMatchObject({ state: 'IL', postalCode: '60601-1234' });
  });

  it('defaults tip suggestions and the payment sandbox', () => {
    expect(storePaymentsInfoSchema.parse({ acceptedTenders: ['card'], taxRateMilliPercent: 8250 })).toEqual({
      acceptedTenders: ['card'],
      taxRateMilliPercent: 8250,
      tipSuggestions: [15, 18, 20],
      paymentSandbox: true,
    });
  });
});
