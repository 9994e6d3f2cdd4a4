// Package wizard (spec section 2: basic details, additional details, others, review) and the Package calls
// of docs/catalog-api.md. Spec section 5: the description is trimmed and notes blank after trimming are dropped.
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import {
  catalogImagesResultSchema,
  catalogImagesSchema,
  catalogNameSchema,
  catalogStatusFilters,
  descriptionSchema,
  NO_IMAGES,
  priceCentsSchema,
  uniqueBy,
} from '../services/catalog-common.ts';
import { text } from '../validation/text.ts';

export const MAX_PACKAGE_SERVICES = 20;
export const MAX_PACKAGE_SERVICE_COUNT = 100;
/** Ten years. */
export const MAX_PACKAGE_VALIDITY_DAYS = 3650;
export const MAX_PACKAGE_NOTES = 20;
export const PACKAGE_NOTE_MAX = 500;

export const packageServiceSchema = z.object({
  serviceId: z.uuid('Choose a service'),
  count: z
    .int('Count must be a whole number')
    .min(1, 'Count must be at least 1')
    .max(MAX_PACKAGE_SERVICE_COUNT, `Count must be at most ${MAX_PACKAGE_SERVICE_COUNT}`),
});

export const packageBasicDetailsSchema = z.object({
  name: catalogNameSchema('Package name'),
  services: z
    .array(packageServiceSchema, { error: 'Choose the services included' })
    .min(1, 'Include at least one service')
    .max(MAX_PACKAGE_SERVICES, `At most ${MAX_PACKAGE_SERVICES} services`)
    .refine((list) => uniqueBy(list, (s) => s.serviceId), 'Each service is listed once (raise its count instead)'),
  priceCents: priceCentsSchema('Price'),
});
export type PackageBasicDetails = z.infer<typeof packageBasicDetailsSchema>;

export const packageAdditionalDetailsSchema = z.object({
  validityDays: z
    .int('Validity must be a whole number of days')
    .min(1, 'Validity must be at least 1 day')
    .max(MAX_PACKAGE_VALIDITY_DAYS, `Validity must be at most ${MAX_PACKAGE_VALIDITY_DAYS} days`),
});

/** Each note has text; a note blank after trimming is dropped (not refused). */
export const packageNotesSchema = z
  .array(
    z.object({
      text: text({ error: 'Note must be text' }).trim().max(PACKAGE_NOTE_MAX, `A note must be at most ${PACKAGE_NOTE_MAX} characters`),
    }),
  )
  .transform((notes) => notes.filter((n) => n.text.length > 0))
  .pipe(z.array(z.object({ text: text() })).max(MAX_PACKAGE_NOTES, `At most ${MAX_PACKAGE_NOTES} notes`));

export const packageOthersSchema = z.object({
  description: descriptionSchema('Description'),
  notes: packageNotesSchema.default([]),
  images: catalogImagesSchema.default(NO_IMAGES),
});

/** Package/Create and Package/Update: every step in one request. */
export const packageWizardSchema = z.object({
  basicDetails: packageBasicDetailsSchema,
  additionalDetails: packageAdditionalDetailsSchema,
  others: packageOthersSchema.default({ description: null, notes: [], images: NO_IMAGES }),
});
export type PackageWizard = z.infer<typeof packageWizardSchema>;
export type PackageWizardInput = z.input<typeof packageWizardSchema>;

export const packageSchema = z.object({
  id: z.uuid(),
  active: z.boolean(),
  archived: z.boolean(),
  /** Deleting it would archive it (sales or appointments refer to it). */
  hasHistory: z.boolean(),
  basicDetails: z.object({
    name: z.string(),
    services: z.array(z.object({ serviceId: z.uuid(), serviceName: z.string(), count: z.int(), priceCents: z.int() })),
    priceCents: z.int(),
  }),
  additionalDetails: z.object({ validityDays: z.int() }),
  others: z.object({
    description: z.string().nullable(),
    notes: z.array(z.object({ text: z.string() })),
    images: catalogImagesResultSchema,
  }),
  /** What the included services cost one by one (their prices times counts), beside the package price. */
  servicesValueCents: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Package = z.infer<typeof packageSchema>;

export const PACKAGE_SORTS = [
  'name',
  '-name',
  'priceCents',
  '-priceCents',
  'validityDays',
  '-validityDays',
  'createdAt',
  '-createdAt',
] as const;

/** POST Package/Search: search matches the name; archived packages show only with archived: true. */
export const packageSearchSchema = listQuerySchema.extend({
  sort: z.enum(PACKAGE_SORTS, { error: 'Sort by name, priceCents, validityDays or createdAt' }).optional(),
  filters: z
    .object({
      serviceId: z.uuid('Service must be a valid id').optional(),
      ...catalogStatusFilters,
    })
    .strict()
    .optional(),
});
export type PackageSearch = z.infer<typeof packageSearchSchema>;
export type PackageSearchInput = z.input<typeof packageSearchSchema>;

export const packageListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  priceCents: z.int(),
  validityDays: z.int(),
  serviceCount: z.int(),
  active: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type PackageListItem = z.infer<typeof packageListItemSchema>;
export const packageSearchResultSchema = listResultSchema(packageListItemSchema);
export type PackageSearchResult = z.infer<typeof packageSearchResultSchema>;
