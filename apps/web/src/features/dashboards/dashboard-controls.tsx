import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DATE_PRESETS,
  type DashboardName,
  type DashboardRangeQuery,
  type DatePreset,
  instantToWallClock,
  presetRange,
} from '@salon/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDashboardStoresQuery } from './dashboards.api.ts';

const ALL = 'all';
const CONTROL = { flex: '1 1 180px', maxWidth: { sm: 260 } };
type Preset = DatePreset | 'custom';

/**
 * A dashboard's store and dates, kept in the address (?store=&preset=&from=&to=) so a drill-down link and the
 * way back keep them. Defaults: "All stores" when allowed (else the first store), the last 30 local days.
 */
export function useDashboardRange(dashboard: DashboardName) {
  const options = useDashboardStoresQuery(dashboard);
  const [params, setParams] = useSearchParams();
  const store = params.get('store') ?? '';
  const zone = options.data?.stores.find((s) => s.id === store)?.timezone ?? options.data?.stores[0]?.timezone ?? 'UTC';
  const today = instantToWallClock(zone, new Date()).date;
  const preset = (params.get('preset') ?? 'last30') as Preset;
  const fallback = presetRange(preset === 'custom' ? 'last30' : preset, today);
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (!options.data || store) return;
    update({ store: options.data.allStores ? ALL : (options.data.stores[0]?.id ?? '') });
  });

  const badRange = range.to < range.from;
  const query: DashboardRangeQuery = { storeId: store === ALL ? undefined : store, ...range };
  return {
    options: options.data,
    optionsError: options.error,
    store,
    preset,
    range,
    badRange,
    query,
    /** Skip the figures' call until a store is chosen and the dates make sense. */
    skip: !store || badRange,
    setStore: (value: string) => update({ store: value }),
    setPreset: (value: Preset) => update(value === 'custom' ? { preset: value } : { preset: value, ...presetRange(value, today) }),
    setDate: (key: 'from' | 'to', value: string) => update({ preset: 'custom', [key]: value }),
    /** The address of a drill-down page with the same store and dates. */
    linkTo: (path: string, extra: Record<string, string> = {}) => `${path}?${new URLSearchParams({ store, preset, ...range, ...extra })}`,
  };
}

export type DashboardRange = ReturnType<typeof useDashboardRange>;

/** The store picker (with "All my stores" when allowed), the preset and the two dates. */
export function DashboardControls({ range: r }: { range: DashboardRange }) {
  const { t } = useTranslation('kpi');
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {r.options ? (
        <TextField select size="small" label={t('store')} value={r.store} onChange={(e) => r.setStore(e.target.value)} sx={CONTROL}>
          {r.options.allStores ? <MenuItem value={ALL}>{t('allStores')}</MenuItem> : null}
          {r.options.stores.map((s) => (
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
        value={r.preset}
        onChange={(e) => r.setPreset(e.target.value as Preset)}
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
        value={r.range.from}
        onChange={(e) => r.setDate('from', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={CONTROL}
      />
      <TextField
        size="small"
        type="date"
        label={t('to')}
        value={r.range.to}
        error={r.badRange}
        helperText={r.badRange ? t('invalidRange') : undefined}
        onChange={(e) => r.setDate('to', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={CONTROL}
      />
    </Box>
  );
}
