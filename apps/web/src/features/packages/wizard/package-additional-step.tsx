import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { packageAdditionalStepSchema } from '../package-wizard-slice.ts';

function Fields({ form }: { form: StepForm<typeof packageAdditionalStepSchema> }) {
  const { t } = useTranslation('packages');
  return (
    <FieldGrid>
      <FormNumberField
        control={form.control}
        name="validityDays"
        label={t('validityDays')}
        required
        maxLength={4}
        helperText={t('validityHelp')}
      />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof packageAdditionalStepSchema> }) {
  const { t } = useTranslation('packages');
  return <ReviewList items={[[t('validityDays'), values.validityDays ? t('days', { count: Number(values.validityDays) }) : '']]} />;
}

export const packageAdditionalStep = defineStep({ key: 'additionalDetails', schema: packageAdditionalStepSchema, Fields, Review });
