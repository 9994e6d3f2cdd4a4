import { PAYMENT_TENDERS, PAYMENT_TENDER_LABELS, milliPercentToPercent, storePaymentsInfoSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox, FormCheckboxGroup } from '../../../components/form/form-checkbox.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { TaxRateField } from './tax-rate-field.tsx';
import { TipSuggestionsField } from './tip-suggestions-field.tsx';

type Values = z.input<typeof storePaymentsInfoSchema>;
const TENDER_OPTIONS = PAYMENT_TENDERS.map((value) => ({ value, label: PAYMENT_TENDER_LABELS[value] }));

function Fields({ form }: { form: StepForm<typeof storePaymentsInfoSchema> }) {
  const { t } = useTranslation('stores');
  const { control } = form;
  return (
    <FieldGrid>
      <div className="wide">
        <FormCheckboxGroup control={control} name="acceptedTenders" legend={t('acceptedTenders')} options={TENDER_OPTIONS} />
      </div>
      <TaxRateField control={control} />
      <TipSuggestionsField control={control} />
      <FormTextField
        control={control}
        name="receiptFooter"
        label={t('receiptFooter')}
        multiline
        minRows={2}
        maxLength={500}
        className="wide"
      />
      <div className="wide">
        <FormCheckbox control={control} name="paymentSandbox" label={t('paymentSandbox')} variant="switch" />
      </div>
    </FieldGrid>
  );
}

function Review({ values }: { values: Values }) {
  const { t } = useTranslation('stores');
  return (
    <ReviewList
      items={[
        [t('acceptedTenders'), (values.acceptedTenders ?? []).map((tender) => PAYMENT_TENDER_LABELS[tender]).join(', ')],
        [t('taxRate'), values.taxRateMilliPercent === undefined ? '' : `${milliPercentToPercent(Number(values.taxRateMilliPercent))}%`],
        [t('tipSuggestions'), (values.tipSuggestions ?? []).map((tip) => `${tip}%`).join(', ')],
        [t('receiptFooter'), values.receiptFooter ?? ''],
        [t('paymentSandbox'), values.paymentSandbox === false ? t('off') : t('on')],
      ]}
    />
  );
}

export const storePaymentsStep = defineStep({ key: 'paymentsInfo', schema: storePaymentsInfoSchema, Fields, Review });
