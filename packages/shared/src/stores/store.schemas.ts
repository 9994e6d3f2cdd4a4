// Store calls other than the wizard's save (docs/organisation-api.md): detail, search, status, notes, people.
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import { DEFAULT_STORE_DOCUMENTS, WIFI_SECURITY } from '../constants.ts';
import { MANAGER_TITLES } from '../rbac/roles.ts';
import { WEEKDAY_KEYS } from './store-hours.ts';
import { PAYMENT_TENDERS } from './store-wizard.schemas.ts';
import { usStateSchema } from './us-states.ts';
import { text } from '../validation/text.ts';

/** Spec section 4: a store is created pending and activated once (pending -> active). */
export const STORE_STATUSES = ['pending', 'active'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** The default documents of spec section 9, each backed by one file field of the legal step. */
export const STORE_DOCUMENTS = [
  { key: 'license', label: DEFAULT_STORE_DOCUMENTS[0], field: 'licenseFileId' },
  { key: 'agreement', label: DEFAULT_STORE_DOCUMENTS[1], field: 'agreementFileId' },
  { key: 'storeDetails', label: DEFAULT_STORE_DOCUMENTS[2], field: 'storeDetailsFileId' },
  { key: 'termsAndConditions', label: DEFAULT_STORE_DOCUMENTS[3], field: 'termsFileId' },
] as const;
export type StoreDocumentKey = (typeof STORE_DOCUMENTS)[number]['key'];

const nullableText = z.string().nullable();
const fileId = z.uuid().nullable();

export const storePersonSchema = z.object({
  employeeId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export const storeManagerSchema = storePersonSchema.extend({ title: z.enum(MANAGER_TITLES) });
export const storePeopleSchema = z.object({
  owners: z.array(storePersonSchema),
  managers: z.array(storeManagerSchema),
  keyHolders: z.array(storePersonSchema),
});
export type StorePerson = z.infer<typeof storePersonSchema>;
export type StorePeople = z.infer<typeof storePeopleSchema>;

/** GET Store/GetById: the wizard's steps (so edit loads them over the defaults) plus status, documents and people. */
export const storeSchema = z.object({
  id: z.uuid(),
  status: z.enum(STORE_STATUSES),
  onlineBooking: z.boolean(),
  brandName: z.string(),
  basicDetails: z.object({
    name: z.string(),
    brandId: z.uuid(),
    phoneNumber: nullableText,
    email: nullableText,
    address: z.object({
      addressLine1: nullableText,
      addressLine2: nullableText,
      city: nullableText,
      state: nullableText,
      postalCode: nullableText,
      country: z.string(),
    }),
  }),
  storeDetails: z.object({
    timezone: z.string(),
    openingHours: z.record(z.enum(WEEKDAY_KEYS), z.object({ open: z.string(), close: z.string() }).nullable()),
    geoPosition: nullableText,
    slotInterval: z.int(),
  }),
  legalInfo: z.object({
    licenseNo: nullableText,
    licenseFileId: fileId,
    dateOfExpiry: nullableText,
    agreementFileId: fileId,
    storeDetailsFileId: fileId,
    termsFileId: fileId,
  }),
  images: z.object({ image1: fileId, image2: fileId, image3: fileId, image4: fileId, storeProfileImageId: fileId }),
  paymentsInfo: z.object({
    acceptedTenders: z.array(z.enum(PAYMENT_TENDERS)),
    taxRateMilliPercent: z.int(),
    tipSuggestions: z.array(z.int()),
    receiptFooter: nullableText,
    paymentSandbox: z.boolean(),
  }),
  otherInfo: z.object({
    wifiName: nullableText,
    wifiSecurity: z.enum(WIFI_SECURITY),
    /** Only for staff holding view_store_details; null otherwise (wifiPasswordSet still tells whether one exists). */
    wifiPassword: nullableText,
    wifiPasswordSet: z.boolean(),
  }),
  /** The default documents, each with whether its file is present. */
  documents: z.array(
    z.object({
      key: z.enum(STORE_DOCUMENTS.map((d) => d.key) as [StoreDocumentKey, ...StoreDocumentKey[]]),
      label: z.string(),
      fileId,
      present: z.boolean(),
    }),
  ),
  people: storePeopleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const STORE_SORT_FIELDS = ['name', 'city', 'state', 'status', 'createdAt'] as const;
export type StoreSortField = (typeof STORE_SORT_FIELDS)[number];

/** POST Store/Search: search matches name, city or state; sort defaults to name. */
export const storeSearchSchema = listQuerySchema.extend({
  sort: z
    .enum(['name', '-name', 'city', '-city', 'state', '-state', 'status', '-status', 'createdAt', '-createdAt'], {
      error: `Sort by ${STORE_SORT_FIELDS.join(', ')}, prefixed with '-' for descending`,
    })
    .optional(),
  filters: z
    .object({
      status: z.enum(STORE_STATUSES, { error: 'Status is pending or active' }).optional(),
      brandId: z.uuid('Brand must be a valid id').optional(),
      onlineBooking: z.boolean('Online booking must be true or false').optional(),
      state: usStateSchema.optional(),
    })
    .strict()
    .optional(),
});
export type StoreSearch = z.infer<typeof storeSearchSchema>;

export const storeListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  brandId: z.uuid(),
  brandName: z.string(),
  status: z.enum(STORE_STATUSES),
  onlineBooking: z.boolean(),
  city: nullableText,
  state: nullableText,
  phoneNumber: nullableText,
  timezone: z.string(),
  createdAt: z.string(),
});
export type StoreListItem = z.infer<typeof storeListItemSchema>;
export const storeSearchResultSchema = listResultSchema(storeListItemSchema);
export type StoreSearchResult = z.infer<typeof storeSearchResultSchema>;

/** PATCH Store/Activate has nothing to say beyond the id: an empty object or no body. */
export const storeActivateSchema = z.object({}).strict().nullish();
/** PATCH Store/ToggleOnlineBooking: the wanted state (idempotent, unlike a blind flip). */
export const storeOnlineBookingSchema = z.object({ onlineBooking: z.boolean('Online booking must be true or false') });
export const storeStatusResultSchema = z.object({ id: z.uuid(), status: z.enum(STORE_STATUSES), onlineBooking: z.boolean() });
export type StoreStatusResult = z.infer<typeof storeStatusResultSchema>;

export const STORE_NOTE_MAX = 2000;
/** Notes are kept verbatim (HTML or SQL is text); the page escapes them when it shows them. */
export const storeNoteInputSchema = z.object({
  text: text({ error: 'Note is required' })
    .trim()
    .min(1, { error: 'Note is required', abort: true })
    .max(STORE_NOTE_MAX, `Note must be at most ${STORE_NOTE_MAX} characters`),
});
export const storeNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  authorId: z.uuid(),
  authorName: z.string(),
  /** Set when an admin wrote it while acting as the author (assume role). */
  assumedById: z.uuid().nullable(),
  createdAt: z.string(),
});
export type StoreNote = z.infer<typeof storeNoteSchema>;

const STORE_PEOPLE_MAX = 20;
const employeeIdList = z
  .array(z.uuid('Must be an employee id'))
  .max(STORE_PEOPLE_MAX, `At most ${STORE_PEOPLE_MAX} people`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each employee is listed once');

/** PUT Store/Owners and Store/KeyHolders: the whole list (an empty list removes everyone). */
export const storeOwnersInputSchema = z.object({ employeeIds: employeeIdList });
export const storeKeyHoldersInputSchema = z.object({ employeeIds: employeeIdList });
/** PUT Store/Managers: each manager with a title (spec section 6). */
export const storeManagersInputSchema = z.object({
  managers: z
    .array(
      z.object({
        employeeId: z.uuid('Must be an employee id'),
        title: z.enum(MANAGER_TITLES, { error: `Title must be one of ${MANAGER_TITLES.join(', ')}` }),
      }),
    )
    .max(STORE_PEOPLE_MAX, `At most ${STORE_PEOPLE_MAX} people`)
    .refine((list) => new Set(list.map((m) => m.employeeId)).size === list.length, 'Each employee is listed once'),
});

export const storeDeleteResultSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
