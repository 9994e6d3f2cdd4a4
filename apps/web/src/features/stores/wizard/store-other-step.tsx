import { NO_WIFI_PASSWORD, WIFI_SECURITY, storeOtherInfoSchema } from '@salon/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

type Values = z.input<typeof storeOtherInfoSchema>;
const SECURITY_OPTIONS = WIFI_SECURITY.map((value) => ({ value, label: value }));

function Fields({ form }: { form: StepForm<typeof storeOtherInfoSchema> }) {
  const { t } = useTranslation('stores');
  const { control } = form;
  const security = useWatch({ control, name: 'wifiSecurity' });
  return (
    <FieldGrid>
      <FormTextField control={control} name="wifiName" label={t('wifiName')} maxLength={32} />
      <FormSelectField control={control} name="wifiSecurity" label={t('wifiSecurity')} options={SECURITY_OPTIONS} />
      {security && security !== NO_WIFI_PASSWORD ? (
        <FormTextField control={control} name="wifiPassword" label={t('wifiPassword')} maxLength={128} helperText={t('wifiPasswordHelp')} />
      ) : null}
    </FieldGrid>
  );
}

function Review({ values }: { values: Values }) {
  const { t } = useTranslation('stores');
  return (
    <ReviewList
      items={[
        [t('wifiName'), values.wifiName ?? ''],
        [t('wifiSecurity'), values.wifiSecurity ?? NO_WIFI_PASSWORD],
        [t('wifiPassword'), values.wifiPassword ? t('passwordSet') : ''],
      ]}
    />
  );
}

export const storeOtherStep = defineStep({ key: 'otherInfo', schema: storeOtherInfoSchema, Fields, Review });
