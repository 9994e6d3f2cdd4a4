import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A list filter: a select of `options` (the first one usually "all"), as wide as `width` from the small breakpoint. */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  onChange,
  width,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  width: number;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? options[0].value)}
      sx={{ width: { xs: '100%', sm: width } }}
      // An "all" option with the empty value still shows its label (MUI hides an empty selection otherwise).
      slotProps={
        options.some((option) => option.value === '') ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined
      }
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
