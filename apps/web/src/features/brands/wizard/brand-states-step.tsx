import { US_STATES, brandStatesSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { US_STATE_OPTIONS } from '../../../components/wizard/address-fields.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

function Fields({ form }: { form: StepForm<typeof brandStatesSchema> }) {
  const { t } = useTranslation('brands');
  return (
    <FieldGrid>
      <FormSelectField
        control={form.control}
        name="operatingStates"
        label={t('operatingStates')}
        required
        multiple
        options={US_STATE_OPTIONS}
        helperText={t('operatingStatesHelp')}
        className="wide"
      />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof brandStatesSchema> }) {
  const { t } = useTranslation('brands');
  const names = (values.operatingStates ?? []).map((code) => US_STATES.find(([c]) => c === code)?.[1] ?? code);
  return <ReviewList items={[[t('operatingStates'), names.join(', ')]]} />;
}

export const brandStatesStep = defineStep({ key: 'states', schema: brandStatesSchema, Fields, Review });
