// Product wizard (spec section 2: basic details, product details, inventory details, images, review), the
// Product calls of docs/catalog-api.md, and the tenant's product lists (spec section 3).
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import { MAX_STOCK_QUANTITY, MAX_UNIT_COST_CENTS } from '../inventory/inventory.schemas.ts';
import {
  catalogImagesResultSchema,
  catalogImagesSchema,
  catalogNameSchema,
  catalogStatusFilters,
  configValueSchema,
  descriptionSchema,
  NO_IMAGES,
  priceCentsSchema,
  uniqueBy,
} from '../services/catalog-common.ts';
import { text } from '../validation/text.ts';

export const MAX_INITIAL_STOCK_STORES = 200;

export const productBasicDetailsSchema = z.object({
  name: catalogNameSchema('Product name'),
  description: descriptionSchema('Description'),
  /** Retail price; a store may differ through a product override. */
  priceCents: priceCentsSchema('Retail price'),
});

const optionalCode = (label: string, pattern: RegExp, message: string) =>
  text({ error: `${label} must be text` })
    .trim()
    .max(48, `${label} must be at most 48 characters`)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || pattern.test(v), message);

/** Every list value must be one of the tenant's product lists (Product/Lists); the server checks it. */
export const productDetailsSchema = z.object({
  /** Absent: the list's default (Consumable). */
  productType: configValueSchema('Product type').nullish(),
  productUse: configValueSchema('Product use'),
  category: configValueSchema('Category'),
  manufacturer: configValueSchema('Manufacturer')
    .nullish()
    .transform((v) => v ?? null),
  /** Unique per tenant among products not archived (409 naming the field). */
  sku: optionalCode('SKU', /^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'SKU may contain only letters, digits and . _ / -'),
  barcode: optionalCode('Barcode', /^[A-Za-z0-9-]{4,48}$/, 'Barcode must be 4 to 48 letters, digits or hyphens'),
  /** Sold at retail; setting or clearing it needs the resellable_products flag. */
  resellable: z.boolean('Resellable must be true or false').default(false),
  /** Used in services (back-bar); setting or clearing it needs the consumable_products flag. */
  consumable: z.boolean('Consumable must be true or false').default(false),
});

const wholeUnits = (label: string, min: number) =>
  z
    .int(`${label} must be a whole number`)
    .min(min, min > 0 ? `${label} must be at least ${min}` : `${label} cannot be negative`)
    .max(MAX_STOCK_QUANTITY, `${label} must be at most ${MAX_STOCK_QUANTITY}`);

export const productInventoryDetailsSchema = z.object({
  /** Low-stock threshold a store's stock of it starts with. */
  threshold: wholeUnits('Threshold', 0).default(0),
  unitCostCents: z
    .int('Unit cost must be a whole number of cents')
    .min(0, 'Unit cost cannot be negative')
    .max(MAX_UNIT_COST_CENTS, 'Unit cost is too large')
    .default(0),
  /** Create only: stock received per store, written through the inventory module (later changes are Inventory calls). */
  initialStock: z
    .array(z.object({ storeId: z.uuid('Choose a store'), quantity: wholeUnits('Quantity', 0) }))
    .max(MAX_INITIAL_STOCK_STORES, `At most ${MAX_INITIAL_STOCK_STORES} stores`)
    .refine((list) => uniqueBy(list, (s) => s.storeId), 'Each store is listed once')
    .default([]),
});

/** Product/Create and Product/Update: every step in one request. */
export const productWizardSchema = z.object({
  basicDetails: productBasicDetailsSchema,
  productDetails: productDetailsSchema,
  inventoryDetails: productInventoryDetailsSchema.default({ threshold: 0, unitCostCents: 0, initialStock: [] }),
  images: catalogImagesSchema.default(NO_IMAGES),
});
export type ProductWizard = z.infer<typeof productWizardSchema>;
export type ProductWizardInput = z.input<typeof productWizardSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  active: z.boolean(),
  archived: z.boolean(),
  /** Deleting it would archive it (stock, services, store overrides or sales refer to it). */
  hasHistory: z.boolean(),
  basicDetails: z.object({ name: z.string(), description: z.string().nullable(), priceCents: z.int() }),
  productDetails: z.object({
    productType: z.string(),
    productUse: z.string(),
    category: z.string(),
    manufacturer: z.string().nullable(),
    sku: z.string().nullable(),
    barcode: z.string().nullable(),
    resellable: z.boolean(),
    consumable: z.boolean(),
  }),
  inventoryDetails: z.object({ threshold: z.int(), unitCostCents: z.int() }),
  images: catalogImagesResultSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_SORTS = [
  'name',
  '-name',
  'priceCents',
  '-priceCents',
  'category',
  '-category',
  'sku',
  '-sku',
  'createdAt',
  '-createdAt',
] as const;

/** POST Product/Search: search matches name, SKU or barcode; archived products show only with archived: true. */
export const productSearchSchema = listQuerySchema.extend({
  sort: z.enum(PRODUCT_SORTS, { error: 'Sort by name, priceCents, category, sku or createdAt' }).optional(),
  filters: z
    .object({
      category: configValueSchema('Category').optional(),
      productType: configValueSchema('Product type').optional(),
      productUse: configValueSchema('Product use').optional(),
      manufacturer: configValueSchema('Manufacturer').optional(),
      resellable: z.boolean('Resellable must be true or false').optional(),
      consumable: z.boolean('Consumable must be true or false').optional(),
      ...catalogStatusFilters,
    })
    .strict()
    .optional(),
});
export type ProductSearch = z.infer<typeof productSearchSchema>;
export type ProductSearchInput = z.input<typeof productSearchSchema>;

export const productListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  priceCents: z.int(),
  productType: z.string(),
  productUse: z.string(),
  category: z.string(),
  manufacturer: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  resellable: z.boolean(),
  consumable: z.boolean(),
  active: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;
export const productSearchResultSchema = listResultSchema(productListItemSchema);
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

// ---- product lists (config group product_config) --------------------------------------------------

export const PRODUCT_LISTS = ['productUse', 'category', 'productType', 'manufacturer'] as const;
export type ProductListName = (typeof PRODUCT_LISTS)[number];
export const PRODUCT_LIST_MAX_ITEMS = 100;

/** A label's list value: "Back Bar" -> "back_bar" (as the config defaults are made). */
export function listValueOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

const option = z.object({ value: z.string(), label: z.string() });
/** GET Product/Lists: the tenant's lists (its edits, else the defaults). */
export const productListsSchema = z.object({
  productUse: z.array(option),
  category: z.array(option),
  productType: z.array(option),
  defaultProductType: z.string(),
  manufacturer: z.array(option),
});
export type ProductLists = z.infer<typeof productListsSchema>;

export const productListParamsSchema = z.object({
  list: z.enum(PRODUCT_LISTS, { error: `List is one of ${PRODUCT_LISTS.join(', ')}` }),
});

/**
 * PUT Product/Lists/{list}: the whole list. A value left out is made from its label; values and labels
 * are unique. defaultValue (productType only) picks the default; absent keeps the current one.
 */
export const productListUpdateSchema = z
  .object({
    items: z
      .array(
        z.object({
          value: configValueSchema('Value').optional(),
          label: catalogNameSchema('Label', 60),
        }),
      )
      .min(1, 'A list needs at least one item')
      .max(PRODUCT_LIST_MAX_ITEMS, `At most ${PRODUCT_LIST_MAX_ITEMS} items`)
      .transform((items) => items.map((i) => ({ value: i.value ?? listValueOf(i.label), label: i.label })))
      .refine((items) => items.every((i) => i.value.length > 0), 'Each label needs a letter or digit')
      .refine((items) => uniqueBy(items, (i) => i.value), 'Each value is listed once')
      .refine((items) => uniqueBy(items, (i) => i.label.toLowerCase()), 'Each label is listed once'),
    defaultValue: configValueSchema('Default').optional(),
  })
  .refine((body) => body.defaultValue === undefined || body.items.some((i) => i.value === body.defaultValue), {
    path: ['defaultValue'],
    message: 'The default must be one of the items',
  });
export type ProductListUpdate = z.infer<typeof productListUpdateSchema>;
export type ProductListUpdateInput = z.input<typeof productListUpdateSchema>;
