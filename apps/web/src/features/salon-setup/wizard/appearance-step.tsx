import { THEMES, setupAppearanceSchema } from '@salon/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppSelector } from '../../../app/hooks.ts';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

function Fields({ form }: { form: StepForm<typeof setupAppearanceSchema> }) {
  const { t } = useTranslation('salonSetup');
  const { t: tc } = useTranslation('common');
  const { control } = form;
  const business = useAppSelector((root) => root.salonWizard.steps.basicDetails.businessName);
  // The brand is usually the business's name: offered, and left alone once typed.
  useEffect(() => {
    if (business && !form.getValues('brandName')) form.setValue('brandName', business, { shouldDirty: true });
  }, [form, business]);
  const themes = THEMES.map((value) => ({ value, label: tc(`themes.${value}`) }));
  return (
    <FieldGrid>
      <FormTextField control={control} name="brandName" label={t('brandName')} required maxLength={80} />
      <FormTextField control={control} name="domain" label={t('domain')} required maxLength={100} helperText={t('domainHelp')} />
      <FormSelectField control={control} name="theme" label={t('theme')} required options={themes} />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof setupAppearanceSchema> }) {
  const { t } = useTranslation('salonSetup');
  const { t: tc } = useTranslation('common');
  return (
    <ReviewList
      items={[
        [t('brandName'), values.brandName],
        [t('domain'), values.domain],
        [t('theme'), values.theme ? tc(`themes.${values.theme}`) : ''],
      ]}
    />
  );
}

export const appearanceStep = defineStep({ key: 'appearance', schema: setupAppearanceSchema, Fields, Review });
