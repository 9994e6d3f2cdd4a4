import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';

export type SeriesScopeValue = 'one' | 'following';

/** A standing appointment's change: this occurrence only, or this and all following (issue 20). */
export function SeriesScope({ value, onChange }: { value: SeriesScopeValue; onChange: (v: SeriesScopeValue) => void }) {
  const { t } = useTranslation('calendar');
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('applyTo')}</FormLabel>
      <RadioGroup value={value} onChange={(e) => onChange(e.target.value as SeriesScopeValue)}>
        <FormControlLabel value="one" control={<Radio size="small" />} label={t('thisOnly')} />
        <FormControlLabel value="following" control={<Radio size="small" />} label={t('thisAndFollowing')} />
      </RadioGroup>
    </FormControl>
  );
}
