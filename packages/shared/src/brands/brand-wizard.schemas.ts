// The brand wizard (spec section 2): one schema per step; Create and Update carry every step at once.
import { z } from 'zod';
import { optionalText, requiredText } from '../validation/text-fields.ts';
import { THEMES } from '../constants.ts';
import { storeAddressSchema } from '../stores/store-wizard.schemas.ts';
import { dateOnlySchemaFor, timezoneSchema } from '../stores/store-hours.ts';
import { usStateSchema } from '../stores/us-states.ts';
import { fileIdSchema } from '../uploads/upload.schemas.ts';
import { domainSchema, emailSchema, nameSchemaFor, phoneSchema, urlSchema } from '../validation/rules.ts';
import {
  BILLING_CYCLES,
  BRAND_LANGUAGES,
  BRAND_PLAN_KEYS,
  BUSINESS_TYPE_VALUES,
  MAX_BRAND_DOMAINS,
  PLAN_CEILINGS,
  planLimits,
} from './brand-plans.ts';
import { text } from '../validation/text.ts';

/** Optional field: null, absent or '' (an emptied input) mean none; the server stores null. */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).nullish();

// Business names (unlike people's) carry digits, &, periods and the like: "Sharp & Co. Barbers".
const BUSINESS_NAME = /^[\p{L}\p{M}\d][\p{L}\p{M}\d '&\-.,!()]*$/u;
const BUSINESS_NAME_MESSAGE = "may contain only letters, digits, spaces and & ' - . , ! ( ), starting with a letter or digit";
export const businessNameSchemaFor = (label: string) =>
  requiredText(label, 80).min(2, `${label} must be at least 2 characters`).regex(BUSINESS_NAME, `${label} ${BUSINESS_NAME_MESSAGE}`);
export const brandNameSchema = businessNameSchemaFor('Brand name');

export const brandBasicDetailsSchema = z.object({
  name: brandNameSchema,
  contactFirstName: nameSchemaFor('Contact first name'),
  contactLastName: nameSchemaFor('Contact last name'),
  email: emailSchema,
  countryCode: text()
    .trim()
    .regex(/^\+\d{1,3}$/, 'Country code must be + and 1 to 3 digits, e.g. +1')
    .default('+1'),
  phoneNumber: phoneSchema,
  website: optional(urlSchema),
});

export const brandAddressStepSchema = z
  .object({
    address: storeAddressSchema,
    /** The brand draft's same-address flag: billing goes to the business address. */
    billingSameAsAddress: z.boolean().default(true),
    billingAddress: storeAddressSchema.nullish(),
  })
  .refine((step) => step.billingSameAsAddress || step.billingAddress, {
    error: 'Billing address is required unless it is the same as the address',
    path: ['billingAddress'],
  });

export const brandOtherSchema = z.object({
  /** Where the customer site is served; each names one brand across the platform. */
  domains: z
    .array(domainSchema, { error: 'Domains must be a list' })
    .min(1, 'Add at least one domain')
    .max(MAX_BRAND_DOMAINS, `At most ${MAX_BRAND_DOMAINS} domains`)
    .refine((list) => new Set(list).size === list.length, 'Each domain may be listed once'),
  timezone: timezoneSchema,
  defaultLanguage: z.enum(BRAND_LANGUAGES, { error: 'Language must be English (en) or Spanish (es)' }).default('en'),
  supportEmail: optional(emailSchema),
  supportPhone: optional(phoneSchema),
  description: optionalText('Description', 500),
});

export const brandLegalSchema = z.object({
  legalName: requiredText('Legal name', 120).regex(BUSINESS_NAME, `Legal name ${BUSINESS_NAME_MESSAGE}`),
  businessType: z.enum(BUSINESS_TYPE_VALUES, { error: 'Choose a business type' }),
  /** US Employer Identification Number, NN-NNNNNNN (the hyphen may be left out). */
  taxId: requiredText('EIN', 10).regex(/^\d{2}-?\d{7}$/, 'EIN must be 9 digits, written 12-3456789'),
  incorporationState: usStateSchema,
  registrationNumber: optional(
    requiredText('Registration number', 30).regex(/^[A-Za-z0-9_-]+$/, 'Use only letters, digits, hyphens and underscores'),
  ),
});

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const hexColor = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .toLowerCase()
    .regex(HEX_COLOR, `${label} must be a hex color such as #1a2b3c`);
export const BRAND_THEMES = [...THEMES, 'custom'] as const;

/** A brand's look: a built-in theme, or its own two colors (the custom theme), and its logo upload. */
export const brandLookFields = {
  theme: z.enum(BRAND_THEMES, { error: `Theme must be one of ${BRAND_THEMES.join(', ')}` }),
  /** Used by the custom theme; ignored by the built-in ones. */
  colors: z.object({ primary: hexColor('Primary color').optional(), secondary: hexColor('Secondary color').optional() }).default({}),
  logoFileId: fileIdSchema.nullish(),
};

/** A custom theme needs both of its colors. */
export function customThemeColors(
  step: { theme: string; colors: { primary?: string; secondary?: string } },
  ctx: z.core.$RefinementCtx<unknown>,
) {
  if (step.theme !== 'custom') return;
  if (!step.colors.primary) ctx.addIssue({ code: 'custom', message: 'A custom theme needs a primary color', path: ['colors', 'primary'] });
  if (!step.colors.secondary)
    ctx.addIssue({ code: 'custom', message: 'A custom theme needs a secondary color', path: ['colors', 'secondary'] });
}

export const brandAppearanceSchema = z.object(brandLookFields).superRefine(customThemeColors);

export const brandStatesSchema = z.object({
  operatingStates: z
    .array(usStateSchema, { error: 'States must be a list' })
    .min(1, 'Choose at least one state the brand operates in')
    .refine((list) => new Set(list).size === list.length, 'Each state may be chosen once'),
});

const wholeNumber = (label: string, max: number) =>
  z.int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`);

export const brandPlanSchema = z
  .object({
    plan: z.enum(BRAND_PLAN_KEYS, { error: `Plan must be one of ${BRAND_PLAN_KEYS.join(', ')}` }),
    billingCycle: z.enum(BILLING_CYCLES, { error: 'Billing cycle must be monthly or annual' }),
    startDate: dateOnlySchemaFor('Start date'),
    storeLimit: wholeNumber('Store limit', PLAN_CEILINGS.stores),
    seatLimit: wholeNumber('Seat limit', PLAN_CEILINGS.seats),
  })
  .superRefine((step, ctx) => {
    const { maxStores, maxSeats } = planLimits(step.plan);
    if (step.storeLimit > maxStores)
      ctx.addIssue({ code: 'custom', message: `The ${step.plan} plan allows at most ${maxStores} stores`, path: ['storeLimit'] });
    if (step.seatLimit > maxSeats)
      ctx.addIssue({ code: 'custom', message: `The ${step.plan} plan allows at most ${maxSeats} seats`, path: ['seatLimit'] });
  });

/** POST Brand/Create and PUT Brand/Update/{id}: the whole wizard. */
export const brandWizardSchema = z.object({
  basicDetails: brandBasicDetailsSchema,
  address: brandAddressStepSchema,
  other: brandOtherSchema,
  legal: brandLegalSchema,
  appearance: brandAppearanceSchema,
  states: brandStatesSchema,
  plans: brandPlanSchema,
});
export type BrandWizardInput = z.input<typeof brandWizardSchema>;
export type BrandWizard = z.output<typeof brandWizardSchema>;
