import { z } from 'zod';
import { CONFIG_GROUPS } from '../constants.ts';
import { paymentGatewayEnvSchema } from '../payments/payments.schemas.ts';
import { text } from '../validation/text.ts';

/** The groups Config/Fetch answers: spec section 3's config groups plus the country codes of common data. */
export const CONFIG_FETCH_GROUPS = [...CONFIG_GROUPS, 'country_codes'] as const;
export type ConfigFetchGroup = (typeof CONFIG_FETCH_GROUPS)[number];

const option = z.object({ value: z.string(), label: z.string() });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const documentType = z.object({ key: z.string(), label: z.string() });

/** The shape of every config group; a tenant's override in config_groups must match it too. */
export const configGroupSchemas = {
  environment_config: z.object({ heapAppId: z.string().nullable(), sessionPollingSeconds: z.int().min(0) }),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  skills: z.array(option),
  states: z.array(z.object({ code: z.string(), name: z.string() })),
  application_source: z.array(option),
  roles: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string() })),
  document_types: z.object({ store: z.array(documentType), employee: z.array(documentType) }),
  store_timings: z.object({
    openTime: hhmm,
    closeTime: hhmm,
    weekdays: z.array(z.object({ day: z.int().min(0).max(6), name: z.string(), open: hhmm, close: hhmm })),
    slotIntervals: z.array(z.int().positive()),
    defaultSlotInterval: z.int().positive(),
  }),
  customer_config: z.object({
    profileTypes: z.array(z.string()),
    appointmentSources: z.array(z.string()),
    beverages: z.array(option),
    music: z.array(option),
  }),
  store_config: z.object({
    openTime: hhmm,
    closeTime: hhmm,
    slotIntervals: z.array(z.int().positive()),
    workingHoursPerDay: z.number().positive(),
    wifiSecurity: z.array(z.string()),
    nonAvailabilityLabels: z.array(z.string()),
    defaultDocuments: z.array(z.string()),
    timezones: z.array(z.object({ code: z.string(), zone: z.string() })),
  }),
  product_config: z.object({
    productUse: z.array(option),
    category: z.array(option),
    productType: z.array(option),
    defaultProductType: z.string(),
    manufacturer: z.array(option),
  }),
  cash_drawer_config: z.object({
    currency: z.string().length(3),
    denominations: z.array(z.object({ cents: z.int().positive(), label: z.string(), kind: z.enum(['bill', 'coin']) })),
  }),
  service_frequency: z.array(z.object({ value: z.string(), label: z.string(), days: z.int().positive() })),
  country_codes: z.object({
    default: z.string(),
    codes: z.array(z.object({ dialCode: z.string(), iso: z.string().length(2), name: z.string() })),
  }),
} satisfies Record<ConfigFetchGroup, z.ZodType>;

export type ConfigGroupValues = { [G in ConfigFetchGroup]: z.infer<(typeof configGroupSchemas)[G]> };

export const configFetchSchema = z.object({
  groups: z
    .array(z.enum(CONFIG_FETCH_GROUPS, { error: (issue) => `Unknown config group: ${String(issue.input).slice(0, 50)}` }))
    .min(1, 'Name at least one config group')
    .max(CONFIG_FETCH_GROUPS.length * 2, 'Too many config groups'),
});
export type ConfigFetch = z.infer<typeof configFetchSchema>;

/** Only the requested groups are present. */
export const configFetchResultSchema = z.object(configGroupSchemas).partial();
export type ConfigFetchResult = z.infer<typeof configFetchResultSchema>;

/** Page names are the i18n namespaces (`common`, `login`, ...). */
export const pageNameSchema = text().regex(/^[A-Za-z0-9_.-]{1,60}$/, 'Page names are letters, digits, dots, dashes or underscores');

/** POST /api/Config/GetTranslation: `key` is the client's clock in epoch milliseconds. */
export const translationRequestSchema = z.object({
  key: z.union([text().regex(/^\d{1,16}$/, 'Key must be the client clock in epoch milliseconds'), z.int().min(0)]),
  language: text().regex(/^[A-Za-z]{2}([-_][A-Za-z]{2})?$/, 'Language must be a code such as en or es'),
  modules: z.union([z.array(pageNameSchema).min(1, 'Name at least one page').max(100), text().min(1).max(2000)]),
  tableName: text().max(100).optional(),
});
export type TranslationRequest = z.infer<typeof translationRequestSchema>;

export const translationResultSchema = z.object({
  responses: z.array(z.object({ pageName: z.string(), labels: z.string() })),
});
export type TranslationResult = z.infer<typeof translationResultSchema>;

/** GET /api/getEnv: what the web shell needs before its first API call. */
export const webEnvSchema = z.object({
  apiBaseUrl: z.string(),
  syncDomain: z.string().nullable(),
  accountingConnectUrl: z.string().nullable(),
  accountingRedirectUrl: z.string().nullable(),
  tagManagerId: z.string().nullable(),
  analyticsAppId: z.string().nullable(),
  /** Where the browser tokenises a card (docs/payments-api.md). */
  paymentGateway: paymentGatewayEnvSchema,
});
export type WebEnv = z.infer<typeof webEnvSchema>;
