import { TIME_OFF_REASON_MAX } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../api/api-error.ts';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormSelectField, type SelectOption } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useCreateTimeOffMutation } from '../shifts.api.ts';
import { localToIso } from '../week.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Time off of an employee, approved on creation, at this store or every store; times on the store's clock. */
export function TimeOffDialog({
  storeId,
  timezone,
  employees,
  defaultEmployeeId,
  defaultDate,
  onClose,
}: {
  storeId: string;
  timezone: string;
  employees: readonly SelectOption[];
  defaultEmployeeId: string;
  defaultDate: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('shifts');
  const toast = useToast();
  const when = z.string().regex(LOCAL_DATE_TIME, t('dateTimeRequired'));
  const schema = z
    .object({
      employeeId: z.string().min(1),
      start: when,
      end: when,
      reason: z.string().trim().min(1, t('reasonRequired')).max(TIME_OFF_REASON_MAX),
      allStores: z.boolean(),
    })
    .refine((v) => !LOCAL_DATE_TIME.test(v.start) || !LOCAL_DATE_TIME.test(v.end) || v.end > v.start, {
      error: t('endAfterStart'),
      path: ['end'],
    });
  const form = useZodForm(schema, {
    employeeId: defaultEmployeeId,
    start: `${defaultDate}T10:00`,
    end: `${defaultDate}T20:00`,
    reason: '',
    allStores: false,
  });
  const [createTimeOff, state] = useCreateTimeOffMutation();
  const [error, setError] = useState<string | null>(null);
  const toIso = (value: string) => {
    const [date, time] = value.split('T');
    return localToIso(timezone, date, time);
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await createTimeOff({
        employeeId: values.employeeId,
        storeId: values.allStores ? null : storeId,
        start: toIso(values.start),
        end: toIso(values.end),
        reason: values.reason,
        status: 'approved',
      }).unwrap();
      toast.success(t('timeOffCreated', { name: employees.find((e) => e.value === values.employeeId)?.label ?? '' }), { autoHide: true });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });
  return (
    <FormDialog
      title={t('timeOffTitle')}
      submitLabel={t('addTimeOff')}
      busy={state.isLoading}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormSelectField control={form.control} name="employeeId" label={t('employee')} options={employees} required />
      <FormTextField
        control={form.control}
        name="start"
        label={t('timeOffStart')}
        type="datetime-local"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={form.control}
        name="end"
        label={t('timeOffEnd')}
        type="datetime-local"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField control={form.control} name="reason" label={t('reason')} required maxLength={TIME_OFF_REASON_MAX} />
      <FormCheckbox control={form.control} name="allStores" label={t('allStores')} />
    </FormDialog>
  );
}
