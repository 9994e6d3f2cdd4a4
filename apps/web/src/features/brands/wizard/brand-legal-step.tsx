import { BUSINESS_TYPES, brandLegalSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { US_STATE_OPTIONS } from '../../../components/wizard/address-fields.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

type LegalForm = StepForm<typeof brandLegalSchema>;

/** The business's legal record (name, type, EIN, state, registration) inside a FieldGrid; shared with the salon setup wizard. */
export function BrandLegalFields({ form }: { form: LegalForm }) {
  const { t } = useTranslation('brands');
  const { control } = form;
  return (
    <>
      <FormTextField control={control} name="legalName" label={t('legalName')} required maxLength={120} className="wide" />
      <FormSelectField control={control} name="businessType" label={t('businessType')} required options={BUSINESS_TYPES} />
      <FormTextField control={control} name="taxId" label={t('taxId')} required maxLength={10} helperText={t('taxIdHelp')} />
      <FormSelectField control={control} name="incorporationState" label={t('incorporationState')} required options={US_STATE_OPTIONS} />
      <FormTextField control={control} name="registrationNumber" label={t('registrationNumber')} maxLength={30} />
    </>
  );
}

function Fields({ form }: { form: LegalForm }) {
  return (
    <FieldGrid>
      <BrandLegalFields form={form} />
    </FieldGrid>
  );
}

/** What the review shows of the legal record. */
export function useBrandLegalReview(values: z.input<typeof brandLegalSchema>): [string, string][] {
  const { t } = useTranslation('brands');
  return [
    [t('legalName'), values.legalName ?? ''],
    [t('businessType'), BUSINESS_TYPES.find((type) => type.value === values.businessType)?.label ?? ''],
    [t('taxId'), values.taxId ?? ''],
    [t('incorporationState'), values.incorporationState ?? ''],
    [t('registrationNumber'), values.registrationNumber ?? ''],
  ];
}

function Review({ values }: { values: z.input<typeof brandLegalSchema> }) {
  return <ReviewList items={useBrandLegalReview(values)} />;
}

export const brandLegalStep = defineStep({ key: 'legal', schema: brandLegalSchema, Fields, Review });
