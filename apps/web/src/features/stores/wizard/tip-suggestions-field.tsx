import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { storePaymentsInfoSchema } from '@salon/shared';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

const TIP_CHOICES = [10, 15, 18, 20, 22, 25] as const;

/** Up to four tip percentages offered at checkout. */
export function TipSuggestionsField({ control }: { control: Control<z.input<typeof storePaymentsInfoSchema>> }) {
  const { t } = useTranslation('stores');
  return (
    <Controller
      control={control}
      name="tipSuggestions"
      render={({ field, fieldState }) => {
        const selected: number[] = Array.isArray(field.value) ? field.value : [];
        return (
          <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend style={{ padding: 0, fontWeight: 600 }}>{t('tipSuggestions')}</legend>
            {TIP_CHOICES.map((tip) => (
              <FormControlLabel
                key={tip}
                label={`${tip}%`}
                control={
                  <Checkbox
                    checked={selected.includes(tip)}
                    onChange={(_, checked) =>
                      field.onChange(checked ? [...selected, tip].sort((a, b) => a - b) : selected.filter((value) => value !== tip))
                    }
                  />
                }
              />
            ))}
            <FormHelperText error={Boolean(fieldState.error)}>{fieldState.error?.message ?? t('tipSuggestionsHelp')}</FormHelperText>
          </fieldset>
        );
      }}
    />
  );
}
