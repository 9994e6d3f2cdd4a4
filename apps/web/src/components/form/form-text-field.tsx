import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { blockNonDigitKey } from '@salon/shared';
import type { KeyboardEvent } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, U extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'defaultValue' | 'value'
> & {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  /** Digits only: '+', 'e', '.', letters are blocked as they are typed (spec section 5). */
  numeric?: boolean;
  maxLength?: number;
  /** An emptied input sets null (optional dates and codes whose schema refuses ''). */
  emptyAsNull?: boolean;
};

function blockNonDigits(event: KeyboardEvent<HTMLDivElement>): void {
  if (blockNonDigitKey(event)) event.preventDefault();
}

/** A text field bound to a react-hook-form field; shows the schema's message under the input. */
export function FormTextField<T extends FieldValues, U extends FieldValues = T>({
  control,
  name,
  numeric = false,
  maxLength,
  emptyAsNull = false,
  helperText,
  slotProps,
  ...rest
}: FormTextFieldProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={emptyAsNull ? (event) => field.onChange(event.target.value === '' ? null : event.target.value) : field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          onKeyDown={numeric ? blockNonDigits : rest.onKeyDown}
          slotProps={{
            ...slotProps,
            htmlInput: {
              maxLength,
              ...(numeric ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}),
            },
          }}
        />
      )}
    />
  );
}
