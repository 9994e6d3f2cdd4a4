import { type PromoCodeForm, formatMoney, parseMoney, parsePercent, promoCodeFormSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/form/form-select-field.tsx';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../components/wizard/wizard-step.tsx';
import { useStoreOptions } from '../catalog/use-store-options.ts';
import { formatDay } from './promo-code-format.ts';

const shrink = { inputLabel: { shrink: true } };

function Fields({ form }: { form: StepForm<typeof promoCodeFormSchema> }) {
  const { t } = useTranslation('promoCodes');
  const stores = useStoreOptions();
  const { control, watch } = form;
  const percentage = watch('type') === 'percentage';
  return (
    <FieldGrid>
      <FormTextField
        control={control}
        name="code"
        label={t('code')}
        required
        maxLength={20}
        helperText={t('codeHelp')}
        sx={{ '& input': { textTransform: 'uppercase' } }}
      />
      <FormTextField control={control} name="description" label={t('description')} maxLength={200} />
      <FormSelectField
        control={control}
        name="type"
        label={t('type')}
        required
        options={[
          { value: 'percentage', label: t('type.percentage') },
          { value: 'fixed', label: t('type.fixed') },
        ]}
      />
      <FormTextField
        control={control}
        name="value"
        label={percentage ? t('percentOff') : t('amountOff')}
        required
        maxLength={12}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: percentage ? { endAdornment: <span aria-hidden="true">%</span> } : { startAdornment: <span aria-hidden="true">$</span> },
        }}
      />
      <FormTextField control={control} name="startsOn" label={t('startsOn')} required type="date" slotProps={shrink} />
      <FormTextField control={control} name="endsOn" label={t('endsOn')} type="date" helperText={t('endsOnHelp')} slotProps={shrink} />
      <FormSelectField control={control} name="storeIds" label={t('stores')} multiple options={stores} helperText={t('storesHelp')} />
      <FormTextField control={control} name="usageLimit" label={t('usageLimit')} numeric maxLength={7} helperText={t('usageLimitHelp')} />
      <FormTextField
        control={control}
        name="perCustomerLimit"
        label={t('perCustomerLimit')}
        numeric
        maxLength={7}
        helperText={t('perCustomerLimitHelp')}
      />
      <FormTextField
        control={control}
        name="minSpend"
        label={t('minSpend')}
        maxLength={12}
        helperText={t('minSpendHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <span aria-hidden="true">$</span> } }}
      />
    </FieldGrid>
  );
}

const safe = (fn: () => string) => {
  try {
    return fn();
  } catch {
    return '';
  }
};

function Review({ values }: { values: PromoCodeForm }) {
  const { t } = useTranslation('promoCodes');
  const stores = useStoreOptions();
  const value =
    values.type === 'percentage' ? safe(() => `${parsePercent(values.value) / 100}%`) : safe(() => formatMoney(parseMoney(values.value)));
  return (
    <ReviewList
      items={[
        [t('code'), values.code.toUpperCase()],
        [t('description'), values.description],
        [t('type'), t(`type.${values.type}`)],
        [t('value'), value],
        [t('startsOn'), values.startsOn ? formatDay(values.startsOn) : ''],
        [t('endsOn'), values.endsOn ? formatDay(values.endsOn) : t('noEnd')],
        [
          t('stores'),
          values.storeIds.length ? values.storeIds.map((id) => stores.find((s) => s.value === id)?.label ?? id).join(', ') : t('allStores'),
        ],
        [t('usageLimit'), values.usageLimit || t('unlimited')],
        [t('perCustomerLimit'), values.perCustomerLimit || t('unlimited')],
        [t('minSpend'), values.minSpend ? safe(() => formatMoney(parseMoney(values.minSpend))) : t('none')],
      ]}
    />
  );
}

export const promoCodeBasicStep = defineStep({ key: 'basicDetails', schema: promoCodeFormSchema, Fields, Review });
