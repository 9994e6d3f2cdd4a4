import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { passwordlessLogin } from '../customer-auth.api.ts';
import { type CodeRequestAnswer, CodeRequestNotice } from '../../../components/code-request-notice.tsx';
import { IdentifierStep } from './identifier-step.tsx';
import { codeStepSchema } from './login-schemas.ts';
import { type SignInFailure, useCustomerSignIn } from './use-customer-sign-in.ts';

/** Passwordless sign-in: a one-time code by SMS or email, then the credentials provider with `code`. */
export function CodeLoginForm({ storeId, onSignedIn }: { storeId: string | null; onSignedIn: () => void }) {
  const { t } = useTranslation('customerLogin');
  const [sent, setSent] = useState<{ identifier: string; answer: CodeRequestAnswer } | null>(null);
  const send = (value: string) => passwordlessLogin(value, storeId);
  if (!sent) {
    return (
      <IdentifierStep
        label={t('withCode')}
        submitLabel={t('sendCode')}
        send={send}
        onSent={(identifier, answer) => setSent({ identifier, answer })}
      />
    );
  }
  const { identifier, answer } = sent;
  const resend = async () => setSent({ identifier, answer: { ...(await send(identifier)), at: Date.now() } });
  return <CodeStep identifier={identifier} answer={answer} onResend={resend} onSignedIn={onSignedIn} onBack={() => setSent(null)} />;
}

function CodeStep({
  identifier,
  answer,
  onResend,
  onSignedIn,
  onBack,
}: {
  identifier: string;
  answer: CodeRequestAnswer;
  onResend: () => Promise<void>;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('customerLogin');
  const { signIn, captchaWidget } = useCustomerSignIn();
  const [error, setError] = useState<SignInFailure | null>(null);
  const form = useZodForm(codeStepSchema, { code: '' });
  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    const failure = await signIn(identifier, { code }, () => void submit());
    if (failure) setError(failure);
    else onSignedIn();
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('withCode')} sx={{ display: 'grid', gap: 2 }}>
      <CodeRequestNotice identifier={identifier} answer={answer} onResend={onResend} />
      {error ? <Alert severity={error.captchaAsked ? 'info' : 'error'}>{error.message}</Alert> : null}
      <FormTextField control={form.control} name="code" label={t('code')} numeric maxLength={6} autoComplete="one-time-code" autoFocus />
      {captchaWidget}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}>
        <Button onClick={onBack}>{t('useAnother')}</Button>
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {t('signIn')}
        </Button>
      </Box>
    </Box>
  );
}
