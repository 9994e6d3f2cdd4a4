import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { MAX_PACKAGE_SERVICES } from '@salon/shared';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormMoneyField } from '../../../components/form/form-money-field.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { labelOf } from '../../catalog/use-store-options.ts';
import { useSearchServicesQuery } from '../../services/services.api.ts';
import { packageBasicStepSchema } from '../package-wizard-slice.ts';

/** Active services, the options of a package's contents. */
export function useServiceOptions() {
  const { data } = useSearchServicesQuery({ page: 1, pageSize: 100, sort: 'name', filters: { active: true } });
  return (data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));
}

function Fields({ form }: { form: StepForm<typeof packageBasicStepSchema> }) {
  const { t } = useTranslation('packages');
  const services = useServiceOptions();
  const { control } = form;
  const rows = useFieldArray({ control, name: 'services' });
  const listError = form.formState.errors.services?.root?.message ?? form.formState.errors.services?.message;
  return (
    <FieldGrid>
      <FormTextField control={control} name="name" label={t('name')} required maxLength={100} />
      <FormMoneyField control={control} name="priceCents" label={t('price')} required />
      <FieldSection title={t('services')}>
        {rows.fields.map((row, index) => (
          <Box key={row.id} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 96px auto', gap: 1.5, alignItems: 'start' }}>
            <FormSelectField
              control={control}
              name={`services.${index}.serviceId`}
              label={t('service', { n: index + 1 })}
              options={services}
              required
            />
            <FormNumberField control={control} name={`services.${index}.count`} label={t('count')} maxLength={3} required />
            <IconButton
              aria-label={t('removeService', { n: index + 1 })}
              onClick={() => rows.remove(index)}
              disabled={rows.fields.length === 1}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        {listError ? (
          <Box role="alert" sx={{ color: 'error.main', fontSize: '0.875rem' }}>
            {listError}
          </Box>
        ) : null}
        <Box>
          <Button
            variant="outlined"
            disabled={rows.fields.length >= MAX_PACKAGE_SERVICES}
            onClick={() => rows.append({ serviceId: '', count: 1 })}
          >
            {t('addService')}
          </Button>
        </Box>
      </FieldSection>
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof packageBasicStepSchema> }) {
  const { t } = useTranslation('packages');
  const services = useServiceOptions();
  return (
    <ReviewList
      items={[
        [t('name'), values.name],
        [t('services'), (values.services ?? []).map((s) => `${labelOf(services, s.serviceId)} × ${s.count}`).join(', ')],
        [t('price'), values.priceCents ? `$${values.priceCents}` : ''],
      ]}
    />
  );
}

export const packageBasicStep = defineStep({ key: 'basicDetails', schema: packageBasicStepSchema, Fields, Review });
