import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { BRAND_THEMES, brandAppearanceSchema } from '@salon/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UploadField, type UploadTarget } from '../../../components/upload/upload-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

type Theme = (typeof BRAND_THEMES)[number];
/** What each built-in theme looks like, for the swatch beside its name. */
const SWATCH: Record<Theme, [string, string]> = {
  dark: ['#121212', '#90caf9'],
  grey: ['#9e9e9e', '#424242'],
  darkGrey: ['#424242', '#e0e0e0'],
  whiteGrey: ['#ffffff', '#757575'],
  custom: ['#1976d2', '#ff9800'],
};

function ThemeLabel({ theme, label }: { theme: Theme; label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 0.5, overflow: 'hidden' }}
      >
        {SWATCH[theme].map((color) => (
          <Box key={color} component="span" sx={{ width: 14, height: 14, bgcolor: color }} />
        ))}
      </Box>
      {label}
    </Box>
  );
}

function ColorField({
  form,
  name,
  label,
}: {
  form: StepForm<typeof brandAppearanceSchema>;
  name: 'colors.primary' | 'colors.secondary';
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={label}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || undefined)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? '#1a2b3c'}
            slotProps={{ htmlInput: { maxLength: 7 } }}
            sx={{ flexGrow: 1 }}
          />
          <Box
            component="input"
            type="color"
            aria-label={`${label} picker`}
            value={/^#[0-9a-f]{6}$/i.test(field.value ?? '') ? field.value : '#000000'}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
            sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent' }}
          />
        </Box>
      )}
    />
  );
}

type LookForm = StepForm<typeof brandAppearanceSchema>;

/** The theme (built-in or the brand's own two colors) and the logo, inside a FieldGrid; shared with the salon setup wizard. */
export function BrandLookFields({ form, logoTarget }: { form: LookForm; logoTarget?: UploadTarget }) {
  const { t } = useTranslation('brands');
  const theme = useWatch({ control: form.control, name: 'theme' });
  return (
    <>
      <Controller
        control={form.control}
        name="theme"
        render={({ field, fieldState }) => (
          <Box component="fieldset" className="wide" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Box component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
              {t('theme')}
            </Box>
            <RadioGroup row value={field.value ?? ''} onChange={(_, value) => field.onChange(value)} name={field.name}>
              {BRAND_THEMES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={<ThemeLabel theme={value} label={t(`theme.${value}`)} />}
                />
              ))}
            </RadioGroup>
            {fieldState.error ? <Box sx={{ color: 'error.main', fontSize: 12 }}>{fieldState.error.message}</Box> : null}
          </Box>
        )}
      />
      {theme === 'custom' ? (
        <>
          <ColorField form={form} name="colors.primary" label={t('primaryColor')} />
          <ColorField form={form} name="colors.secondary" label={t('secondaryColor')} />
        </>
      ) : null}
      <div className="wide">
        <UploadField control={form.control} name="logoFileId" label={t('logo')} entity="brand" kind="image" target={logoTarget} />
      </div>
    </>
  );
}

function Fields({ form }: { form: LookForm }) {
  return (
    <FieldGrid>
      <BrandLookFields form={form} />
    </FieldGrid>
  );
}

/** What the review shows of a brand's look. */
export function useBrandLookReview(values: z.input<typeof brandAppearanceSchema>): [string, string][] {
  const { t } = useTranslation('brands');
  return [
    [t('theme'), values.theme ? t(`theme.${values.theme}`) : ''],
    ...(values.theme === 'custom'
      ? ([
          [t('primaryColor'), values.colors?.primary ?? ''],
          [t('secondaryColor'), values.colors?.secondary ?? ''],
        ] as [string, string][])
      : []),
    [t('logo'), values.logoFileId ? t('uploaded') : ''],
  ];
}

function Review({ values }: { values: z.input<typeof brandAppearanceSchema> }) {
  return <ReviewList items={useBrandLookReview(values)} />;
}

export const brandAppearanceStep = defineStep({ key: 'appearance', schema: brandAppearanceSchema, Fields, Review });
