import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { KPI_DEFINITIONS, type KpiFigures } from '@salon/shared';
import type { LABELS_EN } from '@salon/shared/i18n/labels';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { DashboardControls, useDashboardRange } from './dashboard-controls.tsx';
import { useKpiSummaryQuery } from './dashboards.api.ts';
import { FigureCard, FigureGrid } from './figure-card.tsx';
import { formatCents, formatRate } from './kpi-format.ts';
import { CutterTable, PaymentsTable, SalesChart } from './kpi-sections.tsx';

type Kind = 'money' | 'rate' | 'count';
type Key = Extract<keyof KpiFigures, keyof (typeof LABELS_EN)['kpi']>;
const SALES: [Key, Kind][] = [
  ['netSalesCents', 'money'],
  ['servicesCents', 'money'],
  ['productsCents', 'money'],
  ['packagesCents', 'money'],
  ['tickets', 'count'],
  ['averageTicketCents', 'money'],
  ['retailPerServiceTicketCents', 'money'],
  ['retailAttachmentBasisPoints', 'rate'],
  ['discountCents', 'money'],
  ['taxCents', 'money'],
  ['tipCents', 'money'],
  ['refundsCents', 'money'],
  ['giftCardSalesCents', 'money'],
];
const VISITS: [Key, Kind][] = [
  ['utilisationBasisPoints', 'rate'],
  ['noShowRateBasisPoints', 'rate'],
  ['clientsServed', 'count'],
  ['newClients', 'count'],
  ['returningClients', 'count'],
  ['prebookRateBasisPoints', 'rate'],
  ['retention90BasisPoints', 'rate'],
];

/** /admin/dashboards/kpi-summary: a store or all of the person's stores, a range of local days, the previous period. */
export function KpiSummaryPage() {
  return (
    <AccessGuard flags={['kpi_summary', 'kpi_summary_all_stores']}>
      <KpiSummaryScreen />
    </AccessGuard>
  );
}

/** The sales figures whose rows the drill-down lists (each invoice's share adds up to them). */
const DRILLABLE = new Set<Key>([
  'netSalesCents',
  'servicesCents',
  'productsCents',
  'packagesCents',
  'tickets',
  'discountCents',
  'taxCents',
  'tipCents',
  'giftCardSalesCents',
]);

function KpiSummaryScreen() {
  const { t } = useTranslation('kpi');
  const r = useDashboardRange('kpi');
  const summary = useKpiSummaryQuery(r.query, { skip: r.skip });
  const data = summary.data;
  const currency = data?.currency ?? 'USD';

  const value = (figures: KpiFigures, key: keyof KpiFigures, kind: Kind) => {
    const v = figures[key] as number | null;
    if (kind === 'money') return formatCents(v, currency);
    if (kind === 'rate') return formatRate(v);
    return String(v);
  };

  const cards = (list: [Key, Kind][]) =>
    data ? (
      <FigureGrid>
        {list.map(([key, kind]) => (
          <FigureCard
            key={key}
            testId={`kpi-${key}`}
            label={t(key)}
            value={value(data.current, key, kind)}
            previous={value(data.previous, key, kind)}
            lastYear={
              data.lastYear
                ? {
                    shown: value(data.lastYear, key, kind),
                    raw: data.lastYear[key] as number | null,
                    current: data.current[key] as number | null,
                  }
                : null
            }
            definition={key in KPI_DEFINITIONS ? KPI_DEFINITIONS[key as keyof typeof KPI_DEFINITIONS] : undefined}
            link={
              DRILLABLE.has(key)
                ? { to: r.linkTo('/admin/dashboards/kpi-summary/sales'), text: t('showRows'), label: t('showRowsOf', { figure: t(key) }) }
                : undefined
            }
          />
        ))}
      </FigureGrid>
    ) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h1">{t('title')}</Typography>
      <DashboardControls range={r} />
      {summary.error ? <Alert severity="error">{errorMessage(summary.error)}</Alert> : null}
      {summary.isFetching && !data ? <CircularProgress aria-label={t('title')} /> : null}
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('comparedWith', { from: data.previousFrom, to: data.previousTo })} ·{' '}
            {t('lastYearDates', { from: data.lastYearFrom, to: data.lastYearTo })} ·{' '}
            {t('dayNote', { zones: [...new Set(data.stores.map((s) => s.timezone))].join(', ') })}
          </Typography>
          {data.currency === null && data.stores.length > 0 ? <Alert severity="warning">{t('mixedCurrency')}</Alert> : null}
          <Typography variant="h2">{t('sales')}</Typography>
          {cards(SALES)}
          <SalesChart daily={data.daily} currency={currency} />
          <Typography variant="h2">{t('visits')}</Typography>
          {cards(VISITS)}
          <PaymentsTable figures={data.current} previous={data.previous} currency={currency} />
          <CutterTable cutters={data.cutters} currency={currency} />
        </>
      ) : null}
    </Box>
  );
}
