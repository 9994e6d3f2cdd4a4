import Button from '@mui/material/Button';
import { SHIFT_NOTES_MAX, type Shift } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { SelectOption } from '../../../components/form/form-select-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useCreateShiftMutation, useDeleteShiftMutation, useUpdateShiftMutation } from '../shifts.api.ts';
import { HH_MM, formatDay, formatTime, isoToLocalDate, isoToLocalTime, localToIso } from '../week.ts';

export type ShiftDialogTarget = { kind: 'create'; employeeId: string; date: string } | { kind: 'edit'; shift: Shift };

/** The form on the store's clock: a day of the week and HH:MM times; the end may stay empty on create. */
function shiftFormSchema(messages: { time: string; endRequired: string; endAfterStart: string }, endRequired: boolean) {
  return z
    .object({
      employeeId: z.string().min(1),
      date: z.string().min(1),
      start: z.string().regex(HH_MM, messages.time),
      end: z.string().refine((v) => v === '' || HH_MM.test(v), messages.time),
      notes: z.string().trim().max(SHIFT_NOTES_MAX),
    })
    .refine((v) => !endRequired || v.end !== '', { error: messages.endRequired, path: ['end'] })
    .refine((v) => v.end === '' || !HH_MM.test(v.start) || v.end > v.start, { error: messages.endAfterStart, path: ['end'] });
}

export function ShiftDialog({
  target,
  storeId,
  timezone,
  employees,
  days,
  canDelete,
  canEdit,
  onClose,
}: {
  target: ShiftDialogTarget;
  storeId: string;
  timezone: string;
  employees: readonly SelectOption[];
  days: readonly string[];
  canDelete: boolean;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('shifts');
  const toast = useToast();
  const editing = target.kind === 'edit' ? target.shift : null;
  const schema = shiftFormSchema(
    { time: t('timeRequired'), endRequired: t('endRequired'), endAfterStart: t('endAfterStart') },
    Boolean(editing),
  );
  const form = useZodForm(
    schema,
    editing
      ? {
          employeeId: editing.employeeId,
          date: isoToLocalDate(timezone, editing.start),
          start: isoToLocalTime(timezone, editing.start),
          end: isoToLocalTime(timezone, editing.end),
          notes: editing.notes ?? '',
        }
      : {
          employeeId: target.kind === 'create' ? target.employeeId : '',
          date: target.kind === 'create' ? target.date : '',
          start: '10:00',
          end: '',
          notes: '',
        },
  );
  const [createShift, created] = useCreateShiftMutation();
  const [updateShift, updated] = useUpdateShiftMutation();
  const [deleteShift, deleted] = useDeleteShiftMutation();
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const dayOptions = days.map((day) => ({ value: day, label: formatDay(day, i18n.language, 'long') }));
  const nameOf = (id: string) => employees.find((e) => e.value === id)?.label ?? '';
  const busy = created.isLoading || updated.isLoading || deleted.isLoading;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const start = localToIso(timezone, values.date, values.start);
    // An end at or before the start would be the next day: shifts here stay within one day.
    const end = values.end ? localToIso(timezone, values.date, values.end) : undefined;
    const notes = values.notes || undefined;
    try {
      if (editing) {
        await updateShift({
          id: editing.id,
          body: { employeeId: values.employeeId, start, end: end ?? editing.end, notes: notes ?? null },
        }).unwrap();
        toast.success(t('saved', { name: nameOf(values.employeeId) }), { autoHide: true });
      } else {
        await createShift({ storeId, employeeId: values.employeeId, start, ...(end ? { end } : {}), ...(notes ? { notes } : {}) }).unwrap();
        toast.success(t('created', { name: nameOf(values.employeeId) }), { autoHide: true });
      }
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  const remove = async () => {
    if (!editing) return;
    setError(null);
    try {
      await deleteShift(editing.id).unwrap();
      toast.success(t('deleted'), { autoHide: true });
      onClose();
    } catch (failure) {
      setConfirmDelete(false);
      setError(errorMessage(failure));
    }
  };

  const readOnly = Boolean(editing) && !canEdit;
  return (
    <>
      <FormDialog
        title={editing ? t('editTitle') : t('createTitle')}
        submitLabel={editing ? t('save') : t('create')}
        busy={busy || readOnly}
        error={error}
        onSubmit={() => void submit()}
        onClose={onClose}
        extraActions={
          editing && canDelete ? (
            <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy}>
              {t('delete')}
            </Button>
          ) : null
        }
      >
        <FormSelectField control={form.control} name="employeeId" label={t('employee')} options={employees} required disabled={readOnly} />
        <FormSelectField control={form.control} name="date" label={t('day')} options={dayOptions} required disabled={readOnly} />
        <FormTextField
          control={form.control}
          name="start"
          label={t('start')}
          type="time"
          required
          disabled={readOnly}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={form.control}
          name="end"
          label={t('end')}
          type="time"
          required={Boolean(editing)}
          disabled={readOnly}
          helperText={editing ? undefined : t('endHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={form.control}
          name="notes"
          label={t('notes')}
          multiline
          minRows={2}
          maxLength={SHIFT_NOTES_MAX}
          disabled={readOnly}
        />
      </FormDialog>
      {editing ? (
        <ConfirmDialog
          open={confirmDelete}
          title={t('deleteTitle')}
          message={t('deleteMessage', {
            name: editing.employeeName,
            day: formatDay(editing.date, i18n.language, 'long'),
            time: t('shiftTime', {
              start: formatTime(timezone, editing.start, i18n.language),
              end: formatTime(timezone, editing.end, i18n.language),
            }),
          })}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          busy={deleted.isLoading}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      ) : null}
    </>
  );
}
