import { DEFAULT_IMAGE_NAMES, storeImagesSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

type Values = z.input<typeof storeImagesSchema>;

function Fields({ form }: { form: StepForm<typeof storeImagesSchema> }) {
  const { t } = useTranslation('stores');
  return (
    <FieldGrid>
      <UploadField control={form.control} name="storeProfileImageId" label={t('storeProfileImage')} entity="store" kind="image" />
      {DEFAULT_IMAGE_NAMES.map((name, index) => (
        <UploadField key={name} control={form.control} name={name} label={t('imageN', { n: index + 1 })} entity="store" kind="image" />
      ))}
    </FieldGrid>
  );
}

function Review({ values }: { values: Values }) {
  const { t } = useTranslation('stores');
  const attached = (id: string | null | undefined) => (id ? t('attached') : '');
  return (
    <ReviewList
      items={[
        [t('storeProfileImage'), attached(values.storeProfileImageId)],
        ...DEFAULT_IMAGE_NAMES.map((name, index) => [t('imageN', { n: index + 1 }), attached(values[name])] as const),
      ]}
    />
  );
}

export const storeImagesStep = defineStep({ key: 'images', schema: storeImagesSchema, Fields, Review });
