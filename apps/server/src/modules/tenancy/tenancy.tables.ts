import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../db/columns.ts';

export const tenants = pgTable('tenants', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const brands = pgTable(
  'brands',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    theme: text('theme').notNull().default('dark'),
    colors: jsonb('colors').$type<{ primary?: string; secondary?: string }>().notNull().default({}),
    logoUrl: text('logo_url'),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: ['active', 'pending'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('brands_tenant_idx').on(t.tenantId, t.name)],
);

/** A domain names exactly one brand across the platform: the customer area resolves the brand from it. */
export const brandDomains = pgTable(
  'brand_domains',
  {
    id: id(),
    tenantId: tenantId(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brand_domains_domain_uq').on(t.domain), index('brand_domains_tenant_idx').on(t.tenantId, t.brandId)],
);

export type OpeningHours = Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', { open: string; close: string } | null>;

export const stores = pgTable(
  'stores',
  {
    id: id(),
    tenantId: tenantId(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    status: text('status', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    timezone: text('timezone').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    slotInterval: integer('slot_interval').notNull().default(5),
    onlineBooking: boolean('online_booking').notNull().default(false),
    addressLine1: text('address_line1'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('US'),
    geoLat: text('geo_lat'),
    geoLong: text('geo_long'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stores_tenant_idx').on(t.tenantId, t.brandId, t.name)],
);
