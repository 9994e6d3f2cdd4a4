import { describe, expect, it } from 'vitest';
import { normalizeIdentifier } from './identifiers.ts';

describe('customer identifiers', () => {
  it.each([
    ['Jane@Example.COM', { kind: 'email', value: 'jane@example.com' }],
    ['(555) 123-4567', { kind: 'phone', value: '+15551234567' }],
    ['+1 555 123 4567', { kind: 'phone', value: '+15551234567' }],
    ['5551234567', { kind: 'phone', value: '+15551234567' }],
    ['+447911123456', { kind: 'phone', value: '+447911123456' }],
    ["1' OR '1'='1", null],
    ['', null],
  ])('%s -> %j', (raw, expected) => {
    expect(normalizeIdentifier(raw)).toEqual(expected);
  });
});
