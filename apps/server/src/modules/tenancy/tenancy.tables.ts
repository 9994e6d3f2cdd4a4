import { BRAND_STATUSES, type BillingCycle, type BrandPlanKey, type PaymentTender, WIFI_SECURITY } from '@salon/shared';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';

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
    id: rowId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    theme: text('theme').notNull().default('dark'),
    colors: jsonb('colors').$type<{ primary?: string; secondary?: string }>().notNull().default({}),
    logoUrl: text('logo_url'),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: BRAND_STATUSES }).notNull().default('active'),
    // Columns below belong to the brand wizard (modules/brands); a provisioned brand may leave them empty.
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    email: text('email'),
    countryCode: text('country_code').notNull().default('+1'),
    phoneNumber: text('phone_number'),
    website: text('website'),
    address: jsonb('address').$type<BrandAddress>(),
    billingSameAsAddress: boolean('billing_same_as_address').notNull().default(true),
    billingAddress: jsonb('billing_address').$type<BrandAddress>(),
    timezone: text('timezone'),
    defaultLanguage: text('default_language').notNull().default('en'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    description: text('description'),
    legal: jsonb('legal').$type<BrandLegal>(),
    /** files.id of the logo (an image upload attached to this brand); served by the public upload route. */
    logoFileId: uuid('logo_file_id'),
    operatingStates: jsonb('operating_states').$type<string[]>().notNull().default([]),
    plan: jsonb('plan').$type<BrandPlan>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), index('brands_tenant_idx').on(t.tenantId, t.name)],
);

export type BrandAddress = { addressLine1: string; addressLine2?: string | null; city: string; state: string; postalCode: string };
export type BrandLegal = {
  legalName: string;
  businessType: string;
  taxId: string;
  incorporationState: string;
  registrationNumber: string | null;
  /** The platform terms a salon accepted when it signed up at /setup (SALON_TERMS_VERSION), and when. */
  termsVersion?: string;
  termsAcceptedAt?: string;
};
export type BrandPlan = { plan: BrandPlanKey; billingCycle: BillingCycle; startDate: string; storeLimit: number; seatLimit: number };

/** A domain names exactly one brand across the platform: the customer area resolves the brand from it. */
export const brandDomains = pgTable(
  'brand_domains',
  {
    id: rowId(),
    tenantId: tenantId(),
    brandId: uuid('brand_id').notNull(),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.brandId, brands).onDelete('cascade'),
    uniqueIndex('brand_domains_domain_uq').on(t.domain),
    index('brand_domains_tenant_idx').on(t.tenantId, t.brandId),
  ],
);

export type OpeningHours = Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', { open: string; close: string } | null>;

export const stores = pgTable(
  'stores',
  {
    id: rowId(),
    tenantId: tenantId(),
    brandId: uuid('brand_id').notNull(),
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
    // Columns below belong to the store wizard (modules/stores); file ids are files.id, linked by attachFiles.
    addressLine2: text('address_line2'),
    licenseNo: text('license_no'),
    licenseExpiresOn: date('license_expires_on', { mode: 'string' }),
    licenseFileId: uuid('license_file_id'),
    agreementFileId: uuid('agreement_file_id'),
    storeDetailsFileId: uuid('store_details_file_id'),
    termsFileId: uuid('terms_file_id'),
    image1FileId: uuid('image1_file_id'),
    image2FileId: uuid('image2_file_id'),
    image3FileId: uuid('image3_file_id'),
    image4FileId: uuid('image4_file_id'),
    profileImageFileId: uuid('profile_image_file_id'),
    acceptedTenders: jsonb('accepted_tenders').$type<PaymentTender[]>().notNull().default(['card', 'cash']),
    /** Sales tax in milli-percent, thousandths of a percent (8875 = 8.875%). */
    taxRateMilliPercent: integer('tax_rate_milli_percent').notNull().default(0),
    tipSuggestions: jsonb('tip_suggestions').$type<number[]>().notNull().default([15, 18, 20]),
    receiptFooter: text('receipt_footer'),
    paymentSandbox: boolean('payment_sandbox').notNull().default(true),
    wifiName: text('wifi_name'),
    wifiSecurity: text('wifi_security', { enum: WIFI_SECURITY }).notNull().default('No Password'),
    /** Plain text on purpose: customers are shown it in the store; only view_store_details staff read it back. */
    wifiPassword: text('wifi_password'),
    /** The in-store tablet's drink and music choices (issue 19); null: the tenant's customer_config lists. */
    kioskBeverages: jsonb('kiosk_beverages').$type<{ value: string; label: string }[]>(),
    kioskMusic: jsonb('kiosk_music').$type<{ value: string; label: string }[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), tenantFk(t, t.brandId, brands), index('stores_tenant_idx').on(t.tenantId, t.brandId, t.name)],
);
