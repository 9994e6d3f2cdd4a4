import { BRAND_LANGUAGES, brandOtherSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { TIMEZONE_OPTIONS } from '../../stores/wizard/store-details-step.tsx';
import { DomainsField } from './domains-field.tsx';

const LANGUAGE_LABELS: Record<(typeof BRAND_LANGUAGES)[number], string> = { en: 'English', es: 'Español' };
const LANGUAGE_OPTIONS = BRAND_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

function Fields({ form }: { form: StepForm<typeof brandOtherSchema> }) {
  const { t } = useTranslation('brands');
  const { control } = form;
  return (
    <FieldGrid>
      <DomainsField control={control} />
      <FormSelectField control={control} name="timezone" label={t('timezone')} required options={TIMEZONE_OPTIONS} />
      <FormSelectField control={control} name="defaultLanguage" label={t('defaultLanguage')} options={LANGUAGE_OPTIONS} />
      <FormTextField control={control} name="supportEmail" label={t('supportEmail')} type="email" maxLength={64} />
      <FormTextField control={control} name="supportPhone" label={t('supportPhone')} type="tel" maxLength={20} />
      <FormTextField control={control} name="description" label={t('description')} multiline minRows={3} maxLength={500} className="wide" />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof brandOtherSchema> }) {
  const { t } = useTranslation('brands');
  return (
    <ReviewList
      items={[
        [t('domains'), (values.domains ?? []).join(', ')],
        [t('timezone'), values.timezone],
        [t('defaultLanguage'), LANGUAGE_LABELS[values.defaultLanguage ?? 'en']],
        [t('supportEmail'), values.supportEmail ?? ''],
        [t('supportPhone'), values.supportPhone ?? ''],
        [t('description'), values.description ?? ''],
      ]}
    />
  );
}

export const brandOtherStep = defineStep({ key: 'other', schema: brandOtherSchema, Fields, Review });
