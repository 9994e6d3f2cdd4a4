import { DEFAULT_STORE_OPENING_HOURS, WEEKDAY_KEYS, setupStoreSchema, timezoneOfUsState } from '@salon/shared';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { AddressFields, formatAddress } from '../../../components/wizard/address-fields.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { weekdayName } from '../../stores/store-format.ts';
import { OpeningHoursFields, TIMEZONE_OPTIONS } from '../../stores/wizard/store-details-step.tsx';

type HoursForm = Parameters<typeof OpeningHoursFields>[0]['form'];

function Fields({ form }: { form: StepForm<typeof setupStoreSchema> }) {
  const { t } = useTranslation('salonSetup');
  const { control } = form;
  // The time zone follows the address's state until the owner picks one.
  const state = useWatch({ control, name: 'address.state' });
  useEffect(() => {
    const zone = timezoneOfUsState(state);
    if (zone && !form.getValues('timezone')) form.setValue('timezone', zone, { shouldDirty: true });
  }, [form, state]);
  return (
    <FieldGrid>
      <FormTextField control={control} name="storeName" label={t('storeName')} required maxLength={100} />
      <FormTextField control={control} name="phoneNumber" label={t('phoneNumber')} required type="tel" maxLength={20} />
      <FieldSection title={t('address')}>
        <AddressFields control={control} prefix="address" />
      </FieldSection>
      <FormSelectField control={control} name="timezone" label={t('timezone')} required options={TIMEZONE_OPTIONS} />
      {/* The store wizard's hours editor: the same openingHours field and rules. */}
      <OpeningHoursFields form={form as unknown as HoursForm} />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof setupStoreSchema> }) {
  const { t, i18n } = useTranslation('salonSetup');
  const { t: ts } = useTranslation('stores');
  const hours = values.openingHours ?? DEFAULT_STORE_OPENING_HOURS;
  return (
    <ReviewList
      items={[
        [t('storeName'), values.storeName],
        [t('phoneNumber'), values.phoneNumber],
        [t('address'), formatAddress(values.address)],
        [t('timezone'), values.timezone],
        ...WEEKDAY_KEYS.map((day) => {
          const open = hours[day];
          return [weekdayName(day, i18n.language), open ? `${open.open}–${open.close}` : ts('closed')] as const;
        }),
      ]}
    />
  );
}

export const storeStep = defineStep({ key: 'store', schema: setupStoreSchema, Fields, Review });
