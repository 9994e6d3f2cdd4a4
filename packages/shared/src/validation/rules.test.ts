import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressTextSchema,
  alphanumericDashSchema,
  blockNonDigitKey,
  checkUpload,
  decimalSchema,
  domainSchema,
  emailSchema,
  latLongSchema,
  loginFormSchema,
  mobileSchema,
  nameSchema,
  nameSchemaFor,
  noWhitespaceSchema,
  normalizePhone,
  optionalNameSchema,
  optionalPhoneSchema,
  otpCodeSchema,
  parseLatLong,
  passwordSchema,
  phoneSchema,
  pinSchema,
  postalCodeSchema,
  searchSchema,
  slotIntervalSchema,
  urlSchema,
  weekStartSchema,
} from './rules.ts';
import { guestSchema } from '../appointments/appointment.schemas.ts';

/** The first message a form would show, or null when the value passes. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

type Row = [label: string, schema: z.ZodType, value: unknown, message: string | null];

const rows: Row[] = [
  ['email', emailSchema, 'ann@example.com', null],
  ['email', emailSchema, '  Ann@Example.COM ', null],
  ['email', emailSchema, '', 'Email is required'],
  ['email', emailSchema, '   ', 'Email is required'],
  ['email', emailSchema, undefined, 'Email is required'],
  ['email', emailSchema, 'ann@', 'Must be a valid email'],
  ['email', emailSchema, `${'a'.repeat(60)}@b.com`, 'Email must be at most 64 characters'],
  ['password', passwordSchema, 'Abcde1', null],
  ['password', passwordSchema, '', 'Password is required'],
  ['password', passwordSchema, 'Ab1', 'Password must be at least 6 characters'],
  ['password', passwordSchema, `Ab1${'x'.repeat(62)}`, 'Password must be at most 64 characters'],
  ['password', passwordSchema, 'abcde1', 'Password must contain an uppercase letter'],
  ['password', passwordSchema, 'ABCDE1', 'Password must contain a lowercase letter'],
  ['password', passwordSchema, 'Abcdef', 'Password must contain a number'],
  ['name', nameSchema, "Zoë O'Neil-Smith", null],
  ['name', nameSchema, 'José', null],
  ['name', nameSchema, '李 小龍', null],
  ['name', nameSchema, '', 'Name is required'],
  ['name', nameSchema, 'R2D2', 'Name may contain only letters, spaces, apostrophes and hyphens'],
  ['name', nameSchema, "'Ann", 'Name must not start or end with an apostrophe or hyphen'],
  ['name', nameSchema, 'Ann-', 'Name must not start or end with an apostrophe or hyphen'],
  ['name', nameSchema, 'a'.repeat(51), 'Name must be at most 50 characters'],
  ['first name', nameSchemaFor('First name'), '', 'First name is required'],
  ['optional name', optionalNameSchema, '', null],
  ['optional name', optionalNameSchema, '  ', null],
  ['optional name', optionalNameSchema, '-x', 'Name must not start or end with an apostrophe or hyphen'],
  ['phone', phoneSchema, '5551234567', null],
  ['phone', phoneSchema, '+919876543210', null],
  ['phone', phoneSchema, '+1 (555) 123-4567', null],
  ['phone', phoneSchema, '1-555-123-4567', null],
  ['phone', phoneSchema, '555.123.4567 x123', null],
  ['phone', phoneSchema, '(555) 123-4567 ext 12', null],
  ['phone', phoneSchema, '', 'Phone number is required'],
  ['phone', phoneSchema, '555-1234', 'Must be a valid phone number'],
  ['phone', phoneSchema, '+12345678901234', 'Must be a valid phone number'],
  ['phone', phoneSchema, 'call me', 'Must be a valid phone number'],
  ['mobile', mobileSchema, '+15551234567', null],
  ['mobile', mobileSchema, '+1555123456789', 'Mobile number must be at most 12 characters'],
  ['mobile', mobileSchema, '555-123-4567', 'Must be a valid mobile number'],
  ['lat/long', latLongSchema, '41.8781,-87.6298', null],
  ['lat/long', latLongSchema, ' -33.9 , +151.2 ', null],
  ['lat/long', latLongSchema, '41.8781', 'Must be latitude,longitude, e.g. 41.8781,-87.6298'],
  ['lat/long', latLongSchema, '91,0', 'Latitude must be between -90 and 90'],
  ['lat/long', latLongSchema, '0,-180.5', 'Longitude must be between -180 and 180'],
  ['postal code', postalCodeSchema, '60601', null],
  ['postal code', postalCodeSchema, '60601-1234', null],
  ['postal code', postalCodeSchema, 'SW1A 1AA', null],
  ['postal code', postalCodeSchema, '1234', 'Postal code must be 5 to 12 letters or digits; a hyphen or space may separate them'],
  ['postal code', postalCodeSchema, '-60601', 'Postal code must be 5 to 12 letters or digits; a hyphen or space may separate them'],
  ['url', urlSchema, 'https://salon.example.com/book?x=1', null],
  ['url', urlSchema, 'ftp://salon.example.com', 'Must be a valid web address starting with http:// or https://'],
  ['url', urlSchema, 'javascript:alert(1)', 'Must be a valid web address starting with http:// or https://'],
  ['domain', domainSchema, 'Book.Example.com', null],
  ['domain', domainSchema, 'https://example.com', 'Must be a valid domain, e.g. example.com'],
  ['no whitespace', noWhitespaceSchema, 'abc', null],
  ['no whitespace', noWhitespaceSchema, 'a b', 'Must not contain spaces'],
  ['no whitespace', noWhitespaceSchema, '', 'This field is required'],
  ['decimal', decimalSchema, '12.50', null],
  ['decimal', decimalSchema, '12', null],
  ['decimal', decimalSchema, '12.', 'Must be a number, e.g. 12.50'],
  ['decimal', decimalSchema, '1e3', 'Must be a number, e.g. 12.50'],
  ['alphanumeric dash', alphanumericDashSchema, 'SKU_12-a', null],
  ['alphanumeric dash', alphanumericDashSchema, 'SKU 12', 'Use only letters, digits, hyphens and underscores'],
  ['address', addressTextSchema, "12/B O'Hare St., Apt #4, Chicago-North", null],
  ['address', addressTextSchema, 'Main St; DROP', "Use only letters, digits, spaces and - / , . # '"],
  ['search', searchSchema, '', null],
  ['search', searchSchema, 'x'.repeat(51), 'Search must be at most 50 characters'],
  ['pin', pinSchema, '1234', null],
  ['pin', pinSchema, '123456', null],
  ['pin', pinSchema, '123', 'PIN must be 4 to 6 digits'],
  ['pin', pinSchema, '1234567', 'PIN must be 4 to 6 digits'],
  ['otp', otpCodeSchema, '012345', null],
  ['otp', otpCodeSchema, '12345', 'Code must be exactly 6 digits'],
  ['week start', weekStartSchema, 0, null],
  ['week start', weekStartSchema, 6, null],
  ['week start', weekStartSchema, 7, 'Week start must be a whole number from 0 (Sunday) to 6 (Saturday)'],
  ['week start', weekStartSchema, 1.5, 'Week start must be a whole number from 0 (Sunday) to 6 (Saturday)'],
  ['slot interval', slotIntervalSchema, 15, null],
  ['slot interval', slotIntervalSchema, 30, 'Slot interval must be 5, 10, 15 or 20 minutes'],
];

describe('validation rules', () => {
  it.each(rows)('%s %j -> %s', (_label, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('normalises email to trimmed lower case', () => {
    expect(emailSchema.parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it.each([
    [{ email: 'a@b.co', password: 'x' }, null],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ email: 'a@b.co', password: 'x'.repeat(65) }, 'Password must be at most 64 characters'],
    [{ email: '', password: 'x' }, 'Email is required'],
  ])('login form %j -> %s', (value, message) => {
    expect(firstMessage(loginFormSchema, value)).toBe(message);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['5551234567', '+15551234567'],
    ['(555) 123-4567 x12', '+15551234567'],
    ['1-555-123-4567', '+15551234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['555-1234', null],
    // the guest's number as typed in issue 21
    ['3125550111', '+13125550111'],
    ['  312.555.0111  ', '+13125550111'],
    ['+13125550111', '+13125550111'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('gives a bare national number the calling code it is told', () => {
    expect(normalizePhone('9876543210', '91')).toBe('+919876543210');
  });

  it('is idempotent: a normalised number stays as it is', () => {
    for (const input of ['5551234567', '(555) 123-4567 x12', '+919876543210']) {
      const once = normalizePhone(input) as string;
      expect(normalizePhone(once)).toBe(once);
    }
  });
});

describe('phone schemas normalise what they accept', () => {
  it.each([
    ['3125550111', '+13125550111'],
    ['(312) 555-0111', '+13125550111'],
    ['+1 312 555 0111 ext 4', '+13125550111'],
  ])('%s is stored as %s', (input, expected) => {
    expect(phoneSchema.parse(input)).toBe(expected);
    expect(optionalPhoneSchema.parse(input)).toBe(expected);
  });

  it('a guest keeps no phone when none is given, and a bad one is refused', () => {
    expect(guestSchema.parse({ name: 'Gale' }).phoneNumber).toBeUndefined();
    expect(guestSchema.parse({ name: 'Gale', phoneNumber: '3125550111' }).phoneNumber).toBe('+13125550111');
    expect(guestSchema.safeParse({ name: 'Gale', phoneNumber: '555-1234' }).success).toBe(false);
  });
});

describe('parseLatLong', () => {
  it.each([
    ['41.8781,-87.6298', { lat: 41.8781, long: -87.6298 }],
    ['-1, 2', { lat: -1, long: 2 }],
    ['north', null],
  ])('%s -> %j', (input, expected) => {
    expect(parseLatLong(input)).toEqual(expected);
  });
});

describe('checkUpload', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ name: 'a.PNG', size: MB }, 'image', null],
    [{ name: 'a.jpeg', size: 15 * MB }, 'image', null],
    [{ name: 'a.png', size: 15 * MB + 1 }, 'image', { code: 'PAYLOAD_TOO_LARGE', message: 'File must be 15 MB or smaller' }],
    [{ name: 'a.pdf', size: MB }, 'image', { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Images must be JPG, JPEG or PNG files' }],
    [{ name: 'contract.docx', size: MB }, 'document', null],
    [
      { name: 'pdf', size: MB },
      'document',
      { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Documents must be JPG, JPEG, PNG, PDF, DOC or DOCX files' },
    ],
  ] as const)('%j as %s -> %j', (file, kind, expected) => {
    expect(checkUpload(file, kind)).toEqual(expected);
  });
});

describe('blockNonDigitKey', () => {
  it.each([
    [{ key: '7' }, false],
    [{ key: '+' }, true],
    [{ key: 'e' }, true],
    [{ key: '-' }, true],
    [{ key: '.' }, true],
    [{ key: ' ' }, true],
    [{ key: 'Backspace' }, false],
    [{ key: 'ArrowLeft' }, false],
    [{ key: 'Tab' }, false],
    [{ key: 'v', ctrlKey: true }, false],
    [{ key: 'a', metaKey: true }, false],
  ])('%j -> %s', (event, expected) => {
    expect(blockNonDigitKey(event)).toBe(expected);
  });
});
