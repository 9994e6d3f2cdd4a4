import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { MAX_LENGTHS } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { requestEmployeePasswordReset } from '../employee-auth.api.ts';
import { forgotPasswordFormSchema } from '../../../components/form/password-forms.ts';

/** Step 1 of the employee reset: the code goes to the email address (if an account has it). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordFormSchema, { email: '' });

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const answer = await requestEmployeePasswordReset(email);
      navigate('/admin/verify', { state: { email, answer: { ...answer, at: Date.now() } } });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  return (
    <AuthCard
      eyebrow={t('eyebrow')}
      title={t('forgotTitle')}
      subtitle={t('forgotSubtitle')}
      footer={
        <Link component={RouterLink} to="/admin">
          {t('backToSignIn')}
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={t('forgotTitle')} sx={{ display: 'grid', gap: 2 }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t('email')}
          autoComplete="username"
          maxLength={MAX_LENGTHS.email}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {t('sendCode')}
        </Button>
      </Box>
    </AuthCard>
  );
}
