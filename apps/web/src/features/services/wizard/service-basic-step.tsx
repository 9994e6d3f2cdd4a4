import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormMoneyField } from '../../../components/form/form-money-field.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useConfigGroupsQuery } from '../../../components/wizard/config-groups.api.ts';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { labelOf } from '../../catalog/use-store-options.ts';
import { serviceBasicStepSchema } from './service-step-schemas.ts';

const SKILLS = ['skills'] as const;

/** The tenant's skills (config group), the options of "required skill set". */
export function useSkillOptions() {
  const { data } = useConfigGroupsQuery(SKILLS);
  return data?.skills ?? [];
}

function Fields({ form }: { form: StepForm<typeof serviceBasicStepSchema> }) {
  const { t } = useTranslation('services');
  const skills = useSkillOptions();
  const { control } = form;
  return (
    <FieldGrid>
      <FormTextField control={control} name="name" label={t('name')} required maxLength={100} />
      <FormTextField control={control} name="category" label={t('category')} required maxLength={50} />
      <FormNumberField
        control={control}
        name="durationMinutes"
        label={t('durationMinutes')}
        required
        maxLength={3}
        helperText={t('minutesHelp')}
      />
      <FormMoneyField control={control} name="priceCents" label={t('price')} required />
      <FormSelectField control={control} name="skillSet" label={t('skillSet')} required options={skills} />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof serviceBasicStepSchema> }) {
  const { t } = useTranslation('services');
  const skills = useSkillOptions();
  return (
    <ReviewList
      items={[
        [t('name'), values.name],
        [t('category'), values.category],
        [t('durationMinutes'), values.durationMinutes ? t('minutes', { count: Number(values.durationMinutes) }) : ''],
        [t('price'), values.priceCents ? `$${values.priceCents}` : ''],
        [t('skillSet'), labelOf(skills, values.skillSet)],
      ]}
    />
  );
}

export const serviceBasicStep = defineStep({ key: 'basicDetails', schema: serviceBasicStepSchema, Fields, Review });
