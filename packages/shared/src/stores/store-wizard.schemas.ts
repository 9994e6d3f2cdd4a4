// The store wizard (spec section 2): one schema per step, and the whole wizard saved in one request.
import { z } from 'zod';
import { optionalText, requiredText } from '../validation/text-fields.ts';
import { addressFields } from '../validation/address.schemas.ts';
import { CALENDAR, WIFI_SECURITY } from '../constants.ts';
import { fileIdSchema } from '../uploads/upload.schemas.ts';
import { emailSchema, latLongSchema, phoneSchema, slotIntervalSchema } from '../validation/rules.ts';
import { DEFAULT_STORE_OPENING_HOURS, dateOnlySchemaFor, openingHoursSchema, timezoneSchema } from './store-hours.ts';
import { NO_WIFI_PASSWORD, WIFI_NAME_MAX, wifiPasswordProblem } from './store-wifi.ts';
import { text } from '../validation/text.ts';

// Spec section 5's address/text characters, plus & and ( ) that shop names use; no < > or quotes.
export const storeNameSchema = requiredText('Store name', 100)
  .regex(/^[\p{L}\p{M}\d '&\-/,.#()]+$/u, "Store name may contain only letters, digits, spaces and & ' - / , . # ( )")
  .regex(/^[\p{L}\p{M}\d].*[^'\-/,]$|^[\p{L}\p{M}\d]$/su, 'Store name must start with a letter or digit and not end with a symbol');

const { line1, line2, ...cityStatePostalCode } = addressFields();
export const storeAddressSchema = z.object({ addressLine1: line1, addressLine2: line2, ...cityStatePostalCode });

export const storeBasicDetailsSchema = z.object({
  name: storeNameSchema,
  brandId: z.uuid('Choose a brand'),
  phoneNumber: phoneSchema,
  email: emailSchema,
  address: storeAddressSchema,
});
export type StoreBasicDetails = z.infer<typeof storeBasicDetailsSchema>;

export const storeDetailsStepSchema = z.object({
  timezone: timezoneSchema,
  openingHours: openingHoursSchema.default(DEFAULT_STORE_OPENING_HOURS),
  /** "lat,long", e.g. "41.8781,-87.6298" (spec section 5). */
  geoPosition: latLongSchema,
  slotInterval: slotIntervalSchema.default(CALENDAR.timeScaleMinutes),
});
export type StoreDetailsStep = z.infer<typeof storeDetailsStepSchema>;

/** The expiry is also checked against today in the store's timezone by the server (todayIn). */
export const storeLegalInfoSchema = z.object({
  licenseNo: requiredText('Licence number', 30).regex(
    /^[A-Za-z0-9][A-Za-z0-9 \-/.]*$/,
    'Licence number may contain only letters, digits, spaces and - / .',
  ),
  licenseFileId: fileIdSchema.nullable().default(null),
  dateOfExpiry: dateOnlySchemaFor('Date of expiry'),
  agreementFileId: fileIdSchema.nullable().default(null),
  storeDetailsFileId: fileIdSchema.nullable().default(null),
  termsFileId: fileIdSchema.nullable().default(null),
});
export type StoreLegalInfo = z.infer<typeof storeLegalInfoSchema>;

/** Image file ids (uploaded as images for a store); null when empty. */
export const storeImagesSchema = z.object({
  image1: fileIdSchema.nullable().default(null),
  image2: fileIdSchema.nullable().default(null),
  image3: fileIdSchema.nullable().default(null),
  image4: fileIdSchema.nullable().default(null),
  storeProfileImageId: fileIdSchema.nullable().default(null),
});
export type StoreImages = z.infer<typeof storeImagesSchema>;

export const PAYMENT_TENDERS = ['card', 'cash', 'gift_card'] as const;
export type PaymentTender = (typeof PAYMENT_TENDERS)[number];
export const PAYMENT_TENDER_LABELS: Readonly<Record<PaymentTender, string>> = { card: 'Card', cash: 'Cash', gift_card: 'Gift card' };
/** 30% in milli-percent: above any sales tax, so a rate mistyped ×10 is caught. */
export const MAX_TAX_RATE_MILLI_PERCENT = 30000;

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const storePaymentsInfoSchema = z.object({
  acceptedTenders: z
    .array(z.enum(PAYMENT_TENDERS, { error: 'Tenders are card, cash and gift_card' }))
    .min(1, 'Choose at least one way to pay')
    .refine(unique, 'Each way to pay is listed once'),
  /** Sales tax in milli-percent (thousandths of a percent): 8875 is 8.875%, 8250 is 8.25%. */
  taxRateMilliPercent: z
    .int('Tax rate must be a whole number of thousandths of a percent (8875 is 8.875%)')
    .min(0, 'Tax rate cannot be negative')
    .max(MAX_TAX_RATE_MILLI_PERCENT, 'Tax rate must be at most 30%'),
  tipSuggestions: z
    .array(
      z.int('Tip suggestions are whole percentages').min(1, 'A tip suggestion is at least 1%').max(100, 'A tip suggestion is at most 100%'),
    )
    .max(4, 'At most 4 tip suggestions')
    .refine(unique, 'Each tip suggestion is listed once')
    .default([15, 18, 20]),
  receiptFooter: optionalText('Receipt footer', 500),
  /** Payments go to the gateway's sandbox (no real charges) until switched off. */
  paymentSandbox: z.boolean('Payment sandbox must be true or false').default(true),
});
export type StorePaymentsInfo = z.infer<typeof storePaymentsInfoSchema>;

/**
 * Wi-Fi customers are given in the store. The password is kept as plain text (it is shown to customers).
 * On update an omitted password keeps the stored one; null or empty removes it.
 */
export const storeOtherInfoSchema = z
  .object({
    wifiName: optionalText('Wi-Fi name', WIFI_NAME_MAX),
    wifiSecurity: z.enum(WIFI_SECURITY, { error: `Wi-Fi security must be one of ${WIFI_SECURITY.join(', ')}` }).default(NO_WIFI_PASSWORD),
    wifiPassword: text('Wi-Fi password must be text').max(128, 'Wi-Fi password must be at most 128 characters').nullable().optional(),
  })
  .superRefine((info, ctx) => {
    if (info.wifiSecurity === NO_WIFI_PASSWORD) return;
    if (!info.wifiName)
      ctx.addIssue({ code: 'custom', path: ['wifiName'], message: 'Wi-Fi name is required when the network has a password' });
    if (info.wifiPassword === undefined) return;
    const problem = wifiPasswordProblem(info.wifiSecurity, info.wifiPassword);
    if (problem) ctx.addIssue({ code: 'custom', path: ['wifiPassword'], message: problem });
  });
export type StoreOtherInfo = z.infer<typeof storeOtherInfoSchema>;

/** Store/Create and Store/Update: every step of the wizard in one request (the review step is client-side). */
export const storeWizardSchema = z.object({
  basicDetails: storeBasicDetailsSchema,
  storeDetails: storeDetailsStepSchema,
  legalInfo: storeLegalInfoSchema,
  images: storeImagesSchema.default({ image1: null, image2: null, image3: null, image4: null, storeProfileImageId: null }),
  paymentsInfo: storePaymentsInfoSchema,
  otherInfo: storeOtherInfoSchema,
});
export type StoreWizard = z.infer<typeof storeWizardSchema>;
export type StoreWizardInput = z.input<typeof storeWizardSchema>;
