// In-store promotions (issue 19): InStorePromotion/List, Create, Update/{id}, Move/{id}, Activate/{id},
// Deactivate/{id}, Delete/{id}, Image/{id}; and the images a paired tablet's session lists.
import { z } from 'zod';
import { dateOnlySchemaFor } from '../stores/store-hours.ts';
import { optionalText, requiredText } from '../validation/text-fields.ts';
import { text } from '../validation/text.ts';

export const IN_STORE_PROMOTION_TITLE_MAX = 80;
export const IN_STORE_PROMOTION_CAPTION_MAX = 200;
export const IN_STORE_PROMOTION_STATES = ['showing', 'scheduled', 'ended', 'inactive'] as const;

/** Create and Update: the image is an upload (POST /api/Upload/in_store_promotion/image) saved here by its id. */
export const inStorePromotionInputSchema = z
  .object({
    brandId: z.uuid('Choose a brand'),
    title: requiredText('Title', IN_STORE_PROMOTION_TITLE_MAX),
    caption: optionalText('Caption', IN_STORE_PROMOTION_CAPTION_MAX).transform((v) => v || null),
    imageFileId: z.uuid({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'Upload an image' : 'Must be an uploaded image id'),
    }),
    startsOn: dateOnlySchemaFor('Start date').nullable().default(null),
    endsOn: dateOnlySchemaFor('End date').nullable().default(null),
    storeIds: z
      .array(z.uuid('Choose a store'))
      .max(500)
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, 'Each store is listed once'),
    active: z.boolean('Active must be true or false').default(true),
  })
  .superRefine((p, ctx) => {
    if (p.startsOn && p.endsOn && p.endsOn < p.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'End date must be on or after the start date' });
  });
export type InStorePromotionInput = z.input<typeof inStorePromotionInputSchema>;
export type InStorePromotionValues = z.output<typeof inStorePromotionInputSchema>;

export const inStorePromotionSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  title: z.string(),
  caption: z.string().nullable(),
  imageFileId: z.uuid(),
  /** Staff with the promo code flags and the brand's paired tablets only. */
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  storeIds: z.array(z.uuid()),
  storeNames: z.array(z.string()),
  position: z.int(),
  active: z.boolean(),
  state: z.enum(IN_STORE_PROMOTION_STATES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type InStorePromotion = z.infer<typeof inStorePromotionSchema>;

export const inStorePromotionListQuerySchema = z.object({ brandId: z.uuid('Choose a brand').optional() });
export const inStorePromotionListSchema = z.object({
  items: z.array(inStorePromotionSchema),
  /** What the dialog offers: the tenant's brands, and the stores the person may name (each with its brand). */
  brands: z.array(z.object({ id: z.uuid(), name: z.string() })),
  stores: z.array(z.object({ id: z.uuid(), name: z.string(), brandId: z.uuid() })),
});
export type InStorePromotionList = z.infer<typeof inStorePromotionListSchema>;

export const inStorePromotionMoveSchema = z.object({ direction: z.enum(['up', 'down'], 'Direction must be up or down') });
export type InStorePromotionMove = z.infer<typeof inStorePromotionMoveSchema>;

/** One image slide of the tablet's attract loop (in the kiosk session). */
export const kioskPromotionImageSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  caption: z.string().nullable(),
  imageUrl: z.string(),
});
export type KioskPromotionImage = z.infer<typeof kioskPromotionImageSchema>;

export const inStorePromotionImageUrl = (id: string, thumb = false) => `/api/InStorePromotion/Image/${id}${thumb ? '?thumb=1' : ''}`;

/** The admin dialog's fields: dates as the date inputs give them ('' when empty), the image id null until uploaded. */
export const inStorePromotionFormSchema = z
  .object({
    brandId: z.string().min(1, 'Choose a brand'),
    title: requiredText('Title', IN_STORE_PROMOTION_TITLE_MAX),
    caption: text('Caption must be text')
      .trim()
      .max(IN_STORE_PROMOTION_CAPTION_MAX, `Caption must be at most ${IN_STORE_PROMOTION_CAPTION_MAX} characters`),
    imageFileId: z
      .string()
      .nullable()
      .refine((id) => Boolean(id), 'Upload an image'),
    startsOn: z.string(),
    endsOn: z.string(),
    storeIds: z.array(z.string()),
    active: z.boolean(),
  })
  .superRefine((p, ctx) => {
    if (p.startsOn && p.endsOn && p.endsOn < p.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'End date must be on or after the start date' });
  });
export type InStorePromotionForm = z.input<typeof inStorePromotionFormSchema>;

/** The dialog's values as Create/Update take them. */
export const inStorePromotionInputOf = (form: z.output<typeof inStorePromotionFormSchema>): InStorePromotionInput => ({
  ...form,
  caption: form.caption || null,
  imageFileId: form.imageFileId ?? '',
  startsOn: form.startsOn || null,
  endsOn: form.endsOn || null,
});
