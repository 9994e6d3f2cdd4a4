// Wire types of the customer dashboard (/admin/dashboards/customer-dashboard), the customer retention
// dashboard (/admin/dashboards/customer-retention-dashboard) and the drill-downs from a figure to its rows.
import { z } from 'zod';
import { CUSTOMER_SEGMENTS } from './customer-kpis.ts';
import { checkRange, dashboardRangeFields, kpiSummaryQuerySchema } from './kpi.schemas.ts';

/** Store (or every store in scope) and a range of local days, as on the KPI summary. */
export const dashboardRangeQuerySchema = kpiSummaryQuerySchema;
export type DashboardRangeQuery = z.infer<typeof dashboardRangeQuerySchema>;

export const DASHBOARDS = ['kpi', 'customers', 'retention'] as const;
export type DashboardName = (typeof DASHBOARDS)[number];
/** The flag that opens each dashboard for one store, and the one for all the person's stores. */
export const DASHBOARD_FLAGS: Record<DashboardName, readonly [string, string]> = {
  kpi: ['kpi_summary', 'kpi_summary_all_stores'],
  customers: ['customer_dashboard', 'customer_dashboard_all_stores'],
  retention: ['customer_retention_dashboard', 'customer_retention_dashboard_all_stores'],
};
export const dashboardStoresParamsSchema = z.object({ dashboard: z.enum(DASHBOARDS, 'Choose a dashboard') });

const rate = z.int().nullable();
const storeSchema = z.object({ id: z.uuid(), name: z.string(), timezone: z.string(), currency: z.string() });
const periodFields = {
  from: z.iso.date(),
  to: z.iso.date(),
  previousFrom: z.iso.date(),
  previousTo: z.iso.date(),
  lastYearFrom: z.iso.date(),
  lastYearTo: z.iso.date(),
  stores: z.array(storeSchema),
};

export const customerFiguresSchema = z.object({
  clientsServed: z.int(),
  newClients: z.int(),
  returningClients: z.int(),
  clientVisits: z.int(),
  visitsPerClientHundredths: z.int().nullable(),
  averageVisitIntervalDays: z.int().nullable(),
  lapsedClients: z.int(),
  prebooked: z.int(),
  returningRateBasisPoints: rate,
  prebookRateBasisPoints: rate,
});
export type CustomerFigures = z.infer<typeof customerFiguresSchema>;

export const customerDashboardSchema = z.object({
  ...periodFields,
  current: customerFiguresSchema,
  previous: customerFiguresSchema,
  /** Null when the same dates a year earlier hold no visit at these stores (no data, not zeros). */
  lastYear: customerFiguresSchema.nullable(),
  cutters: z.array(
    z.object({ cutterId: z.uuid(), name: z.string(), clientsServed: z.int(), newClients: z.int(), returningClients: z.int() }),
  ),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;

const revisitPointSchema = z.object({ days: z.int(), retained: z.int(), eligible: z.int(), rateBasisPoints: rate });
export const retentionFiguresSchema = z.object({
  clientsServed: z.int(),
  returningRateBasisPoints: rate,
  prebooked: z.int(),
  prebookRateBasisPoints: rate,
  lapsedClients: z.int(),
  curve: z.array(revisitPointSchema),
});
export type RetentionFigures = z.infer<typeof retentionFiguresSchema>;

export const retentionDashboardSchema = z.object({
  ...periodFields,
  /** Revisits are judged as of this instant: a visit younger than N days is not counted at N days. */
  asOf: z.iso.datetime(),
  current: retentionFiguresSchema,
  previous: retentionFiguresSchema,
  lastYear: retentionFiguresSchema.nullable(),
  cutters: z.array(
    z.object({
      cutterId: z.uuid(),
      name: z.string(),
      clientsServed: z.int(),
      prebookRateBasisPoints: rate,
      retained90: z.int(),
      eligible90: z.int(),
      retention90BasisPoints: rate,
    }),
  ),
});
export type RetentionDashboard = z.infer<typeof retentionDashboardSchema>;

export const DASHBOARD_DEFINITIONS = {
  clientsServed: 'Distinct clients with a visit served in the range; guests without a customer record are not counted.',
  newClients: 'Clients served with no visit in the 12 months before their first visit in the range (Square).',
  returningClients: 'Clients served who had a visit in the 12 months before (Square).',
  visitsPerClientHundredths: 'Visits served to clients ÷ clients served.',
  averageVisitIntervalDays: "Days since the client's previous visit (within a year), averaged over the range's visits.",
  lapsedClients: 'At the end of the range: last visit 90 days to a year ago and nothing booked since (Kitomba).',
  returningRateBasisPoints: 'Returning clients ÷ clients served (Square client retention).',
  prebookRateBasisPoints: 'Clients who left with a future appointment made within 24 hours of the visit (Mangomint, Phorest).',
  curve:
    'Clients whose first visit in the range was followed by another within N days; only visits at least N days old count (Boulevard revisit %).',
} as const;

/** Drill-down from a client figure to the clients it counted. */
export const customerListQuerySchema = z
  .object({
    ...dashboardRangeFields,
    /** Whose flags open the list: the customer dashboard's or the retention dashboard's. */
    dashboard: z.enum(['customers', 'retention'], 'Choose a dashboard'),
    segment: z.enum(CUSTOMER_SEGMENTS, 'Choose a figure'),
  })
  .superRefine(checkRange);
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export const customerListSchema = z.object({
  segment: z.enum(CUSTOMER_SEGMENTS),
  count: z.int(),
  customers: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), lastVisit: z.iso.date().nullable() })),
});
export type CustomerList = z.infer<typeof customerListSchema>;

/** Drill-down from the KPI summary's sales figures to the completed sales behind them. */
export const kpiInvoiceRowSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  storeName: z.string(),
  /** The local day the sale was paid, on its store's clock. */
  date: z.iso.date(),
  customerName: z.string().nullable(),
  status: z.string(),
  netSalesCents: z.int(),
  giftCardSalesCents: z.int(),
  discountCents: z.int(),
  taxCents: z.int(),
  tipCents: z.int(),
  /** Counted as a ticket (has a service, product or package line). */
  ticket: z.boolean(),
});
export const kpiInvoicesSchema = z.object({
  /** The currency of the money; null when the stores use different ones. */
  currency: z.string().nullable(),
  invoices: z.array(kpiInvoiceRowSchema),
  totals: z.object({
    netSalesCents: z.int(),
    giftCardSalesCents: z.int(),
    discountCents: z.int(),
    taxCents: z.int(),
    tipCents: z.int(),
    tickets: z.int(),
  }),
});
export type KpiInvoices = z.infer<typeof kpiInvoicesSchema>;
