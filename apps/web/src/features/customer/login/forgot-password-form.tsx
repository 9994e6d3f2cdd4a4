import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { confirmCustomerPassword, forgetCustomerPassword } from '../customer-auth.api.ts';
import { IdentifierStep } from './identifier-step.tsx';
import { resetStepSchema } from './login-schemas.ts';

/** Customer password reset: code to the phone or email, then the code with the new password. */
export function ForgotPasswordForm({ storeId, onDone }: { storeId: string | null; onDone: () => void }) {
  const { t } = useTranslation('customerLogin');
  const [identifier, setIdentifier] = useState<string | null>(null);
  if (!identifier) {
    return (
      <IdentifierStep
        label={t('resetTitle')}
        submitLabel={t('sendCode')}
        send={(value) => forgetCustomerPassword(value, storeId)}
        onSent={setIdentifier}
      />
    );
  }
  return <ResetStep identifier={identifier} onDone={onDone} />;
}

function ResetStep({ identifier, onDone }: { identifier: string; onDone: () => void }) {
  const { t } = useTranslation('customerLogin');
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(resetStepSchema, { code: '', password: '', confirmPassword: '' });
  const submit = form.handleSubmit(async ({ code, password: newPassword }) => {
    setError(null);
    try {
      await confirmCustomerPassword({ identifier, password: newPassword, confirmationCode: code });
      toast.success(t('passwordReset'));
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('resetTitle')} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('codeSentTo', { identifier })}</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <FormTextField control={form.control} name="code" label={t('code')} numeric maxLength={6} autoComplete="one-time-code" autoFocus />
      <NewPasswordFields control={form.control} passwordLabel={t('newPassword')} confirmPasswordLabel={t('confirmPassword')} />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('savePassword')}
      </Button>
    </Box>
  );
}
