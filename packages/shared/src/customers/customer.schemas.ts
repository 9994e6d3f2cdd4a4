// Customers for staff (/admin/customers, spec sections 2 and 6): search, detail, notes, merge, linked profiles.
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import { emailSchema, nameSchemaFor, phoneSchema } from '../validation/rules.ts';
import { text } from '../validation/text.ts';

export const CUSTOMER_LAST_VISIT_FILTERS = ['30d', '90d', 'over90d', 'never'] as const;
export const CUSTOMER_VISITOR_FILTERS = ['new', 'returning'] as const;
export const CUSTOMER_SORTS = ['name', 'lastVisit', 'createdAt'] as const;

/** Search matches the start of a name or email, or the last digits of a phone ("1234"). */
export const customerSearchSchema = listQuerySchema.extend({
  storeId: z.uuid('Choose a store').optional(),
  lastVisit: z.enum(CUSTOMER_LAST_VISIT_FILTERS, 'Choose 30d, 90d, over90d or never').optional(),
  visitor: z.enum(CUSTOMER_VISITOR_FILTERS, 'Choose new or returning').optional(),
  hasUpcoming: z.boolean('Has upcoming must be true or false').optional(),
});
export type CustomerSearch = z.infer<typeof customerSearchSchema>;
export type CustomerSearchInput = z.input<typeof customerSearchSchema>;

/** A contact value as the caller may see it: full, masked (last four of a phone), or hidden (null). */
const contact = z.object({ value: z.string().nullable(), masked: z.boolean() });

export const customerListItemSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profileType: z.enum(['PRIMARY', 'LINKED']),
  phone: contact,
  email: contact,
  visitCount: z.int(),
  lastVisitAt: z.string().nullable(),
  nextVisitAt: z.string().nullable(),
  /** The zone of the store of the last (or else next) visit, for showing those dates. */
  timezone: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export const customerSearchResultSchema = listResultSchema(customerListItemSchema);
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

const zoned = z.object({ at: z.string(), timezone: z.string() });

export const customerNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  pinned: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const customerVisitSchema = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  timezone: z.string(),
  storeName: z.string(),
  cutterName: z.string(),
  status: z.string(),
  services: z.array(z.string()),
});
export type CustomerVisit = z.infer<typeof customerVisitSchema>;

export const customerInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  createdAt: z.string(),
  timezone: z.string(),
  status: z.string(),
  totalCents: z.int(),
  paidCents: z.int(),
  refundedCents: z.int(),
  tenders: z.array(z.object({ tender: z.string(), amountCents: z.int(), brand: z.string().nullable(), last4: z.string().nullable() })),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

const personRef = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });

export const customerDetailSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profileType: z.enum(['PRIMARY', 'LINKED']),
  phone: contact,
  email: contact,
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** The zone the screen shows times in that belong to no store (notes, customer since): the last visit's store, else the brand's first. */
  timezone: z.string(),
  primary: personRef.nullable(),
  linked: z.array(personRef),
  stats: z.object({
    visitCount: z.int(),
    noShowCount: z.int(),
    cancelledCount: z.int(),
    lifetimeSpendCents: z.int(),
    averageTicketCents: z.int(),
    lastVisit: zoned.nullable(),
    nextVisit: zoned.nullable(),
    favouriteCutter: z.object({ id: z.uuid(), name: z.string(), visits: z.int() }).nullable(),
    favouriteServices: z.array(z.object({ name: z.string(), count: z.int() })),
  }),
  appointments: z.array(customerVisitSchema),
  invoices: z.array(customerInvoiceSchema),
  savedCards: z.array(z.object({ id: z.uuid(), brand: z.string(), last4: z.string(), expMonth: z.int(), expYear: z.int() })),
  giftCards: z.array(z.object({ id: z.uuid(), last4: z.string(), balanceCents: z.int(), status: z.string() })),
  notes: z.array(customerNoteSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerCreateSchema = z.object({
  firstName: nameSchemaFor('First name'),
  lastName: nameSchemaFor('Last name'),
  phoneNumber: phoneSchema,
  email: z.preprocess((v) => (v === '' ? null : v), emailSchema.nullish()),
});
export type CustomerCreate = z.infer<typeof customerCreateSchema>;
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
/**
 * Edit profile: the name. Phone and email may be sent as they are (unchanged); a different one is refused (422 on the
 * field) because it changes only through ChangePhoneNumber / ChangeEmail and the code sent to the new address.
 */
export const customerUpdateSchema = customerCreateSchema.extend({ phoneNumber: phoneSchema.optional() });
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

export const customerNoteInputSchema = z.object({
  body: text({ error: 'Write the note' }).trim().min(1, 'Write the note').max(1000, 'Note must be at most 1000 characters'),
  pinned: z.boolean('Pinned must be true or false').default(false),
});
export type CustomerNoteInput = z.input<typeof customerNoteInputSchema>;
export const customerNoteParamsSchema = z.object({ id: z.uuid('Unknown customer'), noteId: z.uuid('Unknown note') });

export const customerMergeSchema = z
  .object({ survivorId: z.uuid('Choose the customer to keep'), mergedId: z.uuid('Choose the duplicate') })
  .refine((v) => v.survivorId !== v.mergedId, { message: 'Choose two different customers', path: ['mergedId'] });
export type CustomerMergeInput = z.infer<typeof customerMergeSchema>;
export const customerMergeCountsSchema = z.object({
  appointments: z.int(),
  invoices: z.int(),
  cards: z.int(),
  giftCards: z.int(),
  notes: z.int(),
  links: z.int(),
  /** Sign-in identities (Google, Facebook, COGNITO) that move to the kept profile. */
  identities: z.int(),
});
export type CustomerMergeCounts = z.infer<typeof customerMergeCountsSchema>;
export const customerMergePreviewSchema = z.object({
  survivor: personRef,
  merged: personRef,
  moves: customerMergeCountsSchema,
});
export type CustomerMergePreview = z.infer<typeof customerMergePreviewSchema>;

export const linkedProfileCreateSchema = z.object({
  firstName: nameSchemaFor('First name'),
  lastName: nameSchemaFor('Last name'),
});
export const moveLinkedProfileSchema = z.object({ primaryId: z.uuid('Choose the new primary profile') });
export const pinnedNotesSchema = z.array(customerNoteSchema);
