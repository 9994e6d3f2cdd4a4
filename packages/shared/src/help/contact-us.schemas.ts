// Contact us (issue 18): staff (/admin/contact-us) and customers (/customer/contact-us, public with a captcha)
// write to the brand's support; support staff read them under /admin/contact-us.
import { z } from 'zod';
import { text } from '../validation/text.ts';

export const CONTACT_CATEGORIES = ['technical', 'booking', 'billing', 'equipment', 'feedback', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  technical: 'Something does not work',
  booking: 'Bookings and appointments',
  billing: 'Payments and billing',
  equipment: 'Equipment in the store',
  feedback: 'Feedback or idea',
  other: 'Something else',
};

export const CONTACT_SUBJECT_MAX = 120;
export const CONTACT_MESSAGE_MAX = 4000;
/** Sends per hour: a member of staff, one reply-to address on the public form, one network address. */
export const CONTACT_LIMITS = { staffPerHour: 10, addressPerHour: 3, ipPerHour: 10 } as const;

const subject = text({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(CONTACT_SUBJECT_MAX, `Subject must be at most ${CONTACT_SUBJECT_MAX} characters`);
const message = text({ error: 'Message is required' })
  .trim()
  .min(10, 'Message must be at least 10 characters: say what happened')
  .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`);
const replyTo = text({ error: 'Reply-to email is required' })
  .trim()
  .min(1, { error: 'Reply-to email is required', abort: true })
  .toLowerCase()
  .max(254, 'Reply-to email must be at most 254 characters')
  .pipe(z.email('Reply-to email must be a valid email, e.g. name@example.com'));
const category = z.enum(CONTACT_CATEGORIES, { error: 'Choose what it is about' });

export const staffContactBodySchema = z.object({
  category,
  /** The store it concerns; null: not one store. */
  storeId: z.uuid('Choose one of your stores').nullable(),
  subject,
  message,
  replyTo,
});
export type StaffContactBody = z.infer<typeof staffContactBodySchema>;

export const customerContactBodySchema = z.object({
  name: text({ error: 'Your name is required' }).trim().min(1, 'Your name is required').max(100, 'Name must be at most 100 characters'),
  category,
  subject,
  message,
  replyTo,
  captchaToken: text({ error: 'Please complete the captcha' })
    .min(1, 'Please complete the captcha')
    .max(4000, 'The captcha answer is too long'),
});
export type CustomerContactBody = z.infer<typeof customerContactBodySchema>;

/** A signed-in customer writes from their profile (/customer/profile/support): their account names them, no captcha. */
export const signedInContactBodySchema = z.object({ category, subject, message, replyTo });
export type SignedInContactBody = z.infer<typeof signedInContactBodySchema>;

export const supportMessageSchema = z.object({
  id: z.string(),
  source: z.enum(['staff', 'customer']),
  /** Staff: their name; customer: the name they gave. */
  fromName: z.string(),
  storeName: z.string().nullable(),
  category: z.enum(CONTACT_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  replyTo: z.string(),
  createdAt: z.string(),
  /** The newest message or reply of the conversation (the Received list's order). */
  lastActivityAt: z.string(),
  /** Support marked it handled (until reopened or the sender answers). */
  handled: z.boolean(),
  /** Answers after the first message (support's and the sender's). */
  replyCount: z.number().int(),
  /** Support has not opened it since the sender wrote: the first message (never opened) and the sender's later answers. */
  unread: z.int().min(0),
  /** The IANA zone its times are shown in: its store's, else the brand's first store's. */
  timezone: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const contactSentSchema = z.object({ id: z.string(), emailed: z.boolean() });
export type ContactSent = z.infer<typeof contactSentSchema>;
