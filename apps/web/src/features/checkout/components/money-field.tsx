import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { blockNonMoneyKey } from '../../../components/form/form-money-field.tsx';

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A dollar amount typed as text ("12.50"): digits and one point only; parsed with parseMoney by the caller. */
export function MoneyField({ value, onChange, slotProps, ...rest }: MoneyFieldProps) {
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
      onKeyDown={blockNonMoneyKey}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(slotProps?.htmlInput as object) },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
