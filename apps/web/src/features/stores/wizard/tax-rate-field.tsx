import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { basisPointsToPercent, percentToBasisPoints, type storePaymentsInfoSchema } from '@salon/shared';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * Sales tax as a person says it, a percentage ("8.25"), kept as the basis points the store stores (825).
 * What cannot be read stays in the field with a message instead of being dropped.
 */
export function TaxRateField({ control }: { control: Control<z.input<typeof storePaymentsInfoSchema>> }) {
  const { t } = useTranslation('stores');
  return (
    <Controller
      control={control}
      name="taxRateBasisPoints"
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
  const [text, setText] = useState(typeof field.value === 'number' ? basisPointsToPercent(field.value) : '');
  const unreadable = text.trim() !== '' && percentToBasisPoints(text) === null;
  return (
    <TextField
      name={field.name}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const basisPoints = percentToBasisPoints(event.target.value);
        field.onChange(event.target.value.trim() === '' ? 0 : (basisPoints ?? Number.NaN));
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
