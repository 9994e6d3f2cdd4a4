// The booking popup's "Repeat" part (standing appointments, issue 20): every N weeks for a number of times
// or until a date, and the occurrences the server checked, each with its conflict in plain words.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatStoreDateTime,
  MAX_STANDING_EVERY_WEEKS,
  MAX_STANDING_OCCURRENCES,
  MIN_STANDING_OCCURRENCES,
  type SeriesMarker,
  type StandingPreviewResult,
} from '@salon/shared';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface RepeatSettings {
  on: boolean;
  everyWeeks: number;
  ends: 'count' | 'until';
  count: string;
  until: string;
}
export const NO_REPEAT: RepeatSettings = { on: false, everyWeeks: 1, ends: 'count', count: '6', until: '' };

/** The end of the rule for the wire, or the field error to show. */
export function repeatEnd(
  r: RepeatSettings,
  t: TFunction<'calendar'>,
): { count: number } | { until: string } | { error: Record<string, string> } {
  if (r.ends === 'until') return r.until ? { until: r.until } : { error: { until: t('until') } };
  const count = Number(r.count);
  if (!Number.isInteger(count) || count < MIN_STANDING_OCCURRENCES || count > MAX_STANDING_OCCURRENCES)
    return { error: { count: t('occurrenceCountHelp') } };
  return { count };
}

/** "Every 3 weeks · 2 of 6". */
export function repeatText(t: TFunction<'calendar'>, marker: SeriesMarker) {
  return t('repeatMarker', { every: t('everyWeeks', { count: marker.everyWeeks }), position: marker.position, total: marker.total });
}

export function RepeatControls({
  value,
  onChange,
  errors,
}: {
  value: RepeatSettings;
  onChange: (next: RepeatSettings) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('calendar');
  const endsId = useId();
  const set = (patch: Partial<RepeatSettings>) => onChange({ ...value, ...patch });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FormControlLabel control={<Checkbox checked={value.on} onChange={(e) => set({ on: e.target.checked })} />} label={t('repeat')} />
      {value.on ? (
        <>
          <TextField
            select
            size="small"
            label={t('repeatEvery')}
            value={value.everyWeeks}
            onChange={(e) => set({ everyWeeks: Number(e.target.value) })}
          >
            {Array.from({ length: MAX_STANDING_EVERY_WEEKS }, (_, i) => i + 1).map((n) => (
              <MenuItem key={n} value={n}>
                {t('weeks', { count: n })}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 156px' }, alignItems: 'center' }}>
            <RadioGroup
              aria-labelledby={endsId}
              value={value.ends}
              onChange={(e) => set({ ends: e.target.value as RepeatSettings['ends'] })}
            >
              <Typography id={endsId} variant="body2" color="text.secondary">
                {t('repeatEnds')}
              </Typography>
              <FormControlLabel value="count" control={<Radio size="small" />} label={t('endsAfter')} />
              <FormControlLabel value="until" control={<Radio size="small" />} label={t('endsOn')} />
            </RadioGroup>
            {value.ends === 'count' ? (
              <TextField
                size="small"
                type="number"
                label={t('occurrenceCount')}
                value={value.count}
                onChange={(e) => set({ count: e.target.value })}
                error={Boolean(errors.count)}
                helperText={errors.count ?? t('occurrenceCountHelp')}
                slotProps={{ htmlInput: { min: MIN_STANDING_OCCURRENCES, max: MAX_STANDING_OCCURRENCES } }}
              />
            ) : (
              <TextField
                size="small"
                type="date"
                label={t('until')}
                value={value.until}
                onChange={(e) => set({ until: e.target.value })}
                error={Boolean(errors.until)}
                helperText={errors.until}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

/** Each occurrence with its date and time on the store's clock: free, or skipped with why. */
export function OccurrenceList({ preview }: { preview: StandingPreviewResult }) {
  const { t, i18n } = useTranslation('calendar');
  const headingId = useId();
  const free = preview.occurrences.filter((o) => o.bookable).length;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('occurrencesHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('seriesChecked', { free, total: preview.occurrences.length })}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5, maxHeight: 260, overflowY: 'auto' }}>
        {preview.occurrences.map((o) => (
          <Typography component="li" variant="body2" key={o.index} data-date={o.date} data-bookable={o.bookable}>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {formatStoreDateTime(preview.timezone, o.start, { locale: i18n.language, zone: false })}
            </Box>
            {' — '}
            <Box component="span" sx={{ color: o.bookable ? 'success.dark' : 'error.dark' }}>
              {o.bookable ? t('occurrenceFree') : t('occurrenceSkipped', { reason: o.conflict ?? '' })}
            </Box>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
