import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { employeeAddressStepSchema } from '@salon/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AddressFields, EMPLOYEE_ADDRESS_KEYS, formatAddress } from '../../../components/wizard/address-fields.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { EMPTY_EMPLOYEE_ADDRESS, employeeWizard } from '../employee-wizard-slice.ts';

function Fields({ form }: { form: StepForm<typeof employeeAddressStepSchema> }) {
  const { t } = useTranslation('employees');
  const dispatch = useAppDispatch();
  const draftSame = useAppSelector((state) => state.employeeWizard.sameAddress);
  const { control, setValue } = form;
  const same = useWatch({ control, name: 'sameAsHomeAddress' }) ?? false;
  return (
    <FieldGrid>
      <FieldSection title={t('homeAddress')}>
        <AddressFields control={control} prefix="homeAddress" keys={EMPLOYEE_ADDRESS_KEYS} />
      </FieldSection>
      <FormControlLabel
        className="wide"
        label={t('sameAddress')}
        control={
          <Checkbox
            checked={same}
            onChange={(_, checked) => {
              setValue('sameAsHomeAddress', checked, { shouldDirty: true });
              setValue('mailingAddress', checked ? null : EMPTY_EMPLOYEE_ADDRESS, { shouldDirty: true });
              // The draft's same-address flag follows the box (spec section 3).
              if (checked !== draftSame) dispatch(employeeWizard.actions.sameAddressToggled());
            }}
          />
        }
      />
      {same ? null : (
        <FieldSection title={t('mailingAddress')}>
          <AddressFields control={control} prefix="mailingAddress" keys={EMPLOYEE_ADDRESS_KEYS} labelPrefix={t('mailing')} />
        </FieldSection>
      )}
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof employeeAddressStepSchema> }) {
  const { t } = useTranslation('employees');
  return (
    <ReviewList
      items={[
        [t('homeAddress'), formatAddress(values.homeAddress, EMPLOYEE_ADDRESS_KEYS)],
        [t('mailingAddress'), values.sameAsHomeAddress ? t('sameAsHome') : formatAddress(values.mailingAddress, EMPLOYEE_ADDRESS_KEYS)],
      ]}
    />
  );
}

export const employeeAddressStep = defineStep({ key: 'address', schema: employeeAddressStepSchema, Fields, Review });
