import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** A checkbox (or switch) bound to a boolean react-hook-form field, labelled. */
export function FormCheckbox<T extends FieldValues, U extends FieldValues = T>({
  control,
  name,
  label,
  variant = 'checkbox',
}: {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  variant?: 'checkbox' | 'switch';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const input = {
          checked: Boolean(field.value),
          onChange: (_: unknown, checked: boolean) => field.onChange(checked),
          name: field.name,
        };
        return (
          <div>
            <FormControlLabel control={variant === 'switch' ? <Switch {...input} /> : <Checkbox {...input} />} label={label} />
            {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
          </div>
        );
      }}
    />
  );
}

/** Several options as checkboxes, bound to a string-array field. */
export function FormCheckboxGroup<T extends FieldValues, U extends FieldValues = T>({
  control,
  name,
  legend,
  options,
}: {
  control: Control<T, unknown, U>;
  name: Path<T>;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected: string[] = Array.isArray(field.value) ? field.value.map(String) : [];
        return (
          <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600 }}>{legend}</legend>
            <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
              {options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      checked={selected.includes(option.value)}
                      onChange={(_, checked) =>
                        field.onChange(checked ? [...selected, option.value] : selected.filter((value) => value !== option.value))
                      }
                    />
                  }
                />
              ))}
            </div>
            {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
          </fieldset>
        );
      }}
    />
  );
}
