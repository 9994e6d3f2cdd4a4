import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { brandAddressStepSchema } from '@salon/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AddressFields, formatAddress } from '../../../components/wizard/address-fields.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { EMPTY_ADDRESS, brandWizard } from '../brand-wizard-slice.ts';

function Fields({ form }: { form: StepForm<typeof brandAddressStepSchema> }) {
  const { t } = useTranslation('brands');
  const dispatch = useAppDispatch();
  const draftSame = useAppSelector((state) => state.brandWizard.sameAddress);
  const { control, setValue } = form;
  const same = useWatch({ control, name: 'billingSameAsAddress' }) ?? true;
  return (
    <FieldGrid>
      <FieldSection title={t('businessAddress')}>
        <AddressFields control={control} prefix="address" />
      </FieldSection>
      <FormControlLabel
        className="wide"
        label={t('billingSame')}
        control={
          <Checkbox
            checked={same}
            onChange={(_, checked) => {
              setValue('billingSameAsAddress', checked, { shouldDirty: true });
              setValue('billingAddress', checked ? null : EMPTY_ADDRESS, { shouldDirty: true });
              // The draft's same-address flag follows the box (spec section 3).
              if (checked !== draftSame) dispatch(brandWizard.actions.sameAddressToggled());
            }}
          />
        }
      />
      {same ? null : (
        <FieldSection title={t('billingAddress')}>
          <AddressFields control={control} prefix="billingAddress" labelPrefix={t('billing')} />
        </FieldSection>
      )}
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof brandAddressStepSchema> }) {
  const { t } = useTranslation('brands');
  return (
    <ReviewList
      items={[
        [t('businessAddress'), formatAddress(values.address)],
        [t('billingAddress'), values.billingSameAsAddress === false ? formatAddress(values.billingAddress) : t('sameAsBusiness')],
      ]}
    />
  );
}

export const brandAddressStep = defineStep({ key: 'address', schema: brandAddressStepSchema, Fields, Review });
