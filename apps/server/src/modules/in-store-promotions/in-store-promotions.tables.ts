import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { files } from '../../platform/uploads/uploads.tables.ts';
import { employees } from '../employees/employees.tables.ts';
import { brands } from '../tenancy/tenancy.tables.ts';

/**
 * An image promotion of a brand for its in-store tablets' attract loop (issue 19): shown on the store-local days
 * [starts_on, ends_on] (open ends when null), at the listed stores of the brand (empty: every store), in
 * position order, while active. The image is an upload (files, entity in_store_promotion) read only through
 * GET /api/InStorePromotion/Image/{id}.
 */
export const inStorePromotions = pgTable(
  'in_store_promotions',
  {
    id: rowId(),
    tenantId: tenantId(),
    brandId: uuid('brand_id').notNull(),
    title: text('title').notNull(),
    caption: text('caption'),
    imageFileId: uuid('image_file_id').notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    storeIds: uuid('store_ids').array().notNull().default(sql`'{}'::uuid[]`),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.brandId, brands),
    tenantFk(t, t.imageFileId, files),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    index('in_store_promotions_brand_idx').on(t.tenantId, t.brandId, t.position),
    check('in_store_promotions_title_ck', sql`char_length(${t.title}) between 1 and 80`),
    check('in_store_promotions_dates_ck', sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);
export type InStorePromotionRow = typeof inStorePromotions.$inferSelect;
