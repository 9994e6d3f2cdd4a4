import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DATE_PRESETS, type DatePreset, instantToWallClock, KPI_DEFINITIONS, type KpiFigures, presetRange } from '@salon/shared';
import type { LABELS_EN } from '@salon/shared/i18n/labels';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useKpiStoresQuery, useKpiSummaryQuery } from './dashboards.api.ts';
import { formatCents, formatRate } from './kpi-format.ts';
import { CutterTable, PaymentsTable, SalesChart } from './kpi-sections.tsx';

const ALL = 'all';
const CONTROL = { flex: '1 1 180px', maxWidth: { sm: 260 } };
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

function KpiSummaryScreen() {
  const { t } = useTranslation('kpi');
  const options = useKpiStoresQuery();
  const [store, setStore] = useState<string>('');
  const [preset, setPreset] = useState<DatePreset | 'custom'>('last30');
  const zone = options.data?.stores.find((s) => s.id === store)?.timezone ?? options.data?.stores[0]?.timezone ?? 'UTC';
  const today = instantToWallClock(zone, new Date()).date;
  const [range, setRange] = useState(() => presetRange('last30', today));

  useEffect(() => {
    if (!options.data || store) return;
    setStore(options.data.allStores ? ALL : (options.data.stores[0]?.id ?? ''));
  }, [options.data, store]);

  const choosePreset = (value: DatePreset | 'custom') => {
    setPreset(value);
    if (value !== 'custom') setRange(presetRange(value, today));
  };
  const badRange = range.to < range.from;
  const summary = useKpiSummaryQuery({ storeId: store === ALL ? undefined : store, ...range }, { skip: !store || badRange });
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
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))' }}>
        {list.map(([key, kind]) => (
          <Paper key={key} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5, alignContent: 'start' }} data-testid={`kpi-${key}`}>
            <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
              {t(key)}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`kpi-${key}-value`}>
              {value(data.current, key, kind)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('previous', { value: value(data.previous, key, kind) })}
            </Typography>
            {key in KPI_DEFINITIONS ? (
              <Typography variant="caption" color="text.secondary">
                {KPI_DEFINITIONS[key as keyof typeof KPI_DEFINITIONS]}
              </Typography>
            ) : null}
          </Paper>
        ))}
      </Box>
    ) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h1">{t('title')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {options.data ? (
          <TextField select size="small" label={t('store')} value={store} onChange={(e) => setStore(e.target.value)} sx={CONTROL}>
            {options.data.allStores ? <MenuItem value={ALL}>{t('allStores')}</MenuItem> : null}
            {options.data.stores.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          select
          size="small"
          label={t('range')}
          value={preset}
          onChange={(e) => choosePreset(e.target.value as DatePreset | 'custom')}
          sx={CONTROL}
        >
          {[...DATE_PRESETS, 'custom' as const].map((p) => (
            <MenuItem key={p} value={p}>
              {t(`preset.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('from')}
          value={range.from}
          onChange={(e) => {
            setPreset('custom');
            setRange({ ...range, from: e.target.value });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={CONTROL}
        />
        <TextField
          size="small"
          type="date"
          label={t('to')}
          value={range.to}
          error={badRange}
          helperText={badRange ? t('invalidRange') : undefined}
          onChange={(e) => {
            setPreset('custom');
            setRange({ ...range, to: e.target.value });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={CONTROL}
        />
      </Box>
      {summary.error ? <Alert severity="error">{errorMessage(summary.error)}</Alert> : null}
      {summary.isFetching && !data ? <CircularProgress aria-label={t('title')} /> : null}
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('comparedWith', { from: data.previousFrom, to: data.previousTo })} ·{' '}
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
