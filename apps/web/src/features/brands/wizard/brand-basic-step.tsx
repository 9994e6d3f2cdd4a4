import { brandBasicDetailsSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

function Fields({ form }: { form: StepForm<typeof brandBasicDetailsSchema> }) {
  const { t } = useTranslation('brands');
  const { control } = form;
  return (
    <FieldGrid>
      <FormTextField control={control} name="name" label={t('name')} required maxLength={80} className="wide" />
      <FormTextField control={control} name="contactFirstName" label={t('contactFirstName')} required maxLength={50} />
      <FormTextField control={control} name="contactLastName" label={t('contactLastName')} required maxLength={50} />
      <FormTextField control={control} name="email" label={t('email')} required type="email" maxLength={64} />
      <FormTextField control={control} name="website" label={t('website')} type="url" maxLength={200} helperText={t('websiteHelp')} />
      <FormTextField control={control} name="countryCode" label={t('countryCode')} maxLength={4} />
      <FormTextField control={control} name="phoneNumber" label={t('phoneNumber')} required type="tel" maxLength={20} />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof brandBasicDetailsSchema> }) {
  const { t } = useTranslation('brands');
  return (
    <ReviewList
      items={[
        [t('name'), values.name],
        [t('contact'), `${values.contactFirstName} ${values.contactLastName}`.trim()],
        [t('email'), values.email],
        [t('phoneNumber'), `${values.countryCode ?? ''} ${values.phoneNumber}`.trim()],
        [t('website'), values.website ?? ''],
      ]}
    />
  );
}

export const brandBasicStep = defineStep({ key: 'basicDetails', schema: brandBasicDetailsSchema, Fields, Review });
