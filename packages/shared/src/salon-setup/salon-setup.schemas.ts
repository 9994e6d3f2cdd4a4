// The salon setup wizard (spec section 2, issue 19): a new salon business signs up in one request.
import { z } from 'zod';
import { captchaTokenSchema } from '../auth/auth.schemas.ts';
import {
  brandLegalSchema,
  brandLookFields,
  brandNameSchema,
  businessNameSchemaFor,
  customThemeColors,
} from '../brands/brand-wizard.schemas.ts';
import { catalogNameSchema, minutesSchema, priceCentsSchema } from '../services/catalog-common.ts';
import { MAX_SERVICE_MINUTES } from '../services/service.schemas.ts';
import { DEFAULT_STORE_OPENING_HOURS, openingHoursSchema, timezoneSchema } from '../stores/store-hours.ts';
import { storeAddressSchema, storeLegalInfoSchema, storeNameSchema } from '../stores/store-wizard.schemas.ts';
import { domainSchema, emailSchema, nameSchemaFor, otpCodeSchema, passwordSchema, phoneSchema } from '../validation/rules.ts';

export const MAX_SETUP_SERVICES = 30;

/** Marks the second and later items sharing a key, on that item's own field. */
function noRepeats<T>(key: (item: T) => string, field: string, message: string) {
  return (list: T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<string>();
    list.forEach((item, index) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message, path: [index, field] });
      seen.add(k);
    });
  };
}
export const MAX_SETUP_INVITES = 20;
/** Roles a new salon may invite its first staff into (at the first store). */
export const SETUP_INVITE_ROLES = ['shop_manager', 'coordinator', 'cutter'] as const;
export type SetupInviteRole = (typeof SETUP_INVITE_ROLES)[number];

/** Basic details: the business and its owner's account (the owner signs in with this email and password). */
export const setupBasicDetailsSchema = z.object({
  businessName: businessNameSchemaFor('Business name'),
  ownerFirstName: nameSchemaFor('First name'),
  ownerLastName: nameSchemaFor('Last name'),
  ownerEmail: emailSchema,
  password: passwordSchema,
});

/**
 * Appearance info: the brand customers see, where its site is served, its logo (uploaded first through
 * SalonSetup/Logo, its id sent here) and its theme: a built-in one or the salon's own two colors.
 */
export const setupAppearanceSchema = z
  .object({ brandName: brandNameSchema, domain: domainSchema, ...brandLookFields })
  .superRefine(customThemeColors);

/** The version of the platform's terms a new salon accepts; kept on the brand's legal record with the time. */
export const SALON_TERMS_VERSION = '2026-01';

/**
 * Legal info: the business as the brand wizard's legal step records it, the first store's licence as the store wizard's
 * (its expiry is checked against today in the store's zone, on the address step), and the platform's terms accepted.
 */
export const setupLegalSchema = brandLegalSchema.extend({
  licenseNo: storeLegalInfoSchema.shape.licenseNo,
  dateOfExpiry: storeLegalInfoSchema.shape.dateOfExpiry,
  termsAccepted: z.literal(true, { error: 'Accept the terms to continue' }),
  termsVersion: z.literal(SALON_TERMS_VERSION, {
    error: 'The terms have changed since this page was opened; reload the page and accept the current terms',
  }),
});

/** Address info: the first store, its clock and its opening hours. */
export const setupStoreSchema = z.object({
  storeName: storeNameSchema,
  phoneNumber: phoneSchema,
  address: storeAddressSchema,
  timezone: timezoneSchema,
  openingHours: openingHoursSchema.default(DEFAULT_STORE_OPENING_HOURS),
});

export const setupServiceSchema = z.object({
  name: catalogNameSchema('Service name'),
  durationMinutes: minutesSchema('Duration', { min: 5, max: MAX_SERVICE_MINUTES }),
  priceCents: priceCentsSchema('Price'),
});
export const setupServicesSchema = z.object({
  services: z
    .array(setupServiceSchema, { error: 'Services must be a list' })
    .min(1, 'Add at least one service')
    .max(MAX_SETUP_SERVICES, `At most ${MAX_SETUP_SERVICES} services`)
    .superRefine(noRepeats((s) => s.name.toLowerCase(), 'name', 'Each service name may be used once')),
});

export const setupInviteSchema = z.object({
  firstName: nameSchemaFor('First name'),
  lastName: nameSchemaFor('Last name'),
  email: emailSchema,
  role: z.enum(SETUP_INVITE_ROLES, { error: 'Choose a role' }),
});
/** Staff to invite (each gets an email with a code to set a password); may be empty. */
export const setupInvitesSchema = z.object({
  invites: z
    .array(setupInviteSchema, { error: 'Invites must be a list' })
    .max(MAX_SETUP_INVITES, `At most ${MAX_SETUP_INVITES} invites`)
    .superRefine(noRepeats((i) => i.email, 'email', 'Each email may be invited once')),
});

export const SAME_AS_OWNER_MESSAGE = 'This is the owner’s email; invite other people here';

/** Other info: the services the salon offers and the team it invites. */
export const setupOtherSchema = setupServicesSchema.extend(setupInvitesSchema.shape);

/** The spec's steps in its order: basic details, address info, legal info, appearance info, other info (then review). */
const setupSteps = {
  basicDetails: setupBasicDetailsSchema,
  store: setupStoreSchema,
  legal: setupLegalSchema,
  appearance: setupAppearanceSchema,
  other: setupOtherSchema,
};

/** An invite may not reuse the owner's email (checked in the browser on the staff step too). */
export function inviteEmailProblems(ownerEmail: string, invites: readonly { email: string }[]): Record<string, string> {
  const owner = ownerEmail.trim().toLowerCase();
  return Object.fromEntries(
    invites.flatMap((invite, index) =>
      invite.email.trim().toLowerCase() === owner ? [[`invites.${index}.email`, SAME_AS_OWNER_MESSAGE]] : [],
    ),
  );
}

/** POST SalonSetup/Create: every step at once, with the captcha's solution (the licence expiry is checked by the server). */
export const salonSetupSchema = z.object({ ...setupSteps, captchaToken: captchaTokenSchema }).superRefine((body, ctx) => {
  for (const path of Object.keys(inviteEmailProblems(body.basicDetails.ownerEmail, body.other.invites)))
    ctx.addIssue({
      code: 'custom',
      message: SAME_AS_OWNER_MESSAGE,
      path: ['other', ...path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))],
    });
});
export type SalonSetup = z.output<typeof salonSetupSchema>;
export type SalonSetupInput = z.input<typeof salonSetupSchema>;

export const salonSetupResultSchema = z.object({
  tenantId: z.uuid(),
  brandId: z.uuid(),
  storeId: z.uuid(),
  ownerEmail: z.string(),
  services: z.int(),
  invited: z.int(),
});
export type SalonSetupResult = z.infer<typeof salonSetupResultSchema>;

/** Barber templates the services step offers (prices in cents, minutes on the 5-minute scale). */
export const BARBER_SERVICE_TEMPLATES: readonly z.input<typeof setupServiceSchema>[] = [
  { name: 'Haircut', durationMinutes: 30, priceCents: 3500 },
  { name: 'Skin Fade', durationMinutes: 45, priceCents: 4500 },
  { name: 'Beard Trim', durationMinutes: 15, priceCents: 2000 },
  { name: 'Haircut & Beard', durationMinutes: 45, priceCents: 5000 },
  { name: 'Hot Towel Shave', durationMinutes: 30, priceCents: 4000 },
  { name: 'Kids Cut', durationMinutes: 20, priceCents: 2500 },
  { name: 'Line Up', durationMinutes: 15, priceCents: 1500 },
];

/** The owner's email is proven by the code SalonSetup/Create emails (their password signs in only after that). */
export const ownerEmailBodySchema = z.object({ email: emailSchema });
export const verifyOwnerEmailBodySchema = z.object({ email: emailSchema, confirmationCode: otpCodeSchema });
export type VerifyOwnerEmailBody = z.infer<typeof verifyOwnerEmailBodySchema>;
export const ownerEmailVerifiedSchema = z.object({ verified: z.literal(true) });
export const ownerCodeSentSchema = z.object({ sent: z.literal(true) });

/** POST SalonSetup/Logo stages a logo before the salon exists (answered as an upload; its id goes in appearance.logoFileId). */
export const setupLogoUrl = (id: string, thumb = false) => `/api/SalonSetup/Logo/${id}${thumb ? '?thumb=1' : ''}`;
