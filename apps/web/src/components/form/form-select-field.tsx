import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues, U extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'defaultValue' | 'value' | 'select'
> & {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** Several values: the field holds a string array, shown as a comma-separated list. */
  multiple?: boolean;
  /** Sent as null when nothing is chosen (single select only). */
  emptyAsNull?: boolean;
};

/** A select bound to a react-hook-form field; the schema's message shows under it. */
export function FormSelectField<T extends FieldValues, U extends FieldValues = T>({
  control,
  name,
  options,
  multiple = false,
  emptyAsNull = false,
  helperText,
  slotProps,
  ...rest
}: FormSelectFieldProps<T, U>) {
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          select
          name={field.name}
          value={multiple ? (Array.isArray(field.value) ? field.value : []) : (field.value ?? '')}
          onChange={(event) => {
            const value: unknown = event.target.value;
            if (multiple) field.onChange(typeof value === 'string' ? value.split(',') : value);
            else field.onChange(value === '' && emptyAsNull ? null : value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            ...slotProps,
            select: {
              ...(typeof slotProps?.select === 'object' ? slotProps.select : {}),
              multiple,
              ...(multiple
                ? { renderValue: (selected: unknown) => (Array.isArray(selected) ? selected.map(String).map(labelOf).join(', ') : '') }
                : {}),
            },
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {multiple ? (
                <>
                  <Checkbox size="small" checked={Array.isArray(field.value) && field.value.includes(option.value)} tabIndex={-1} />
                  <ListItemText primary={option.label} />
                </>
              ) : (
                option.label
              )}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
