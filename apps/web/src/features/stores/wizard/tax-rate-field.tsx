import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { milliPercentToPercent, percentToMilliPercent, type storePaymentsInfoSchema } from '@salon/shared';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * Sales tax as a person says it, a percentage with up to three decimals ("8.875"), kept as the milli-percent the store
 * stores (8875).
 * What cannot be read stays in the field with a message instead of being dropped.
 */
export function TaxRateField({ control }: { control: Control<z.input<typeof storePaymentsInfoSchema>> }) {
  const { t } = useTranslation('stores');
  return (
    <Controller
      control={control}
      name="taxRateMilliPercent"
      render={({ field, fieldState }) => (
        <Input
          field={field}
          serverError={fieldState.error?.message}
          label={t('taxRate')}
          help={t('taxRateHelp')}
          bad={t('taxRateInvalid')}
        />
      )}
    />
  );
}

function Input({
  field,
  serverError,
  label,
  help,
  bad,
}: {
  field: { value?: number | null; onChange: (value: number | null) => void; onBlur: () => void; name: string };
  serverError?: string;
  label: string;
  help: string;
  bad: string;
}) {
  const [text, setText] = useState(typeof field.value === 'number' ? milliPercentToPercent(field.value) : '');
  const unreadable = text.trim() !== '' && percentToMilliPercent(text) === null;
  return (
    <TextField
      name={field.name}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const milliPercent = percentToMilliPercent(event.target.value);
        field.onChange(event.target.value.trim() === '' ? 0 : (milliPercent ?? Number.NaN));
      }}
      onBlur={field.onBlur}
      error={unreadable || Boolean(serverError)}
      helperText={unreadable ? bad : (serverError ?? help)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}
