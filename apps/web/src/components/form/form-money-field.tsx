import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type FormMoneyFieldProps<T extends FieldValues, U extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'defaultValue' | 'value' | 'type'
> & {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
};

/** Digits and one decimal point; '+', '-', 'e' and letters are blocked (spec section 5). */
export function blockNonMoneyKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  const input = event.target instanceof HTMLInputElement ? event.target.value : '';
  if (!/[\d.]/.test(event.key) || (event.key === '.' && input.includes('.'))) event.preventDefault();
}

/** A dollar amount typed as text ("12.50"); the step's schema parses it to cents with parseMoney. */
export function FormMoneyField<T extends FieldValues, U extends FieldValues = T>({
  control,
  name,
  helperText,
  ...rest
}: FormMoneyFieldProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value.replace(/[^\d.]/g, ''))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          onKeyDown={blockNonMoneyKey}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 12 },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      )}
    />
  );
}
