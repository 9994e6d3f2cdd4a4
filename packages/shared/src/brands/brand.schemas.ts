import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import { BILLING_CYCLES, BRAND_PLAN_KEYS, BRAND_STATUSES } from './brand-plans.ts';

export const brandStoreSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timezone: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  geoLat: z.string().nullable(),
  geoLong: z.string().nullable(),
});

/** GET /api/Brand/Current: the brand of the request's domain, its look and its active stores. */
export const currentBrandSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  theme: z.string(),
  /** Through the public upload route (GET /api/Upload/Public/{id}) when the logo was uploaded. */
  logoUrl: z.string().nullable(),
  logoThumbnailUrl: z.string().nullish(),
  /** Set for the custom theme. */
  colors: z.object({ primary: z.string().optional(), secondary: z.string().optional() }),
  stores: z.array(brandStoreSchema),
});
export type CurrentBrand = z.infer<typeof currentBrandSchema>;

// Brand administration (docs/organisation-api.md): Search, GetById, Create, Update, Activate.

const addressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

export const brandSearchSchema = listQuerySchema.extend({
  sort: z
    .enum(['name', '-name', 'createdAt', '-createdAt', 'status', '-status'], { error: 'Sort by name, createdAt or status' })
    .optional(),
  filters: z.object({ status: z.enum(BRAND_STATUSES, { error: 'Status must be pending, active or inactive' }).optional() }).optional(),
});
export type BrandSearch = z.input<typeof brandSearchSchema>;

export const brandListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(BRAND_STATUSES),
  theme: z.string(),
  logoUrl: z.string().nullable(),
  domains: z.array(z.string()),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  plan: z.string().nullable(),
  operatingStates: z.array(z.string()),
  storeCount: z.int().min(0),
  createdAt: z.string(),
});
export type BrandListItem = z.infer<typeof brandListItemSchema>;
export const brandListSchema = listResultSchema(brandListItemSchema);

/** GET Brand/GetById/{id}: every wizard step as saved (null where a provisioned brand never had it). */
export const brandDetailSchema = z.object({
  id: z.uuid(),
  status: z.enum(BRAND_STATUSES),
  storeCount: z.int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  basicDetails: z.object({
    name: z.string(),
    contactFirstName: z.string().nullable(),
    contactLastName: z.string().nullable(),
    email: z.string().nullable(),
    countryCode: z.string(),
    phoneNumber: z.string().nullable(),
    website: z.string().nullable(),
  }),
  address: z.object({
    address: addressSchema.nullable(),
    billingSameAsAddress: z.boolean(),
    billingAddress: addressSchema.nullable(),
  }),
  other: z.object({
    domains: z.array(z.string()),
    timezone: z.string().nullable(),
    defaultLanguage: z.string(),
    supportEmail: z.string().nullable(),
    supportPhone: z.string().nullable(),
    description: z.string().nullable(),
  }),
  legal: z
    .object({
      legalName: z.string(),
      businessType: z.string(),
      taxId: z.string(),
      incorporationState: z.string(),
      registrationNumber: z.string().nullable(),
    })
    .nullable(),
  appearance: z.object({
    theme: z.string(),
    colors: z.object({ primary: z.string().optional(), secondary: z.string().optional() }),
    logoFileId: z.uuid().nullable(),
    /** Public (customer site) address of the logo and its thumbnail. */
    logoUrl: z.string().nullable(),
    logoThumbnailUrl: z.string().nullable(),
  }),
  states: z.object({ operatingStates: z.array(z.string()) }),
  plans: z
    .object({
      plan: z.enum(BRAND_PLAN_KEYS),
      billingCycle: z.enum(BILLING_CYCLES),
      startDate: z.string(),
      storeLimit: z.int(),
      seatLimit: z.int(),
    })
    .nullable(),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const brandIdParamsSchema = z.object({ id: z.uuid('Must be a brand id') });
/** PATCH Brand/Activate/{id}: active true puts a pending or inactive brand live; false takes it down. */
export const brandActivateSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }).default(true) });
