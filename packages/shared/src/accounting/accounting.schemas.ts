// Wire types of the accounting screens (issue 16): store groups, GL account mappings, the QuickBooks Online
// connection and the export job with the spec's stages.
import { z } from 'zod';
import { EXPORT_STAGES } from '../constants.ts';
import { text } from '../validation/text.ts';
import { POSTING_CATEGORIES } from './journal.ts';

const isoDate = z.iso.date('Enter a date as YYYY-MM-DD');

/** The spec's export stages (constants.ts), then posting (BACK-OFFICE-NOTES.md section 2). */
export const ACCOUNTING_EXPORT_STAGES = [...EXPORT_STAGES, 'posting'] as const;
export type ExportStage = (typeof ACCOUNTING_EXPORT_STAGES)[number];
/** An export covers at most 92 days (a quarter). */
export const MAX_EXPORT_DAYS = 92;

export const POSTING_CATEGORY_LABELS: Record<(typeof POSTING_CATEGORIES)[number], string> = {
  service_revenue: 'Service revenue',
  retail_revenue: 'Retail revenue',
  package_revenue: 'Package revenue',
  discounts: 'Discounts',
  sales_tax_payable: 'Sales tax payable',
  tips_payable: 'Tips payable',
  gift_card_sold: 'Gift-card liability (sale)',
  gift_card_redeemed: 'Gift-card liability (redemption)',
  card_clearing: 'Card clearing',
  cash: 'Cash',
  refunds: 'Refunds',
  cash_over_short: 'Cash over/short',
  rounding: 'Rounding',
};

export const LOCATION_KINDS = ['class', 'department'] as const;

export const storeGroupInputSchema = z.object({
  name: text().trim().min(1, 'Enter a name').max(100, 'At most 100 characters'),
  /** How the store is named on each entry line: a QuickBooks Class or Department (Location). */
  locationKind: z.enum(LOCATION_KINDS).default('class'),
  storeIds: z.array(z.uuid('Choose a store')).max(500).default([]),
});
export type StoreGroupInput = z.input<typeof storeGroupInputSchema>;

export const CONNECTION_STATUSES = ['not_connected', 'connected', 'reconnect'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const storeGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  locationKind: z.enum(LOCATION_KINDS),
  stores: z.array(z.object({ id: z.uuid(), name: z.string(), timezone: z.string() })),
  connection: z.object({
    status: z.enum(CONNECTION_STATUSES),
    companyName: z.string().nullable(),
    connectedAt: z.iso.datetime().nullable(),
    lastExportAt: z.iso.datetime().nullable(),
  }),
  unmappedCategories: z.array(z.enum(POSTING_CATEGORIES)),
});
export type StoreGroup = z.infer<typeof storeGroupSchema>;
export const storeGroupListSchema = z.object({ items: z.array(storeGroupSchema) });

/** The stores a person may put in a store group (GET Accounting/Stores), by name. */
export const groupableStoreListSchema = z.object({ items: z.array(z.object({ id: z.uuid(), name: z.string() })) });
export type GroupableStoreList = z.infer<typeof groupableStoreListSchema>;

export const glMappingSchema = z.object({
  category: z.enum(POSTING_CATEGORIES),
  /** Service revenue of this service category only, by the category's id (null: the category's default account). */
  serviceCategoryId: z.uuid('Choose a service category').nullable().default(null),
  /** The account's id in the connected company; null when typed for an offline export. */
  accountId: text().trim().max(50).nullable(),
  accountName: text().trim().min(1, 'Enter the account name').max(200, 'At most 200 characters'),
});
/** At most this many service categories have their own income account. */
export const MAX_SERVICE_CATEGORY_ACCOUNTS = 100;
export const glMappingsInputSchema = z.object({
  mappings: z
    .array(glMappingSchema)
    .max(POSTING_CATEGORIES.length + MAX_SERVICE_CATEGORY_ACCOUNTS)
    .superRefine((mappings, ctx) => {
      mappings.forEach((m, i) => {
        if (m.serviceCategoryId !== null && m.category !== 'service_revenue')
          ctx.addIssue({ code: 'custom', path: [i, 'serviceCategoryId'], message: 'Only service revenue is mapped per service category' });
      });
    }),
});
export type GlMappingsInput = z.infer<typeof glMappingsInputSchema>;

export const glAccountsSchema = z.object({
  mappings: z.array(glMappingSchema),
  /** The tenant's service categories in use, each of which may have its own service revenue account. */
  serviceCategories: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The connected company's chart of accounts, fetched live; null when not connected. */
  chart: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })).nullable(),
});
export type GlAccounts = z.infer<typeof glAccountsSchema>;

export const connectStartSchema = z.object({ authorizeUrl: z.string() });
export const connectCompleteSchema = z.object({
  code: text().min(1, 'The authorization code is missing').max(512),
  realmId: text().min(1, 'The company id is missing').max(64),
  state: text().min(1, 'The state is missing').max(128),
});
export type ConnectComplete = z.infer<typeof connectCompleteSchema>;

export const exportInputSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    /** post: to the connected company; offline: only the CSV/IIF files. */
    mode: z.enum(['post', 'offline']).default('post'),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date' });
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
    if (days > MAX_EXPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `An export covers at most ${MAX_EXPORT_DAYS} days` });
  });
export type ExportInput = z.input<typeof exportInputSchema>;

export const EXPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const STAGE_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

export const exportSchema = z.object({
  id: z.uuid(),
  groupId: z.uuid(),
  groupName: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  mode: z.enum(['post', 'offline']),
  status: z.enum(EXPORT_STATUSES),
  stages: z.array(z.object({ stage: z.enum(ACCOUNTING_EXPORT_STAGES), status: z.enum(STAGE_STATUSES), done: z.int(), total: z.int() })),
  /** What stopped it; a missing mapping names the category. */
  error: z.object({ message: z.string(), category: z.enum(POSTING_CATEGORIES).nullable() }).nullable(),
  entries: z.object({ posted: z.int(), adjustments: z.int(), unchanged: z.int(), documents: z.int() }),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type AccountingExport = z.infer<typeof exportSchema>;
export const exportListSchema = z.object({ items: z.array(exportSchema) });
export const exportListQuerySchema = z.object({ groupId: z.uuid('Choose a store group').optional() });
export const exportFileQuerySchema = z.object({ format: z.enum(['csv', 'iif']).default('csv') });

/**
 * The mapping a journal line posts to: a service category's own service revenue account when it has one, else
 * the category's account.
 */
export function mappingFor<M extends { category: string; serviceCategoryId: string | null }>(
  mappings: readonly M[],
  line: { category: string; serviceCategory?: { id: string } },
): M | undefined {
  const own =
    line.serviceCategory && mappings.find((m) => m.category === line.category && m.serviceCategoryId === line.serviceCategory!.id);
  return own || mappings.find((m) => m.category === line.category && m.serviceCategoryId === null);
}
