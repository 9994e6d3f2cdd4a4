import { employeeServiceDetailsSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckboxGroup } from '../../../components/form/form-checkbox.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { useEmployeeMasterData } from './use-employee-master-data.ts';

function Fields({ form }: { form: StepForm<typeof employeeServiceDetailsSchema> }) {
  const { t } = useTranslation('employees');
  const { skills } = useEmployeeMasterData();
  return (
    <FieldGrid>
      <div className="wide">
        <FormCheckboxGroup control={form.control} name="skills" legend={t('skills')} options={skills} />
      </div>
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof employeeServiceDetailsSchema> }) {
  const { t } = useTranslation('employees');
  const { skills } = useEmployeeMasterData();
  const names = (values.skills ?? []).map((value) => skills.find((s) => s.value === value)?.label ?? value);
  return <ReviewList items={[[t('skills'), names.join(', ')]]} />;
}

export const employeeServiceStep = defineStep({ key: 'serviceDetails', schema: employeeServiceDetailsSchema, Fields, Review });
