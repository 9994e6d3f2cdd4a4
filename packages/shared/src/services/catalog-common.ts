// Pieces the catalog wizards share (services, packages, products): names, money, minutes, images, status.
import { z } from 'zod';
import { CALENDAR, type DEFAULT_IMAGE_NAMES } from '../constants.ts';
import { fileIdSchema } from '../uploads/upload.schemas.ts';
import { text } from '../validation/text.ts';

/** $100,000.00: far above any salon price, far below integer overflow once summed. */
export const MAX_CATALOG_PRICE_CENTS = 10_000_000;
export const CATALOG_NAME_MAX = 100;
export const CATALOG_DESCRIPTION_MAX = 2000;

function requiredText(label: string, max: number) {
  return text({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);
}

// Names a salon gives its services and products ("Men's Cut & Beard (Deluxe) 2/1"); no < > " ; or controls.
const CATALOG_NAME = /^[\p{L}\p{M}\d '&\-/,.#()+:!%*]+$/u;
export function catalogNameSchema(label: string, max = CATALOG_NAME_MAX) {
  return requiredText(label, max).regex(CATALOG_NAME, `${label} may contain only letters, digits, spaces and & ' - / , . # ( ) + : ! % *`);
}

/** Free text kept verbatim (HTML or SQL is just text; pages escape it); trimmed, and empty becomes null. */
export function descriptionSchema(label: string, max = CATALOG_DESCRIPTION_MAX) {
  return text({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);
}

/** Integer cents (the web parses its "0.00" string with parseMoney before sending). */
export function priceCentsSchema(label: string) {
  return z
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_CATALOG_PRICE_CENTS, `${label} must be at most ${MAX_CATALOG_PRICE_CENTS} cents`);
}

/** Minutes on the calendar's 5-minute scale. */
export function minutesSchema(label: string, { min, max }: { min: number; max: number }) {
  const step = CALENDAR.timeScaleMinutes;
  return z
    .int(`${label} must be a whole number of minutes`)
    .min(min, min > 0 ? `${label} must be more than 0 minutes` : `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max} minutes`)
    .refine((v) => v % step === 0, `${label} must be in steps of ${step} minutes`);
}

/** Values of config lists (skills, product categories...): lower-case letters, digits, _ and -. */
export const configValueSchema = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(60, `${label} must be at most 60 characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} must be a value of its list`);

/** The spec's image1..image4 (DEFAULT_IMAGE_NAMES), each an uploaded image's id or null. */
export const catalogImagesSchema = z.object({
  image1: fileIdSchema.nullable().default(null),
  image2: fileIdSchema.nullable().default(null),
  image3: fileIdSchema.nullable().default(null),
  image4: fileIdSchema.nullable().default(null),
});
export type CatalogImages = z.infer<typeof catalogImagesSchema>;
export type CatalogImageName = (typeof DEFAULT_IMAGE_NAMES)[number];
export const NO_IMAGES: CatalogImages = { image1: null, image2: null, image3: null, image4: null };
export const catalogImagesResultSchema = z.object({
  image1: z.uuid().nullable(),
  image2: z.uuid().nullable(),
  image3: z.uuid().nullable(),
  image4: z.uuid().nullable(),
});

export const uniqueBy = <T>(list: readonly T[], key: (item: T) => unknown) => new Set(list.map(key)).size === list.length;

/** PATCH .../Activate/{id}: the wanted state (idempotent, unlike a blind flip). */
export const catalogActivateSchema = z.object({ active: z.boolean('Active must be true or false') });
export type CatalogActivate = z.infer<typeof catalogActivateSchema>;
export const catalogStatusResultSchema = z.object({ id: z.uuid(), active: z.boolean(), archived: z.boolean() });
export type CatalogStatusResult = z.infer<typeof catalogStatusResultSchema>;

/** DELETE .../Delete/{id}: a record with history is archived (kept, hidden from lists), never lost. */
export const CATALOG_DELETE_OUTCOMES = ['deleted', 'archived'] as const;
export type CatalogDeleteOutcome = (typeof CATALOG_DELETE_OUTCOMES)[number];
export const catalogDeleteResultSchema = z.object({ id: z.uuid(), outcome: z.enum(CATALOG_DELETE_OUTCOMES) });
export type CatalogDeleteResult = z.infer<typeof catalogDeleteResultSchema>;

/** Filters every catalog list takes: archived records show only with archived: true. */
export const catalogStatusFilters = {
  active: z.boolean('Active must be true or false').optional(),
  archived: z.boolean('Archived must be true or false').optional(),
};
