import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import { SALON_TERMS_VERSION, pastExpiryMessage, setupLegalSchema } from '@salon/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { BrandLegalFields, useBrandLegalReview } from '../../brands/wizard/brand-legal-step.tsx';
import { LicenceFields } from '../../stores/wizard/store-legal-step.tsx';

type LegalForm = StepForm<typeof setupLegalSchema>;

/** Accepting the platform's terms of this version (the version is sent and kept with the salon). */
function TermsField({ form }: { form: LegalForm }) {
  const { t } = useTranslation('salonSetup');
  return (
    <Controller
      control={form.control}
      name="termsAccepted"
      render={({ field, fieldState }) => (
        <Box className="wide">
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  form.setValue('termsVersion', SALON_TERMS_VERSION);
                }}
                slotProps={{ input: { 'aria-invalid': fieldState.error ? true : undefined } }}
              />
            }
            label={t('acceptTerms', { version: SALON_TERMS_VERSION })}
          />
          {fieldState.error ? (
            <FormHelperText error role="alert">
              {fieldState.error.message}
            </FormHelperText>
          ) : null}
        </Box>
      )}
    />
  );
}

function Fields({ form }: { form: LegalForm }) {
  const { t } = useTranslation('salonSetup');
  return (
    <FieldGrid>
      <BrandLegalFields form={form as unknown as Parameters<typeof BrandLegalFields>[0]['form']} />
      <LicenceFields
        form={form as unknown as Parameters<typeof LicenceFields>[0]['form']}
        labels={{ number: t('licenseNo'), expiry: t('licenseExpiry') }}
      />
      <TermsField form={form} />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof setupLegalSchema> }) {
  const { t } = useTranslation('salonSetup');
  return (
    <ReviewList
      items={[
        ...useBrandLegalReview(values),
        [t('licenseNo'), values.licenseNo ?? ''],
        [t('licenseExpiry'), values.dateOfExpiry ?? ''],
        [t('terms'), values.termsAccepted === true ? t('termsAccepted', { version: values.termsVersion }) : ''],
      ]}
    />
  );
}

export const legalStep = defineStep({
  key: 'legal',
  schema: setupLegalSchema,
  Fields,
  Review,
  // The licence must not have expired on the store's calendar (its zone is on the address step); the server checks again.
  check: (values, { steps }): Record<string, string> => {
    const timezone = steps.store?.timezone;
    const message = typeof timezone === 'string' ? pastExpiryMessage(values.dateOfExpiry, timezone) : null;
    return message ? { dateOfExpiry: message } : {};
  },
});
