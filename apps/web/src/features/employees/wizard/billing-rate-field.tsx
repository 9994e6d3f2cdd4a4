import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { employeeWorkDetailsSchema } from '@salon/shared';
import { type KeyboardEvent, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { z } from 'zod';

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Digits and one decimal point: the only money input that needs a '.' (spec section 5 blocks '+' and the rest). */
function blockNonMoneyKey(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey) return;
  if (!/[\d.]/.test(event.key)) event.preventDefault();
}

/** Dollars per hour typed, whole cents stored (billingRateCents). */
export function BillingRateField({
  control,
  label,
  disabled,
}: {
  control: Control<z.input<typeof employeeWorkDetailsSchema>>;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name="billingRateCents"
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          disabled={disabled}
          cents={field.value ?? null}
          onCents={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function MoneyInput({
  label,
  disabled,
  cents,
  onCents,
  error,
}: {
  label: string;
  disabled?: boolean;
  cents: number | null;
  onCents: (value: number | null) => void;
  error?: string;
}) {
  const [text, setText] = useState(cents === null ? '' : (cents / 100).toFixed(2));
  return (
    <TextField
      label={label}
      value={text}
      disabled={disabled}
      onKeyDown={blockNonMoneyKey}
      onChange={(event) => {
        const next = event.target.value.replace(/[^\d.]/g, '');
        setText(next);
        const match = /^(\d{0,5})(?:\.(\d{0,2}))?$/.exec(next);
        if (next === '') onCents(null);
        else if (match) onCents(Number(match[1] || 0) * 100 + Number((match[2] ?? '').padEnd(2, '0')));
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 8 },
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          endAdornment: <InputAdornment position="end">/h</InputAdornment>,
        },
      }}
    />
  );
}
