import Typography from '@mui/material/Typography';
import { employeeServiceDetailsSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckboxGroup } from '../../../components/form/form-checkbox.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { useSearchServicesQuery } from '../../services/services.api.ts';
import { useEmployeeMasterData } from './use-employee-master-data.ts';

type Option = { value: string; label: string };

/**
 * The skill sets the brand's active services need, each named with those services ("Haircut — Haircut, Kids
 * Cut"), first; then the rest of the skills list. A cutter is offered for a service only with its skill set.
 */
export function skillGroups(
  skills: readonly Option[],
  services: readonly { name: string; skillSet: string }[],
  neededBy: (skill: string, services: string) => string,
) {
  const needed = new Map<string, string[]>();
  for (const service of services) needed.set(service.skillSet, [...(needed.get(service.skillSet) ?? []), service.name]);
  const labelOf = (value: string) => skills.find((s) => s.value === value)?.label ?? value;
  const forServices = [...needed.entries()]
    .map(([value, names]) => ({ value, label: neededBy(labelOf(value), names.sort().join(', ')) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const other = skills.filter((s) => !needed.has(s.value));
  return { forServices, other };
}

function Fields({ form }: { form: StepForm<typeof employeeServiceDetailsSchema> }) {
  const { t } = useTranslation('employees');
  const { skills } = useEmployeeMasterData();
  const { data: services } = useSearchServicesQuery({ page: 1, pageSize: 100, sort: 'name' });
  const { forServices, other } = skillGroups(
    skills,
    (services?.items ?? []).filter((s) => s.active && !s.archived),
    (skill, names) => t('skillNeededBy', { skill, services: names }),
  );
  return (
    <FieldGrid>
      {forServices.length ? (
        <div className="wide">
          <FormCheckboxGroup control={form.control} name="skills" legend={t('skillsForServices')} options={forServices} />
          <Typography variant="body2" color="text.secondary">
            {t('skillsForServicesHelp')}
          </Typography>
        </div>
      ) : null}
      <div className="wide">
        <FormCheckboxGroup
          control={form.control}
          name="skills"
          legend={forServices.length ? t('otherSkills') : t('skills')}
          options={other}
        />
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
