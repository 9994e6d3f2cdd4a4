import { pastExpiryMessage, storeLegalInfoSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

type Values = z.input<typeof storeLegalInfoSchema>;
type LicenceForm = StepForm<z.ZodObject<Pick<(typeof storeLegalInfoSchema)['shape'], 'licenseNo' | 'dateOfExpiry'>>>;

/** A licence's number and expiry date (shared with the salon setup wizard's legal step). */
export function LicenceFields({ form, labels }: { form: LicenceForm; labels: { number: string; expiry: string } }) {
  return (
    <>
      <FormTextField control={form.control} name="licenseNo" label={labels.number} required maxLength={30} />
      <FormTextField
        control={form.control}
        name="dateOfExpiry"
        label={labels.expiry}
        required
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

function Fields({ form }: { form: StepForm<typeof storeLegalInfoSchema> }) {
  const { t } = useTranslation('stores');
  const { control } = form;
  return (
    <FieldGrid>
      <LicenceFields form={form} labels={{ number: t('licenseNo'), expiry: t('dateOfExpiry') }} />
      <UploadField control={control} name="licenseFileId" label={t('doc.license')} entity="store" kind="document" />
      <UploadField control={control} name="agreementFileId" label={t('doc.agreement')} entity="store" kind="document" />
      <UploadField control={control} name="storeDetailsFileId" label={t('doc.storeDetails')} entity="store" kind="document" />
      <UploadField control={control} name="termsFileId" label={t('doc.termsAndConditions')} entity="store" kind="document" />
    </FieldGrid>
  );
}

function Review({ values }: { values: Values }) {
  const { t } = useTranslation('stores');
  const attached = (id: string | null | undefined) => (id ? t('attached') : t('missing'));
  return (
    <ReviewList
      items={[
        [t('licenseNo'), values.licenseNo],
        [t('dateOfExpiry'), values.dateOfExpiry],
        [t('doc.license'), attached(values.licenseFileId)],
        [t('doc.agreement'), attached(values.agreementFileId)],
        [t('doc.storeDetails'), attached(values.storeDetailsFileId)],
        [t('doc.termsAndConditions'), attached(values.termsFileId)],
      ]}
    />
  );
}

export const storeLegalStep = defineStep({
  key: 'legalInfo',
  schema: storeLegalInfoSchema,
  Fields,
  Review,
  // A new store's licence must not have expired on the store's calendar (its zone is on the details step). An
  // edit keeps a stored expiry that has since passed: the server refuses only a newly entered past date.
  check: (values, { steps, editing }): Record<string, string> => {
    const timezone = steps.storeDetails?.timezone;
    const message = editing || typeof timezone !== 'string' ? null : pastExpiryMessage(values.dateOfExpiry, timezone);
    return message ? { dateOfExpiry: message } : {};
  },
});
