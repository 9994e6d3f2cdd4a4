import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { PasswordStrength } from '../../../components/password-strength.tsx';
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
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

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
      <PasswordField control={form.control} name="password" label={t('newPassword')} autoComplete="new-password" maxLength={64} autoFocus />
      <PasswordStrength password={password} />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label={t('confirmPassword')}
        autoComplete="new-password"
        maxLength={64}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('savePassword')}
      </Button>
    </Box>
  );
}
