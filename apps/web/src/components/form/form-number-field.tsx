import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { blockNonDigitKey } from '@salon/shared';
import type { KeyboardEvent } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type FormNumberFieldProps<T extends FieldValues, U extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'defaultValue' | 'value' | 'type'
> & {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  maxLength?: number;
};

function blockNonDigits(event: KeyboardEvent<HTMLDivElement>): void {
  if (blockNonDigitKey(event)) event.preventDefault();
}

/**
 * A whole-number field bound to a numeric form value (null when empty): '+', 'e', '.', '-' and
 * letters are blocked as they are typed (spec section 5).
 */
export function FormNumberField<T extends FieldValues, U extends FieldValues = T>({
  control,
  name,
  maxLength = 9,
  helperText,
  ...rest
}: FormNumberFieldProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            field.onChange(digits === '' ? null : Number(digits));
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          onKeyDown={blockNonDigits}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { maxLength, inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
      )}
    />
  );
}
