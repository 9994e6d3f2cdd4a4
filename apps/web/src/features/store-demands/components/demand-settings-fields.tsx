import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DemandSettings } from '@salon/shared';
import { useTranslation } from 'react-i18next';

const FIELDS = [
  ['targetUtilisationPercent', 'targetUtilisation'],
  ['weeklyLimitHours', 'weeklyLimit'],
  ['forecastWeeks', 'forecastWeeks'],
  ['minPerOpenHour', 'minPerHour'],
] as const;

/** The store's demand settings: target utilisation, weekly hours limit, forecast history and minimum per hour. */
export function DemandSettingsFields({ settings, onChange }: { settings: DemandSettings; onChange: (next: DemandSettings) => void }) {
  const { t } = useTranslation('storeDemand');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('settings')}
      </Typography>
      {FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          label={t(label)}
          type="number"
          size="small"
          value={settings[key]}
          onChange={(e) => onChange({ ...settings, [key]: Math.trunc(Number(e.target.value) || 0) })}
          sx={{ width: 190 }}
        />
      ))}
    </Box>
  );
}
