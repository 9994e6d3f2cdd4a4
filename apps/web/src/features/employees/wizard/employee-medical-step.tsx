import { employeeMedicalEmergencySchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

function Fields({ form }: { form: StepForm<typeof employeeMedicalEmergencySchema> }) {
  const { t } = useTranslation('employees');
  const { control } = form;
  return (
    <FieldGrid>
      <FormTextField control={control} name="contactName" label={t('emergencyContact')} required maxLength={50} />
      <FormTextField control={control} name="relation" label={t('relation')} required maxLength={50} />
      <FormTextField control={control} name="phoneNumber" label={t('emergencyPhone')} required type="tel" maxLength={20} />
      <FormTextField control={control} name="notes" label={t('medicalNotes')} multiline minRows={2} maxLength={1000} className="wide" />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof employeeMedicalEmergencySchema> }) {
  const { t } = useTranslation('employees');
  return (
    <ReviewList
      items={[
        [t('emergencyContact'), values.contactName],
        [t('relation'), values.relation],
        [t('emergencyPhone'), values.phoneNumber],
        [t('medicalNotes'), values.notes ?? ''],
      ]}
    />
  );
}

export const employeeMedicalStep = defineStep({ key: 'medicalEmergency', schema: employeeMedicalEmergencySchema, Fields, Review });
