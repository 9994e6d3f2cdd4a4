import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { confirmEmployeePassword } from '../employee-auth.api.ts';
import { newPasswordFormSchema } from '../../../components/form/password-forms.ts';

/** The new password after a verified code; every session of the employee ends on the server. */
export function NewPasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('login');
  const toast = useToast();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(newPasswordFormSchema, { password: '', confirmPassword: '' });

  const submit = form.handleSubmit(async ({ password: newPassword }) => {
    setError(null);
    try {
      await confirmEmployeePassword(email, newPassword);
      toast.success(t('passwordChanged'));
      navigate('/admin', { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('newPasswordTitle')} sx={{ display: 'grid', gap: 2 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <NewPasswordFields control={form.control} passwordLabel={t('newPassword')} confirmPasswordLabel={t('confirmPassword')} autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('savePassword')}
      </Button>
    </Box>
  );
}
