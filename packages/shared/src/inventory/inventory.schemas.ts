// Inventory calls (docs/catalog-api.md): stock per store and product, movements, back-bar usage.
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import { text } from '../validation/text.ts';

/** Why a stock quantity changed; 'sale' is written by checkout (issue 7). */
export const STOCK_MOVEMENT_KINDS = ['receipt', 'adjustment', 'back_bar', 'back_bar_undo', 'sale'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const BACK_BAR_USAGE_STATUSES = ['deducted', 'undone'] as const;
export type BackBarUsageStatus = (typeof BACK_BAR_USAGE_STATUSES)[number];

/** Upper bound of any one quantity, threshold or unit cost: far above a store's shelf, far below int overflow. */
export const MAX_STOCK_QUANTITY = 1_000_000;
export const MAX_UNIT_COST_CENTS = 100_000_000;
export const STOCK_NOTE_MAX = 500;
/** How many movements Inventory/GetById carries; the full history is Inventory/Movements. */
export const RECENT_MOVEMENTS = 10;

const wholeNumber = (label: string) => z.int(`${label} must be a whole number`);

export const stockNoteSchema = text('Note must be text')
  .trim()
  .max(STOCK_NOTE_MAX, `Note must be at most ${STOCK_NOTE_MAX} characters`)
  .transform((v) => v || null);

/** POST Inventory/AddStock/{id}: a receipt of a positive quantity at a unit cost. */
export const addStockSchema = z.object({
  quantity: wholeNumber('Quantity')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_STOCK_QUANTITY, `Quantity must be at most ${MAX_STOCK_QUANTITY}`),
  unitCostCents: wholeNumber('Unit cost').min(0, 'Unit cost cannot be negative').max(MAX_UNIT_COST_CENTS, 'Unit cost is too large'),
  note: stockNoteSchema.nullish().transform((v) => v ?? null),
});
export type AddStockInput = z.input<typeof addStockSchema>;

/** POST Inventory/EditQuantity/{id}: the counted quantity and why it differs. */
export const editQuantitySchema = z.object({
  quantity: wholeNumber('Quantity')
    .min(0, 'Quantity cannot be negative')
    .max(MAX_STOCK_QUANTITY, `Quantity must be at most ${MAX_STOCK_QUANTITY}`),
  reason: text('Reason is required')
    .trim()
    .min(1, 'Reason is required')
    .max(STOCK_NOTE_MAX, `Reason must be at most ${STOCK_NOTE_MAX} characters`),
});
export type EditQuantityInput = z.input<typeof editQuantitySchema>;

/** PUT Inventory/EditThreshold/{id}: below this quantity the store's managers are alerted. */
export const editThresholdSchema = z.object({
  threshold: wholeNumber('Threshold')
    .min(0, 'Threshold cannot be negative')
    .max(MAX_STOCK_QUANTITY, `Threshold must be at most ${MAX_STOCK_QUANTITY}`),
});
export type EditThresholdInput = z.input<typeof editThresholdSchema>;

export const INVENTORY_SORTS = [
  'productName',
  '-productName',
  'storeName',
  '-storeName',
  'quantity',
  '-quantity',
  'updatedAt',
  '-updatedAt',
] as const;

/** POST Inventory/Search: search matches product name or SKU; managers see only their stores. */
export const inventorySearchSchema = listQuerySchema.extend({
  sort: z.enum(INVENTORY_SORTS, { error: 'Sort by productName, storeName, quantity or updatedAt' }).optional(),
  filters: z
    .object({
      storeId: z.uuid('Store must be a valid id').optional(),
      belowThreshold: z.boolean('Below threshold must be true or false').optional(),
      category: text('Category must be text').trim().min(1, 'Category is required').max(100).optional(),
    })
    .strict()
    .optional(),
});
export type InventorySearch = z.input<typeof inventorySearchSchema>;

export const stockItemSummarySchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  /** The store's IANA zone: movement times are shown on the store's clock. */
  storeTimezone: z.string(),
  productId: z.uuid(),
  productName: z.string(),
  sku: z.string().nullable(),
  category: z.string().nullable(),
  quantity: z.int(),
  threshold: z.int(),
  belowThreshold: z.boolean(),
  updatedAt: z.string(),
});
export type StockItemSummary = z.infer<typeof stockItemSummarySchema>;
export const inventorySearchResultSchema = listResultSchema(stockItemSummarySchema);
export type InventorySearchResult = z.infer<typeof inventorySearchResultSchema>;

export const stockMovementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantityDelta: z.int(),
  resultingQuantity: z.int(),
  unitCostCents: z.int().nullable(),
  note: z.string().nullable(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  assumedById: z.uuid().nullable(),
  backBarUsageId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** GET Inventory/GetById/{id}: the stock item, its store's setting and the latest movements. */
export const stockItemSchema = stockItemSummarySchema.extend({
  allowNegativeStock: z.boolean(),
  recentMovements: z.array(stockMovementSchema),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** POST Inventory/Movements/{id}: newest first (the detail page's table and chart). */
export const stockMovementsQuerySchema = z.object({
  page: listQuerySchema.shape.page,
  pageSize: listQuerySchema.shape.pageSize,
  filters: z
    .object({
      kind: z.enum(STOCK_MOVEMENT_KINDS, { error: `Kind is one of ${STOCK_MOVEMENT_KINDS.join(', ')}` }).optional(),
      from: z.iso.datetime({ offset: true, error: 'From must be a date and time' }).optional(),
      to: z.iso.datetime({ offset: true, error: 'To must be a date and time' }).optional(),
    })
    .strict()
    .optional(),
});
export type StockMovementsQuery = z.input<typeof stockMovementsQuerySchema>;
export const stockMovementsResultSchema = listResultSchema(stockMovementSchema);
export type StockMovementsResult = z.infer<typeof stockMovementsResultSchema>;

/** GET/PUT Inventory/Settings/{storeId}: whether the store lets stock go below zero. */
export const inventorySettingsInputSchema = z.object({
  allowNegativeStock: z.boolean('Allow negative stock must be true or false'),
});
export const inventorySettingsSchema = inventorySettingsInputSchema.extend({ storeId: z.uuid() });
export type InventorySettings = z.infer<typeof inventorySettingsSchema>;

/** POST Inventory/BackBar/Search: newest first; managers see only their stores. */
export const backBarSearchSchema = z.object({
  page: listQuerySchema.shape.page,
  pageSize: listQuerySchema.shape.pageSize,
  filters: z
    .object({
      storeId: z.uuid('Store must be a valid id').optional(),
      appointmentId: z.uuid('Appointment must be a valid id').optional(),
      status: z.enum(BACK_BAR_USAGE_STATUSES, { error: 'Status is deducted or undone' }).optional(),
    })
    .strict()
    .optional(),
});
export type BackBarSearch = z.input<typeof backBarSearchSchema>;

export const backBarUsageSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  serviceId: z.uuid(),
  serviceName: z.string().nullable(),
  appointmentId: z.uuid(),
  status: z.enum(BACK_BAR_USAGE_STATUSES),
  deductedBy: z.uuid().nullable(),
  deductedByName: z.string().nullable(),
  undoneBy: z.uuid().nullable(),
  undoneAt: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(z.object({ stockItemId: z.uuid(), productId: z.uuid(), productName: z.string(), quantity: z.int() })),
});
export type BackBarUsage = z.infer<typeof backBarUsageSchema>;
export const backBarSearchResultSchema = listResultSchema(backBarUsageSchema);
export type BackBarSearchResult = z.infer<typeof backBarSearchResultSchema>;

/** POST Inventory/BackBar/Undo/{usageId}. */
export const backBarUndoParamsSchema = z.object({ usageId: z.uuid('Usage must be a valid id') });
/** GET/PUT Inventory/Settings/{storeId}. */
export const inventoryStoreParamsSchema = z.object({ storeId: z.uuid('Store must be a valid id') });
