import { BILLING_CYCLES, BRAND_PLANS, brandPlanSchema, planLimits } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';

const PLAN_OPTIONS = BRAND_PLANS.map((plan) => ({ value: plan.key, label: plan.label }));

function Fields({ form }: { form: StepForm<typeof brandPlanSchema> }) {
  const { t } = useTranslation('brands');
  const { control } = form;
  const plan = form.watch('plan');
  const limits = plan ? planLimits(plan) : null;
  const cycles = BILLING_CYCLES.map((value) => ({ value, label: t(`cycle.${value}`) }));
  return (
    <FieldGrid>
      <FormSelectField control={control} name="plan" label={t('plan')} required options={PLAN_OPTIONS} />
      <FormSelectField control={control} name="billingCycle" label={t('billingCycle')} required options={cycles} />
      <FormTextField
        control={control}
        name="startDate"
        label={t('startDate')}
        required
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <span />
      <FormNumberField
        control={control}
        name="storeLimit"
        label={t('storeLimit')}
        required
        helperText={limits ? t('atMost', { max: limits.maxStores }) : undefined}
      />
      <FormNumberField
        control={control}
        name="seatLimit"
        label={t('seatLimit')}
        required
        helperText={limits ? t('atMost', { max: limits.maxSeats }) : undefined}
      />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof brandPlanSchema> }) {
  const { t } = useTranslation('brands');
  return (
    <ReviewList
      items={[
        [t('plan'), BRAND_PLANS.find((plan) => plan.key === values.plan)?.label ?? ''],
        [t('billingCycle'), values.billingCycle ? t(`cycle.${values.billingCycle}`) : ''],
        [t('startDate'), values.startDate],
        [t('storeLimit'), String(values.storeLimit ?? '')],
        [t('seatLimit'), String(values.seatLimit ?? '')],
      ]}
    />
  );
}

export const brandPlansStep = defineStep({ key: 'plans', schema: brandPlanSchema, Fields, Review });
