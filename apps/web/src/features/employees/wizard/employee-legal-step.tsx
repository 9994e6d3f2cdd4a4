import { employeeLegalSchema } from '@salon/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { UploadControl } from '../../../components/upload/upload-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { useEmployeeMasterData } from './use-employee-master-data.ts';

type Values = z.input<typeof employeeLegalSchema>;
type Documents = NonNullable<Values['documents']>;

/** One upload per employee document type; the step keeps them as documents: [{ type, fileId }]. */
function DocumentUploads({ form }: { form: StepForm<typeof employeeLegalSchema> }) {
  const { documentTypes } = useEmployeeMasterData();
  return (
    <Controller
      control={form.control}
      name="documents"
      render={({ field, fieldState }) => {
        const documents: Documents = field.value ?? [];
        const set = (type: string, fileId: string | null) =>
          field.onChange([...documents.filter((doc) => doc.type !== type), ...(fileId ? [{ type, fileId }] : [])]);
        return (
          <>
            {documentTypes.map((docType) => (
              <UploadControl
                key={docType.key}
                label={docType.label}
                entity="employee"
                kind="document"
                fileId={documents.find((doc) => doc.type === docType.key)?.fileId ?? null}
                onChange={(id) => set(docType.key, id)}
                fieldError={fieldState.error?.message}
              />
            ))}
          </>
        );
      }}
    />
  );
}

function Fields({ form }: { form: StepForm<typeof employeeLegalSchema> }) {
  const { t } = useTranslation('employees');
  const { control } = form;
  return (
    <FieldGrid>
      <FormTextField control={control} name="licenseNo" label={t('licenseNo')} maxLength={50} />
      <FormTextField
        control={control}
        name="dateExpiryLicense"
        label={t('dateExpiryLicense')}
        type="date"
        emptyAsNull
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField control={control} name="identityDocumentNo" label={t('identityDocumentNo')} maxLength={50} />
      <span />
      <DocumentUploads form={form} />
    </FieldGrid>
  );
}

function Review({ values }: { values: Values }) {
  const { t } = useTranslation('employees');
  const { documentTypes } = useEmployeeMasterData();
  return (
    <ReviewList
      items={[
        [t('licenseNo'), values.licenseNo ?? ''],
        [t('dateExpiryLicense'), values.dateExpiryLicense ?? ''],
        [t('identityDocumentNo'), values.identityDocumentNo ?? ''],
        ...documentTypes.map(
          (docType) => [docType.label, (values.documents ?? []).some((doc) => doc.type === docType.key) ? t('attached') : ''] as const,
        ),
      ]}
    />
  );
}

export const employeeLegalStep = defineStep({ key: 'legal', schema: employeeLegalSchema, Fields, Review });
