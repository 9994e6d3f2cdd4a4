import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MAX_LENGTHS, employeeSetPinBodySchema } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSetEmployeePinMutation } from '../employees.api.ts';

/** The 4-6 digit time-clock PIN (stored hashed by the server). */
export function SetPinDialog({ employeeId, onClose }: { employeeId: string; onClose: () => void }) {
  const { t } = useTranslation('employees');
  const toast = useToast();
  const titleId = useId();
  const form = useZodForm(employeeSetPinBodySchema, { pin: '' });
  const [setPin, { isLoading }] = useSetEmployeePinMutation();
  const submit = form.handleSubmit(async ({ pin }) => {
    try {
      await setPin({ id: employeeId, pin }).unwrap();
      toast.success(t('pinSaved'), { autoHide: true });
      onClose();
    } catch (error) {
      form.setError('pin', { message: isApiError(error) ? (error.fields?.pin ?? error.message) : t('pinFailed') });
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('setPin')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('pinIntro')}</DialogContentText>
          <FormTextField
            control={form.control}
            name="pin"
            label={t('pin')}
            numeric
            maxLength={MAX_LENGTHS.pin}
            type="password"
            autoComplete="off"
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {t('savePin')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
