import { employeeBasicDetailsSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

function Fields({ form }: { form: StepForm<typeof employeeBasicDetailsSchema> }) {
  const { t } = useTranslation('employees');
  const { control } = form;
  return (
    <FieldGrid>
      <FormTextField control={control} name="firstName" label={t('firstName')} required maxLength={50} />
      <FormTextField control={control} name="lastName" label={t('lastName')} required maxLength={50} />
      <FormTextField control={control} name="email" label={t('email')} required type="email" maxLength={64} helperText={t('emailHelp')} />
      <FormTextField control={control} name="phoneNumber" label={t('phoneNumber')} required type="tel" maxLength={20} />
      <FormTextField
        control={control}
        name="dateOfBirth"
        label={t('dateOfBirth')}
        type="date"
        emptyAsNull
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="color"
        label={t('calendarColor')}
        maxLength={7}
        emptyAsNull
        helperText={t('calendarColorHelp')}
      />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof employeeBasicDetailsSchema> }) {
  const { t } = useTranslation('employees');
  return (
    <ReviewList
      items={[
        [t('name'), `${values.firstName} ${values.lastName}`.trim()],
        [t('email'), values.email],
        [t('phoneNumber'), values.phoneNumber],
        [t('dateOfBirth'), values.dateOfBirth ?? ''],
        [t('calendarColor'), values.color ?? ''],
      ]}
    />
  );
}

export const employeeBasicStep = defineStep({ key: 'basicDetails', schema: employeeBasicDetailsSchema, Fields, Review });
