// The signed-in customer's own profile (spec section 2 customer profile, section 7 CustomerAuth calls).
import { z } from 'zod';
import { emailSchema, nameSchemaFor, otpCodeSchema, phoneSchema } from '../validation/rules.ts';
import { text } from '../validation/text.ts';

const BIRTHDAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD or null; the server checks it against the store's today (birthdayProblem). */
export const birthdaySchema = text({ error: 'Birthday must be a date (YYYY-MM-DD)' })
  .regex(BIRTHDAY_SHAPE, 'Birthday must be a date (YYYY-MM-DD)')
  .nullable();

export const personalDetailsSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  birthday: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

export const updatePersonalBodySchema = z.object({
  firstName: nameSchemaFor('First name'),
  lastName: nameSchemaFor('Last name'),
  birthday: birthdaySchema,
});

/** Step 1 of a contact change: a code goes to the new address; nothing changes until it comes back. */
export const changeEmailBodySchema = z.object({ email: emailSchema });
export const changePhoneBodySchema = z.object({ phoneNumber: phoneSchema });
/** Step 2: the code applies the change (CustomerAuth VerifyEmail / VerifyPhoneNumber shape). */
export const confirmEmailChangeBodySchema = z.object({ identifier: emailSchema, confirmationCode: otpCodeSchema });
export const confirmPhoneChangeBodySchema = z.object({ identifier: phoneSchema, confirmationCode: otpCodeSchema });

export const linkedProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthday: z.string().nullable(),
});
export type LinkedProfile = z.infer<typeof linkedProfileSchema>;
export const linkedProfileBodySchema = z.object({
  firstName: nameSchemaFor('First name'),
  lastName: nameSchemaFor('Last name'),
  birthday: birthdaySchema,
});
export type LinkedProfileBody = z.input<typeof linkedProfileBodySchema>;
export type UpdatePersonalBody = z.input<typeof updatePersonalBodySchema>;
export const linkedProfilesSchema = z.array(linkedProfileSchema);

// Contact preferences: per channel and per kind. Marketing is off until the customer turns it on.
export const CONTACT_CHANNELS = ['email', 'sms'] as const;
export const CONTACT_KINDS = ['reminders', 'receipts', 'marketing'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export type ContactKind = (typeof CONTACT_KINDS)[number];
/** What a customer who never chose gets. */
export const contactDefault = (kind: ContactKind): boolean => kind !== 'marketing';

export const contactPreferenceSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS),
  kind: z.enum(CONTACT_KINDS),
  allowed: z.boolean(),
});
export type ContactPreference = z.infer<typeof contactPreferenceSchema>;
export const contactPreferencesSchema = z.array(contactPreferenceSchema);
/** Whether texts are paused because the customer (or their primary) replied STOP, and since when. */
export const smsPauseSchema = z.object({ paused: z.boolean(), since: z.iso.datetime().nullable() });
export type SmsPause = z.infer<typeof smsPauseSchema>;
export const updateContactPreferencesBodySchema = z.object({
  preferences: z.array(contactPreferenceSchema).min(1, 'Choose at least one preference').max(6),
});

export const unsubscribeQuerySchema = z.object({ token: text({ error: 'The link is incomplete' }).min(1).max(400) });
export const unsubscribedSchema = z.object({ unsubscribed: z.literal(true) });

export const marketingSendBodySchema = z.object({
  subject: text({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(120, 'Subject must be at most 120 characters'),
  text: text({ error: 'Message is required' }).trim().min(1, 'Message is required').max(4000, 'Message must be at most 4000 characters'),
  customerIds: z.array(z.uuid('Customer must be a valid id')).min(1, 'Choose at least one customer').max(500).optional(),
});
export const marketingSentSchema = z.object({ queued: z.int(), skipped: z.int() });

export const myDataQuerySchema = z.object({ format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).default('json') });

export const closeAccountBodySchema = z.object({
  password: text({ error: 'Password is required' }).max(64).optional(),
  confirm: z.literal('CLOSE', { error: 'Type CLOSE to confirm' }),
});
export const accountClosedSchema = z.object({ closed: z.literal(true) });

export const SUPPORT_REQUEST_MAX = 2000;
export const supportRequestBodySchema = z.object({
  subject: text({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(120, 'Subject must be at most 120 characters'),
  message: text({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(SUPPORT_REQUEST_MAX, `Message must be at most ${SUPPORT_REQUEST_MAX} characters`),
});
export const supportRequestSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  createdAt: z.string(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const supportRequestsSchema = z.array(supportRequestSchema);
export const supportRequestCreatedSchema = z.object({ request: supportRequestSchema, emailed: z.boolean() });
export const linkedRemovedSchema = z.object({ id: z.string(), removed: z.literal(true) });

/** explore-more: what a store offers, with its prices (services bookable online, retail products sold there). */
export const exploreProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  priceCents: z.int(),
});
export const exploreStoreSchema = z.object({
  storeId: z.string(),
  currency: z.string(),
  /** Every active service the store offers; `bookable` when it can be booked online there. */
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      priceCents: z.int(),
      durationMinutes: z.int(),
      bookable: z.boolean(),
    }),
  ),
  products: z.array(exploreProductSchema),
});
export type ExploreStore = z.infer<typeof exploreStoreSchema>;
/** The data export as a file the browser saves (JSON or CSV text). */
export const myDataFileSchema = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
