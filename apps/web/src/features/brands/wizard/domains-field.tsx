import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { MAX_BRAND_DOMAINS, type brandOtherSchema } from '@salon/shared';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The brand's domains as chips: type one and press Enter (or comma). Messages of single domains show below. */
export function DomainsField({ control }: { control: Control<z.input<typeof brandOtherSchema>> }) {
  const { t } = useTranslation('brands');
  return (
    <Controller
      control={control}
      name="domains"
      render={({ field, fieldState }) => {
        const itemErrors = Array.isArray(fieldState.error) ? fieldState.error : [];
        const message =
          fieldState.error?.message ??
          fieldState.error?.root?.message ??
          itemErrors.map((error, index) => (error?.message ? `${field.value?.[index]}: ${error.message}` : null)).find(Boolean) ??
          undefined;
        return (
          <Autocomplete
            className="wide"
            multiple
            freeSolo
            options={[]}
            value={field.value ?? []}
            onChange={(_event, next) => field.onChange(next.map((domain) => String(domain).trim().toLowerCase()).filter(Boolean))}
            onBlur={field.onBlur}
            renderValue={(value, getItemProps) =>
              value.map((domain, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={domain} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('domains')}
                required
                error={Boolean(message)}
                helperText={message ?? t('domainsHelp', { max: MAX_BRAND_DOMAINS })}
              />
            )}
          />
        );
      }}
    />
  );
}
