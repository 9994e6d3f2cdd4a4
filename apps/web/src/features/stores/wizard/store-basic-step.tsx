import { storeBasicDetailsSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { AddressFields, formatAddress } from '../../../components/wizard/address-fields.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { useBrandOptions } from '../../brands/use-brand-options.ts';

function Fields({ form }: { form: StepForm<typeof storeBasicDetailsSchema> }) {
  const { t } = useTranslation('stores');
  const brands = useBrandOptions();
  const { control } = form;
  return (
    <FieldGrid>
      <FormTextField control={control} name="name" label={t('name')} required maxLength={100} />
      <FormSelectField control={control} name="brandId" label={t('brand')} required options={brands} />
      <FormTextField control={control} name="phoneNumber" label={t('phoneNumber')} required type="tel" maxLength={20} />
      <FormTextField control={control} name="email" label={t('email')} required type="email" maxLength={64} />
      <FieldSection title={t('address')}>
        <AddressFields control={control} prefix="address" />
      </FieldSection>
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof storeBasicDetailsSchema> }) {
  const { t } = useTranslation('stores');
  const brands = useBrandOptions();
  return (
    <ReviewList
      items={[
        [t('name'), values.name],
        [t('brand'), brands.find((b) => b.value === values.brandId)?.label ?? ''],
        [t('phoneNumber'), values.phoneNumber],
        [t('email'), values.email],
        [t('address'), formatAddress(values.address)],
      ]}
    />
  );
}

export const storeBasicStep = defineStep({ key: 'basicDetails', schema: storeBasicDetailsSchema, Fields, Review });
