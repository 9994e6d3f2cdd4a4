import { DEFAULT_IMAGE_NAMES } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { productImagesStepSchema } from '../product-wizard-slice.ts';

function Fields({ form }: { form: StepForm<typeof productImagesStepSchema> }) {
  const { t } = useTranslation('products');
  return (
    <FieldGrid>
      {DEFAULT_IMAGE_NAMES.map((name, index) => (
        <UploadField key={name} control={form.control} name={name} label={t('imageN', { n: index + 1 })} entity="product" kind="image" />
      ))}
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof productImagesStepSchema> }) {
  const { t } = useTranslation('products');
  return (
    <ReviewList
      items={DEFAULT_IMAGE_NAMES.map((name, index) => [t('imageN', { n: index + 1 }), values[name] ? t('attached') : ''] as const)}
    />
  );
}

export const productImagesStep = defineStep({ key: 'images', schema: productImagesStepSchema, Fields, Review });
