// Validation rules of spec section 5. The messages are shown in the browser and returned by the server.
import { z } from 'zod';
import { CALENDAR, MAX_LENGTHS } from '../constants.ts';
import { text } from './text.ts';

const REQUIRED = 'This field is required';

/** A trimmed, non-empty string; an empty value reports only the `required` message. */
function requiredText(required = REQUIRED) {
  return text({ error: (issue) => (issue.input === undefined ? required : 'Must be text') })
    .trim()
    .min(1, { error: required, abort: true });
}

export const emailSchema = requiredText('Email is required')
  .toLowerCase()
  .max(MAX_LENGTHS.email, `Email must be at most ${MAX_LENGTHS.email} characters`)
  .pipe(z.email('Must be a valid email'));

export const loginFormSchema = z.object({
  email: emailSchema,
  password: text({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .max(MAX_LENGTHS.loginPassword, `Password must be at most ${MAX_LENGTHS.loginPassword} characters`),
});

export const PASSWORD_RULES = { min: 6, max: 64, uppercase: /\p{Lu}/u, lowercase: /\p{Ll}/u, digit: /\d/ } as const;

export const passwordSchema = text({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_RULES.min, `Password must be at least ${PASSWORD_RULES.min} characters`)
  .max(PASSWORD_RULES.max, `Password must be at most ${PASSWORD_RULES.max} characters`)
  .regex(PASSWORD_RULES.uppercase, 'Password must contain an uppercase letter')
  .regex(PASSWORD_RULES.lowercase, 'Password must contain a lowercase letter')
  .regex(PASSWORD_RULES.digit, 'Password must contain a number');

const NAME_MAX = 50;
const NAME_CHARACTERS = /^[\p{L}\p{M} '-]*$/u;
const NAME_EDGES = /^(?!['-]).*(?<!['-])$/su;

/** A person's name field: letters (any script), spaces, apostrophes, hyphens; `label` names it in messages. */
export function nameSchemaFor(label: string, { optional = false } = {}) {
  const base = optional ? text({ error: `${label} must be text` }).trim() : requiredText(`${label} is required`);
  return base
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .regex(NAME_CHARACTERS, `${label} may contain only letters, spaces, apostrophes and hyphens`)
    .regex(NAME_EDGES, `${label} must not start or end with an apostrophe or hyphen`);
}
export const nameSchema = nameSchemaFor('Name');
export const optionalNameSchema = nameSchemaFor('Name', { optional: true });

const INTERNATIONAL_PHONE = /^\+?\d{10,13}$/;
const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;
const EXTENSION = /\s*(?:x|ext\.?|extension)\s*\d+$/i;

export function isValidPhone(value: string): boolean {
  return INTERNATIONAL_PHONE.test(value) || US_PHONE.test(value);
}

/** The calling code a bare national number gets: the stores' country (US) default, spec section 9 "Phone prefix +1". */
export const DEFAULT_CALLING_CODE = '1';

/**
 * The one form every phone number is stored and used in (E.164): extension dropped, a bare 10-digit national
 * number gets `callingCode` (+1 by default), a number with its country code or a leading + keeps it; null when invalid.
 */
export function normalizePhone(value: string, callingCode: string = DEFAULT_CALLING_CODE): string | null {
  const trimmed = value.trim();
  if (!isValidPhone(trimmed)) return null;
  const digits = trimmed.replace(EXTENSION, '').replace(/\D/g, '');
  if (trimmed.startsWith('+') || digits.length > 11) return `+${digits}`;
  return digits.length === 10 ? `+${callingCode}${digits}` : `+${digits}`;
}

/** A required phone number, validated, then normalised to E.164 (what the server stores and messages use). */
export const phoneSchema = requiredText('Phone number is required')
  .refine(isValidPhone, 'Must be a valid phone number')
  .transform((value) => normalizePhone(value) ?? value);

/** An optional phone number (absent, or valid and normalised to E.164). */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine(isValidPhone, 'Must be a valid phone number')
  .transform((value) => normalizePhone(value) ?? value)
  .optional();

export const mobileSchema = requiredText('Mobile number is required')
  .max(MAX_LENGTHS.mobile, `Mobile number must be at most ${MAX_LENGTHS.mobile} characters`)
  .regex(/^\+?\d{10,11}$/, 'Must be a valid mobile number');

const LAT_LONG = /^\s*([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;

/** "lat,long" as numbers, or null when the text is not two signed decimals separated by a comma. */
export function parseLatLong(value: string): { lat: number; long: number } | null {
  const match = LAT_LONG.exec(value);
  return match ? { lat: Number(match[1]), long: Number(match[2]) } : null;
}

export const latLongSchema = requiredText('Location is required')
  .regex(LAT_LONG, 'Must be latitude,longitude, e.g. 41.8781,-87.6298')
  .refine((v) => Math.abs(parseLatLong(v)?.lat ?? 0) <= 90, 'Latitude must be between -90 and 90')
  .refine((v) => Math.abs(parseLatLong(v)?.long ?? 0) <= 180, 'Longitude must be between -180 and 180');

export const postalCodeSchema = requiredText('Postal code is required').regex(
  /^[A-Za-z0-9][A-Za-z0-9 -]{3,10}[A-Za-z0-9]$/,
  'Postal code must be 5 to 12 letters or digits; a hyphen or space may separate them',
);

export const urlSchema = requiredText().pipe(
  z.url({
    protocol: /^https?$/,
    hostname: z.regexes.domain,
    error: 'Must be a valid web address starting with http:// or https://',
  }),
);

export const domainSchema = requiredText().toLowerCase().regex(z.regexes.domain, 'Must be a valid domain, e.g. example.com');

export const noWhitespaceSchema = requiredText().regex(/^\S+$/, 'Must not contain spaces');
export const decimalSchema = requiredText().regex(/^\d+(?:\.\d+)?$/, 'Must be a number, e.g. 12.50');
export const alphanumericDashSchema = requiredText().regex(/^[A-Za-z0-9_-]+$/, 'Use only letters, digits, hyphens and underscores');
export const addressTextSchema = requiredText().regex(/^[\p{L}\p{M}\d '\-/,.#]+$/u, "Use only letters, digits, spaces and - / , . # '");

export const searchSchema = text().trim().max(MAX_LENGTHS.search, `Search must be at most ${MAX_LENGTHS.search} characters`);
export const pinSchema = requiredText('PIN is required').regex(/^\d{4,6}$/, 'PIN must be 4 to 6 digits');
export const otpCodeSchema = requiredText('Code is required').regex(/^\d{6}$/, 'Code must be exactly 6 digits');

const WEEK_START_MESSAGE = 'Week start must be a whole number from 0 (Sunday) to 6 (Saturday)';
export const weekStartSchema = z.int({ error: WEEK_START_MESSAGE }).min(0, WEEK_START_MESSAGE).max(6, WEEK_START_MESSAGE);
export const slotIntervalSchema = z.literal([...CALENDAR.slotIntervals], {
  error: 'Slot interval must be 5, 10, 15 or 20 minutes',
});

export const UPLOAD_RULES = {
  maxBytes: 15 * 1024 * 1024,
  image: ['jpg', 'jpeg', 'png'],
  document: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'],
} as const;
export type UploadKind = 'image' | 'document';
export type UploadProblem = { code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'; message: string };

/** Why a file may not be uploaded (size checked first), or null when it may. */
export function checkUpload(file: { name: string; size: number }, kind: UploadKind): UploadProblem | null {
  if (file.size > UPLOAD_RULES.maxBytes) return { code: 'PAYLOAD_TOO_LARGE', message: 'File must be 15 MB or smaller' };
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const allowed: readonly string[] = UPLOAD_RULES[kind];
  if (allowed.includes(extension)) return null;
  const names = allowed.map((ext) => ext.toUpperCase());
  const list = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: `${kind === 'image' ? 'Images' : 'Documents'} must be ${list} files`,
  };
}

/** For numeric inputs' keydown: true when the key types a non-digit ('+', 'e', '-', '.', letters, space). */
export function blockNonDigitKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  // Named keys (Backspace, Tab, arrows, Home, End...) and shortcuts such as Ctrl+V stay usable.
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey) return false;
  return !/^\d$/.test(event.key);
}
