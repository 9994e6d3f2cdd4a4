import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { blockNonDigitKey } from '@salon/shared';
import type { KeyboardEvent } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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

/** From this share of the limit on, the field shows how many characters it holds. */
const COUNTER_FROM = 0.8;

/**
 * A text field bound to a react-hook-form field; shows the schema's message under the input. A text field with a
 * limit never cuts what is typed or pasted: near the limit it counts the characters, past it it says so (the
 * schema refuses it too). Digit-only fields (codes, PINs) keep the browser's hard limit.
 */
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
  const { t } = useTranslation('common');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const length = typeof field.value === 'string' ? field.value.length : 0;
        const over = !numeric && maxLength !== undefined && length > maxLength;
        const counted = !numeric && maxLength !== undefined && length >= maxLength * COUNTER_FROM;
        const message = over ? t('tooLong', { max: maxLength, count: length }) : (fieldState.error?.message ?? helperText);
        return (
          <TextField
            {...rest}
            name={field.name}
            value={field.value ?? ''}
            onChange={emptyAsNull ? (event) => field.onChange(event.target.value === '' ? null : event.target.value) : field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error) || over}
            helperText={
              counted ? (
                <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                  <span>{message}</span>
                  <span>{t('characterCount', { count: length, max: maxLength })}</span>
                </Box>
              ) : (
                message
              )
            }
            onKeyDown={numeric ? blockNonDigits : rest.onKeyDown}
            slotProps={{
              ...slotProps,
              htmlInput: numeric ? { maxLength, inputMode: 'numeric', pattern: '[0-9]*' } : {},
            }}
          />
        );
      }}
    />
  );
}
