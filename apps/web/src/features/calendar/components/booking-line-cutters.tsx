import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CalendarResource } from '../calendar.api.ts';
import { cutterOptions } from './cutter-swatch.tsx';

/** The cutter picked for each service line by id ('' or absent: the appointment's cutter). */
export type LineCutters = Record<string, string>;

/** The booking's lineCutterIds (null: the appointment's cutter), or nothing when every line is the appointment's cutter's. */
export function lineCutterIds(serviceIds: readonly string[], picked: LineCutters, cutterId: string): { lineCutterIds?: (string | null)[] } {
  const ids = serviceIds.map((id) => (picked[id] && picked[id] !== cutterId ? picked[id] : null));
  return ids.some(Boolean) ? { lineCutterIds: ids } : {};
}

/**
 * Who does each service (issue 20): with two or more services the desk may give a line another cutter
 * ("Same cutter" by default); the lines run one after the other, so colour with one cutter and the cut
 * with another are one visit. Online customers keep one cutter.
 */
export function BookingLineCutters({
  services,
  serviceIds,
  picked,
  onChange,
  resources,
  errors,
}: {
  services: readonly { id: string; name: string }[] | undefined;
  serviceIds: readonly string[];
  picked: LineCutters;
  onChange: (next: LineCutters) => void;
  resources: readonly CalendarResource[];
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('calendar');
  if (serviceIds.length < 2) return null;
  const nameOf = (id: string) => services?.find((s) => s.id === id)?.name ?? '';
  return (
    <FormControl component="fieldset" error={Boolean(errors.lineCutterIds)}>
      <FormLabel component="legend">{t('lineCutters')}</FormLabel>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {serviceIds.map((id) => (
          <TextField
            key={id}
            select
            size="small"
            label={t('lineCutter', { service: nameOf(id) })}
            value={picked[id] ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => onChange({ ...picked, [id]: e.target.value })}
          >
            <MenuItem value="">{t('sameCutter')}</MenuItem>
            {cutterOptions(resources)}
          </TextField>
        ))}
      </Box>
      <FormHelperText>{errors.lineCutterIds ?? t('lineCuttersHelp')}</FormHelperText>
    </FormControl>
  );
}
