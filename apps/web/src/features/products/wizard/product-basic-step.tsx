import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormMoneyField } from '../../../components/form/form-money-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { productBasicStepSchema } from '../product-wizard-slice.ts';

function Fields({ form }: { form: StepForm<typeof productBasicStepSchema> }) {
  const { t } = useTranslation('products');
  const { control } = form;
  return (
    <FieldGrid>
      <FormTextField control={control} name="name" label={t('name')} required maxLength={100} />
      <FormMoneyField control={control} name="priceCents" label={t('price')} required helperText={t('priceHelp')} />
      <FormTextField
        control={control}
        name="description"
        label={t('description')}
        multiline
        minRows={3}
        maxLength={2000}
        className="wide"
      />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof productBasicStepSchema> }) {
  const { t } = useTranslation('products');
  return (
    <ReviewList
      items={[
        [t('name'), values.name],
        [t('price'), values.priceCents ? `$${values.priceCents}` : ''],
        [t('description'), (values.description ?? '').trim()],
      ]}
    />
  );
}

export const productBasicStep = defineStep({ key: 'basicDetails', schema: productBasicStepSchema, Fields, Review });
