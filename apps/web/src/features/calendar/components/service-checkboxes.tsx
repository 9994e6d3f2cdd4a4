import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup, { type FormGroupProps } from '@mui/material/FormGroup';
import { formatMoney } from '@salon/shared';
import { useTranslation } from 'react-i18next';

/** The store's services as checkboxes ("Cut · 30 min · $25.00"), for booking and adding services. */
export function ServiceCheckboxes({
  services,
  selected,
  onChange,
  ...rest
}: Omit<FormGroupProps, 'onChange'> & {
  services: readonly { id: string; name: string; durationMinutes: number; priceCents: number }[];
  selected: readonly string[];
  onChange: (update: (ids: string[]) => string[]) => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <FormGroup {...rest}>
      {services.map((s) => (
        <FormControlLabel
          key={s.id}
          control={
            <Checkbox
              size="small"
              checked={selected.includes(s.id)}
              onChange={(e) => onChange((ids) => (e.target.checked ? [...ids, s.id] : ids.filter((id) => id !== s.id)))}
            />
          }
          label={`${s.name} · ${t('duration', { minutes: s.durationMinutes })} · ${formatMoney(s.priceCents)}`}
        />
      ))}
    </FormGroup>
  );
}
