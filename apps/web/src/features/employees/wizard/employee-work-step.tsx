import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import { REFERRAL_SOURCE, employeeWorkDetailsSchema, hasAccess } from '@salon/shared';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { useSession } from '../../session/session-context.ts';
import { BillingRateField, formatCents } from './billing-rate-field.tsx';
import { useEmployeeMasterData } from './use-employee-master-data.ts';
import { TENANT_WIDE, useAssignmentOptions } from './use-assignment-options.ts';

type Values = z.input<typeof employeeWorkDetailsSchema>;

function Assignments({ form }: { form: StepForm<typeof employeeWorkDetailsSchema> }) {
  const { t } = useTranslation('employees');
  const { stores, roles } = useAssignmentOptions();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'assignments' });
  const rootError = form.formState.errors.assignments?.message ?? form.formState.errors.assignments?.root?.message;
  return (
    <FieldSection title={t('storesAndRoles')}>
      {fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('assignmentN', { n: index + 1 })}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' }, gap: 1.5, alignItems: 'start' }}
        >
          <FormSelectField
            control={form.control}
            name={`assignments.${index}.storeId`}
            label={t('storeN', { n: index + 1 })}
            options={stores}
            emptyAsNull
            sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
          />
          <FormSelectField
            control={form.control}
            name={`assignments.${index}.roleId`}
            label={t('roleN', { n: index + 1 })}
            options={roles}
            sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
          />
          <IconButton
            aria-label={t('removeAssignment', { n: index + 1 })}
            onClick={() => remove(index)}
            sx={{ mt: 1, gridRow: { xs: '1 / 3', sm: 'auto' } }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {rootError ? <FormHelperText error>{rootError}</FormHelperText> : null}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ storeId: stores[0]?.value === TENANT_WIDE ? null : (stores[0]?.value ?? null), roleId: '' })}
        >
          {t('addAssignment')}
        </Button>
      </Box>
    </FieldSection>
  );
}

function Fields({ form }: { form: StepForm<typeof employeeWorkDetailsSchema> }) {
  const { t } = useTranslation('employees');
  const { data: session } = useSession();
  const { applicationSources } = useEmployeeMasterData();
  const source = useWatch({ control: form.control, name: 'applicationSource' });
  const seesRate = hasAccess(session?.accessControls, ['view_billing_rate', 'edit_billing_rate']);
  const editsRate = hasAccess(session?.accessControls, ['edit_billing_rate']);
  const { control } = form;
  return (
    <FieldGrid>
      <Assignments form={form} />
      <FormSelectField control={control} name="applicationSource" label={t('applicationSource')} options={applicationSources} emptyAsNull />
      {source === REFERRAL_SOURCE ? (
        <FormTextField control={control} name="referrerName" label={t('referrerName')} required maxLength={50} />
      ) : (
        <span />
      )}
      <FormTextField
        control={control}
        name="hireDate"
        label={t('hireDate')}
        type="date"
        emptyAsNull
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {seesRate ? <BillingRateField control={control} label={t('billingRate')} disabled={!editsRate} /> : null}
    </FieldGrid>
  );
}

function Review({ values }: { values: Values }) {
  const { t } = useTranslation('employees');
  const { stores, roles } = useAssignmentOptions();
  const { applicationSources } = useEmployeeMasterData();
  const storeName = (id: string | null) => stores.find((s) => s.value === (id ?? TENANT_WIDE))?.label ?? '';
  const roleName = (id: string) => roles.find((r) => r.value === id)?.label ?? '';
  return (
    <ReviewList
      items={[
        [t('storesAndRoles'), (values.assignments ?? []).map((a) => `${storeName(a.storeId)}: ${roleName(a.roleId)}`).join('; ')],
        [t('applicationSource'), applicationSources.find((s) => s.value === values.applicationSource)?.label ?? ''],
        ...(values.applicationSource === REFERRAL_SOURCE ? ([[t('referrerName'), values.referrerName ?? '']] as const) : []),
        [t('hireDate'), values.hireDate ?? ''],
        ...(values.billingRateCents !== null && values.billingRateCents !== undefined
          ? ([[t('billingRate'), formatCents(values.billingRateCents)]] as const)
          : []),
      ]}
    />
  );
}

export const employeeWorkStep = defineStep({ key: 'workDetails', schema: employeeWorkDetailsSchema, Fields, Review });
