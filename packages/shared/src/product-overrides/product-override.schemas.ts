// Product overrides (/admin/retail-adjustments, spec section 2: one "basic details" form): a store's own
// price and availability of a product. One per store and product; the override wins wherever that store sells it.
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import { priceCentsSchema } from '../services/catalog-common.ts';

export const productOverrideBasicDetailsSchema = z.object({
  storeId: z.uuid('Choose a store'),
  productId: z.uuid('Choose a product'),
  /** The store's price; null keeps the product's retail price. */
  priceCents: priceCentsSchema('Store price').nullable().default(null),
  /** False: the store does not sell the product. */
  available: z.boolean('Available must be true or false').default(true),
});

/** ProductOverride/Create and ProductOverride/Update. */
export const productOverrideInputSchema = z.object({ basicDetails: productOverrideBasicDetailsSchema });
export type ProductOverrideInput = z.input<typeof productOverrideInputSchema>;
export type ProductOverrideBasicDetails = z.infer<typeof productOverrideBasicDetailsSchema>;

export const productOverrideSchema = z.object({
  id: z.uuid(),
  basicDetails: z.object({ storeId: z.uuid(), productId: z.uuid(), priceCents: z.int().nullable(), available: z.boolean() }),
  storeName: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  /** The product's own retail price, and what the store charges (the override's price, else that). */
  productPriceCents: z.int(),
  effectivePriceCents: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductOverride = z.infer<typeof productOverrideSchema>;

export const PRODUCT_OVERRIDE_SORTS = ['productName', '-productName', 'storeName', '-storeName', 'createdAt', '-createdAt'] as const;

/** POST ProductOverride/Search: search matches product name or SKU; store-scoped staff see their stores only. */
export const productOverrideSearchSchema = listQuerySchema.extend({
  sort: z.enum(PRODUCT_OVERRIDE_SORTS, { error: 'Sort by productName, storeName or createdAt' }).optional(),
  filters: z
    .object({
      storeId: z.uuid('Store must be a valid id').optional(),
      productId: z.uuid('Product must be a valid id').optional(),
      available: z.boolean('Available must be true or false').optional(),
    })
    .strict()
    .optional(),
});
export type ProductOverrideSearch = z.infer<typeof productOverrideSearchSchema>;
export type ProductOverrideSearchInput = z.input<typeof productOverrideSearchSchema>;
export const productOverrideSearchResultSchema = listResultSchema(productOverrideSchema);
export type ProductOverrideSearchResult = z.infer<typeof productOverrideSearchResultSchema>;

export const productOverrideDeleteResultSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
