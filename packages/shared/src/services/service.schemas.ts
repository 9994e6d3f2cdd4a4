// Service wizard (spec section 2: basic details, additional details, others, review) and the Service calls
// of docs/catalog-api.md. The wizard saves in one request; the review step is client-side.
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import {
  catalogImagesResultSchema,
  catalogImagesSchema,
  catalogNameSchema,
  catalogStatusFilters,
  configValueSchema,
  minutesSchema,
  NO_IMAGES,
  priceCentsSchema,
  uniqueBy,
} from './catalog-common.ts';
import { text } from '../validation/text.ts';

export const MAX_SERVICE_MINUTES = 720;
export const MAX_SERVICE_EXTRA_MINUTES = 240;
export const MAX_SERVICE_STORES = 200;
export const MAX_SERVICE_PRODUCTS = 20;
/** Units of a consumable product one service uses (stock is counted in whole units). */
export const MAX_PRODUCT_USAGE_QUANTITY = 1000;

export const serviceBasicDetailsSchema = z.object({
  name: catalogNameSchema('Service name'),
  category: catalogNameSchema('Category', 50),
  durationMinutes: minutesSchema('Duration', { min: 5, max: MAX_SERVICE_MINUTES }),
  priceCents: priceCentsSchema('Price'),
  /** A value of the tenant's `skills` config group: cutters holding it may perform the service. */
  skillSet: configValueSchema('Required skill set'),
});
export type ServiceBasicDetails = z.infer<typeof serviceBasicDetailsSchema>;

/** A consumable product the service uses, deducted from the store's stock when the service is completed (back-bar). */
export const serviceProductUsageSchema = z.object({
  productId: z.uuid('Choose a product'),
  quantity: z
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_PRODUCT_USAGE_QUANTITY, `Quantity must be at most ${MAX_PRODUCT_USAGE_QUANTITY}`),
});

export const serviceAdditionalDetailsSchema = z.object({
  extraTimeMinutes: minutesSchema('Extra time', { min: 0, max: MAX_SERVICE_EXTRA_MINUTES }).default(0),
  processingGapMinutes: minutesSchema('Processing gap', { min: 0, max: MAX_SERVICE_EXTRA_MINUTES }).default(0),
  /** Set-up before the customer's start that holds the cutter (issue 20). */
  bufferBeforeMinutes: minutesSchema('Buffer before', { min: 0, max: MAX_SERVICE_EXTRA_MINUTES }).default(0),
  /** Setting or clearing it needs the signature_services flag. */
  signature: z.boolean('Signature service must be true or false').default(false),
  productUsage: z
    .array(serviceProductUsageSchema)
    .max(MAX_SERVICE_PRODUCTS, `At most ${MAX_SERVICE_PRODUCTS} products`)
    .refine((list) => uniqueBy(list, (u) => u.productId), 'Each product is listed once')
    .default([]),
});
export type ServiceAdditionalDetails = z.infer<typeof serviceAdditionalDetailsSchema>;

/** A store's own price or duration where it differs from the service's (null: the service's). */
export const serviceStoreOverrideSchema = z
  .object({
    storeId: z.uuid('Choose a store'),
    priceCents: priceCentsSchema('Store price').nullable().default(null),
    durationMinutes: minutesSchema('Store duration', { min: 5, max: MAX_SERVICE_MINUTES }).nullable().default(null),
  })
  .refine((o) => o.priceCents !== null || o.durationMinutes !== null, 'Give the store a price or a duration');
export type ServiceStoreOverride = z.infer<typeof serviceStoreOverrideSchema>;

export const serviceOthersSchema = z
  .object({
    storeIds: z
      .array(z.uuid('Choose a store'))
      .max(MAX_SERVICE_STORES, `At most ${MAX_SERVICE_STORES} stores`)
      .refine((ids) => uniqueBy(ids, (id) => id), 'Each store is listed once')
      .default([]),
    onlineBookable: z.boolean('Online bookable must be true or false').default(false),
    images: catalogImagesSchema.default(NO_IMAGES),
    storeOverrides: z
      .array(serviceStoreOverrideSchema)
      .max(MAX_SERVICE_STORES, `At most ${MAX_SERVICE_STORES} stores`)
      .refine((list) => uniqueBy(list, (o) => o.storeId), 'Each store is listed once')
      .default([]),
  })
  .superRefine((others, ctx) => {
    if (others.onlineBookable && others.storeIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['storeIds'], message: 'Choose at least one store to book this service online' });
    }
    others.storeOverrides.forEach((o, i) => {
      if (!others.storeIds.includes(o.storeId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['storeOverrides', i, 'storeId'],
          message: 'A store price applies only to a store offering the service',
        });
      }
    });
  });
export type ServiceOthers = z.infer<typeof serviceOthersSchema>;

/** Service/Create and Service/Update: every step in one request. */
export const serviceWizardSchema = z.object({
  basicDetails: serviceBasicDetailsSchema,
  additionalDetails: serviceAdditionalDetailsSchema.default({
    extraTimeMinutes: 0,
    processingGapMinutes: 0,
    bufferBeforeMinutes: 0,
    signature: false,
    productUsage: [],
  }),
  others: serviceOthersSchema.default({ storeIds: [], onlineBookable: false, images: NO_IMAGES, storeOverrides: [] }),
});
export type ServiceWizard = z.infer<typeof serviceWizardSchema>;
export type ServiceWizardInput = z.input<typeof serviceWizardSchema>;

/** GET Service/GetById: the wizard's steps (edit loads them over the defaults) plus status and names. */
export const serviceSchema = z.object({
  id: z.uuid(),
  active: z.boolean(),
  archived: z.boolean(),
  /** Deleting it would archive it (packages, store prices or appointments refer to it). */
  hasHistory: z.boolean(),
  basicDetails: z.object({ name: z.string(), category: z.string(), durationMinutes: z.int(), priceCents: z.int(), skillSet: z.string() }),
  additionalDetails: z.object({
    extraTimeMinutes: z.int(),
    processingGapMinutes: z.int(),
    bufferBeforeMinutes: z.int(),
    signature: z.boolean(),
    productUsage: z.array(z.object({ productId: z.uuid(), productName: z.string(), quantity: z.int() })),
  }),
  others: z.object({
    storeIds: z.array(z.uuid()),
    stores: z.array(z.object({ id: z.uuid(), name: z.string() })),
    onlineBookable: z.boolean(),
    images: catalogImagesResultSchema,
    storeOverrides: z.array(z.object({ storeId: z.uuid(), priceCents: z.int().nullable(), durationMinutes: z.int().nullable() })),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export const SERVICE_SORTS = [
  'name',
  '-name',
  'category',
  '-category',
  'priceCents',
  '-priceCents',
  'durationMinutes',
  '-durationMinutes',
  'createdAt',
  '-createdAt',
] as const;

/** POST Service/Search: search matches name or category; archived services show only with archived: true. */
export const serviceSearchSchema = listQuerySchema.extend({
  sort: z.enum(SERVICE_SORTS, { error: 'Sort by name, category, priceCents, durationMinutes or createdAt' }).optional(),
  filters: z
    .object({
      category: text('Category must be text').trim().min(1, 'Category is required').max(50).optional(),
      storeId: z.uuid('Store must be a valid id').optional(),
      onlineBookable: z.boolean('Online bookable must be true or false').optional(),
      skillSet: text('Skill set must be text').trim().min(1).max(60).optional(),
      ...catalogStatusFilters,
    })
    .strict()
    .optional(),
});
export type ServiceSearch = z.infer<typeof serviceSearchSchema>;
export type ServiceSearchInput = z.input<typeof serviceSearchSchema>;

export const serviceListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  durationMinutes: z.int(),
  priceCents: z.int(),
  skillSet: z.string(),
  signature: z.boolean(),
  onlineBookable: z.boolean(),
  active: z.boolean(),
  archived: z.boolean(),
  storeCount: z.int(),
  createdAt: z.string(),
});
export type ServiceListItem = z.infer<typeof serviceListItemSchema>;
export const serviceSearchResultSchema = listResultSchema(serviceListItemSchema);
export type ServiceSearchResult = z.infer<typeof serviceSearchResultSchema>;

/** A service category (issue 16): what the GL accounts key on, by id, so renaming it keeps its account. */
export const serviceCategorySchema = z.object({ id: z.uuid(), name: z.string(), services: z.int() });
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;
export const serviceCategoryListSchema = z.object({ items: z.array(serviceCategorySchema) });
/** PUT ServiceCategory/Rename/{id}: renames the category and every service in it. */
export const serviceCategoryRenameSchema = z.object({ name: catalogNameSchema('Category', 50) });
