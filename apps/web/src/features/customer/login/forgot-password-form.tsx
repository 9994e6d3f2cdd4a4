import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { confirmCustomerPassword, forgetCustomerPassword } from '../customer-auth.api.ts';
import { type CodeRequestAnswer, CodeRequestNotice } from '../../../components/code-request-notice.tsx';
import { IdentifierStep } from './identifier-step.tsx';
import { resetStepSchema } from './login-schemas.ts';

/** Customer password reset: code to the phone or email, then the code with the new password. */
export function ForgotPasswordForm({ storeId, onDone }: { storeId: string | null; onDone: () => void }) {
  const { t } = useTranslation('customerLogin');
  const [sent, setSent] = useState<{ identifier: string; answer: CodeRequestAnswer } | null>(null);
  const send = (value: string) => forgetCustomerPassword(value, storeId);
  if (!sent) {
    return (
      <IdentifierStep
        label={t('resetTitle')}
        submitLabel={t('sendCode')}
        send={send}
        onSent={(identifier, answer) => setSent({ identifier, answer })}
      />
    );
  }
  const { identifier, answer } = sent;
  const resend = async () => setSent({ identifier, answer: { ...(await send(identifier)), at: Date.now() } });
  return <ResetStep identifier={identifier} answer={answer} onResend={resend} onDone={onDone} />;
}

function ResetStep({
  identifier,
  answer,
  onResend,
  onDone,
}: {
  identifier: string;
  answer: CodeRequestAnswer;
  onResend: () => Promise<void>;
  onDone: () => void;
}) {
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
      <CodeRequestNotice identifier={identifier} answer={answer} onResend={onResend} />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <FormTextField control={form.control} name="code" label={t('code')} numeric maxLength={6} autoComplete="one-time-code" autoFocus />
      <NewPasswordFields control={form.control} passwordLabel={t('newPassword')} confirmPasswordLabel={t('confirmPassword')} />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('savePassword')}
      </Button>
    </Box>
  );
}
