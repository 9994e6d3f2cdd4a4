// Wire types of the KPI summary dashboard (/admin/dashboards/kpi-summary) and the definitions shown
// next to each figure.
import { z } from 'zod';
import { CHECKOUT_TENDERS } from '../checkout/invoice-status.ts';

const isoDate = z.iso.date('Enter a date as YYYY-MM-DD');
/** A dashboard range is at most 366 days (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;

/** A dashboard's store and dates; absent storeId means every store the person may see (needs the all-stores flag). */
export const dashboardRangeFields = {
  storeId: z.uuid('Choose a store').optional(),
  from: isoDate,
  to: isoDate,
};

/** Refuses a range that ends before it starts or is longer than MAX_RANGE_DAYS. */
export function checkRange(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date' });
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A range is at most ${MAX_RANGE_DAYS} days` });
}

export const kpiSummaryQuerySchema = z.object(dashboardRangeFields).superRefine(checkRange);
export type KpiSummaryQuery = z.infer<typeof kpiSummaryQuerySchema>;

const cents = z.int();
const rate = z.int().nullable();

export const kpiFiguresSchema = z.object({
  servicesCents: cents,
  productsCents: cents,
  packagesCents: cents,
  netSalesCents: cents,
  giftCardSalesCents: cents,
  discountCents: cents,
  taxCents: cents,
  tipCents: cents,
  refundsCents: cents,
  tickets: z.int(),
  serviceTickets: z.int(),
  averageTicketCents: cents.nullable(),
  retailPerServiceTicketCents: cents.nullable(),
  retailAttachmentBasisPoints: rate,
  paymentsByTender: z.record(z.enum(CHECKOUT_TENDERS), cents),
  booked: z.int(),
  served: z.int(),
  noShows: z.int(),
  cancelled: z.int(),
  noShowRateBasisPoints: rate,
  bookedMinutes: z.int(),
  shiftMinutes: z.int(),
  utilisationBasisPoints: rate,
  clientsServed: z.int(),
  newClients: z.int(),
  returningClients: z.int(),
  prebooked: z.int(),
  prebookRateBasisPoints: rate,
  retained90: z.int(),
  eligible90: z.int(),
  retention90BasisPoints: rate,
});
export type KpiFigures = z.infer<typeof kpiFiguresSchema>;

export const kpiCutterSchema = z.object({
  cutterId: z.uuid(),
  name: z.string(),
  netSalesCents: cents,
  servicesCents: cents,
  productsCents: cents,
  tipCents: cents,
  tickets: z.int(),
  served: z.int(),
  bookedMinutes: z.int(),
  shiftMinutes: z.int(),
  utilisationBasisPoints: rate,
});
export type KpiCutter = z.infer<typeof kpiCutterSchema>;

export const kpiSummarySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  previousFrom: z.iso.date(),
  previousTo: z.iso.date(),
  lastYearFrom: z.iso.date(),
  lastYearTo: z.iso.date(),
  stores: z.array(z.object({ id: z.uuid(), name: z.string(), timezone: z.string(), currency: z.string() })),
  /** The currency of the figures; null when the stores use different ones (figures then add unlike money). */
  currency: z.string().nullable(),
  current: kpiFiguresSchema,
  previous: kpiFiguresSchema,
  /** The same dates a year earlier; null when nothing was sold, paid, refunded, booked or scheduled then (no data, not zeros). */
  lastYear: kpiFiguresSchema.nullable(),
  cutters: z.array(kpiCutterSchema),
  /** Net sales and tickets per local day of the range (for the chart and its data table). */
  daily: z.array(z.object({ date: z.iso.date(), netSalesCents: cents, tickets: z.int() })),
});
export type KpiSummary = z.infer<typeof kpiSummarySchema>;

export const kpiStoreOptionsSchema = z.object({
  stores: z.array(z.object({ id: z.uuid(), name: z.string(), timezone: z.string() })),
  /** Whether the person may choose "All stores". */
  allStores: z.boolean(),
});
export type KpiStoreOptions = z.infer<typeof kpiStoreOptionsSchema>;

/** The words shown next to each figure: what it counts and whose published definition it follows. */
export const KPI_DEFINITIONS = {
  netSalesCents: 'Services, products and packages sold on completed sales, after discounts; excludes tax, tips and gift cards sold.',
  giftCardSalesCents: 'Gift cards sold: money held for later visits, not a sale until redeemed.',
  discountCents: 'Promo code discounts given on completed sales.',
  taxCents: 'Sales tax collected on completed sales.',
  tipCents: 'Tips on completed sales (never taxed or discounted).',
  refundsCents: 'Money returned by refunds that succeeded in the range, tax and tips included (Square Sales Summary).',
  tickets: 'Completed sales with at least one service, product or package.',
  averageTicketCents: 'Net sales ÷ tickets.',
  retailPerServiceTicketCents: 'Product net sales ÷ tickets with a service.',
  retailAttachmentBasisPoints: 'Tickets with a service that also sold a product ÷ tickets with a service (Zenoti Retail %).',
  utilisationBasisPoints: 'Booked service minutes ÷ published shift minutes; cancelled and no-shows excluded (Square).',
  noShowRateBasisPoints: 'No-shows ÷ (visits served + no-shows).',
  newClients: 'Clients served with no visit in the 12 months before (Square); returning clients had one.',
  prebookRateBasisPoints: 'Clients served who left with a future appointment made within 24 hours of the visit (Mangomint, Phorest).',
  retention90BasisPoints:
    'Clients whose first visit in the range was followed by another within 90 days; only visits at least 90 days old count (Boulevard revisit %).',
} as const;

/** The admin home (/admin/dashboard): today at one store, each part only for those whose flags open it (null otherwise). */
export const todayQuerySchema = z.object({ storeId: z.uuid('Choose a store') });
export const todaySchema = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  timezone: z.string(),
  date: z.iso.date(),
  appointments: z.array(z.object({ status: z.string(), count: z.int() })).nullable(),
  revenue: z.object({ netSalesCents: z.int(), tipCents: z.int(), taxCents: z.int(), tickets: z.int(), currency: z.string() }).nullable(),
  onShift: z.array(z.object({ employeeId: z.uuid(), name: z.string(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() })).nullable(),
  lowStock: z.array(z.object({ productId: z.uuid(), name: z.string(), quantity: z.int(), threshold: z.int() })).nullable(),
});
export type Today = z.infer<typeof todaySchema>;
export const TODAY_FLAGS = {
  appointments: ['view_appointment_details', 'see_appointment_statuses', 'create_appointment'],
  revenue: ['kpi_summary', 'kpi_summary_all_stores'],
  onShift: ['view_store_shifts', 'add_store_shifts', 'edit_store_shifts', 'publish_store_shifts'],
  lowStock: ['view_inventory', 'search_inventory'],
} as const;
