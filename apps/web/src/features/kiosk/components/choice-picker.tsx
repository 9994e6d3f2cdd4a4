import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { KioskOption } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const NONE = '__none__';

/** One of the store's drinks or music choices, as big touch targets; "No, thanks" is null. */
export function ChoicePicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly KioskOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('kiosk');
  const id = useId();
  return (
    <div>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        aria-labelledby={id}
        value={value ?? NONE}
        onChange={(_event, next: string | null) => {
          if (next !== null) onChange(next === NONE ? null : next);
        }}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 2, px: 2.5, py: 1.25 },
        }}
      >
        {options.map((o) => (
          <ToggleButton key={o.value} value={o.value} color="primary">
            {o.label}
          </ToggleButton>
        ))}
        <ToggleButton value={NONE}>{t('noThanks')}</ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
}
