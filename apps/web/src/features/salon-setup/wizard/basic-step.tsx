import { setupBasicDetailsSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

function Fields({ form }: { form: StepForm<typeof setupBasicDetailsSchema> }) {
  const { t } = useTranslation('salonSetup');
  const { control } = form;
  return (
    <FieldGrid>
      <FormTextField control={control} name="businessName" label={t('businessName')} required maxLength={80} className="wide" />
      <FormTextField
        control={control}
        name="ownerFirstName"
        label={t('ownerFirstName')}
        required
        maxLength={50}
        autoComplete="given-name"
      />
      <FormTextField control={control} name="ownerLastName" label={t('ownerLastName')} required maxLength={50} autoComplete="family-name" />
      <FormTextField
        control={control}
        name="ownerEmail"
        label={t('ownerEmail')}
        required
        type="email"
        maxLength={64}
        autoComplete="email"
        helperText={t('ownerEmailHelp')}
      />
      <PasswordField
        control={control}
        name="password"
        label={t('password')}
        required
        autoComplete="new-password"
        helperText={t('passwordHelp')}
      />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof setupBasicDetailsSchema> }) {
  const { t } = useTranslation('salonSetup');
  return (
    <ReviewList
      items={[
        [t('businessName'), values.businessName],
        [t('owner'), `${values.ownerFirstName} ${values.ownerLastName}`.trim()],
        [t('ownerEmail'), values.ownerEmail],
      ]}
    />
  );
}

export const basicStep = defineStep({ key: 'basicDetails', schema: setupBasicDetailsSchema, Fields, Review });
