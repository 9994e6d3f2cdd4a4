import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { MAX_LENGTHS, codeRequestSchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../../api/api-error.ts';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { type CodeRequestAnswer, CodeRequestNotice } from '../../../components/code-request-notice.tsx';
import { requestEmployeePasswordReset, verifyEmployeePasswordCode } from '../employee-auth.api.ts';
import { verifyCodeFormSchema } from '../../../components/form/password-forms.ts';
import { NewPasswordForm } from './new-password-form.tsx';

const locationStateSchema = z.object({
  email: z.string(),
  answer: codeRequestSchema.extend({ at: z.number() }).optional(),
});

/** Steps 2 and 3 of the employee reset: the emailed code, then the new password. */
export function VerifyPage() {
  const { t } = useTranslation('login');
  const location = useLocation();
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = locationStateSchema.safeParse(location.state).data;
  const stateEmail = state?.email ?? '';
  const [answer, setAnswer] = useState<CodeRequestAnswer | undefined>(state?.answer);
  const resend = async () => setAnswer({ ...(await requestEmployeePasswordReset(stateEmail)), at: Date.now() });
  const form = useZodForm(verifyCodeFormSchema, { email: stateEmail, code: '' });

  const submit = form.handleSubmit(async ({ email, code }) => {
    setError(null);
    try {
      await verifyEmployeePasswordCode(email, code);
      setVerifiedEmail(email);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  const footer = (
    <Link component={RouterLink} to="/admin">
      {t('backToSignIn')}
    </Link>
  );

  if (verifiedEmail) {
    return (
      <AuthCard eyebrow={t('eyebrow')} title={t('newPasswordTitle')} subtitle={t('newPasswordSubtitle')} footer={footer}>
        <NewPasswordForm email={verifiedEmail} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      eyebrow={t('eyebrow')}
      title={t('verifyTitle')}
      subtitle={answer ? t('verifySubtitleCode') : stateEmail ? t('verifySubtitleTo', { email: stateEmail }) : t('verifySubtitle')}
      footer={footer}
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={t('verifyTitle')} sx={{ display: 'grid', gap: 2 }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {stateEmail ? null : (
          <FormTextField control={form.control} name="email" type="email" label={t('email')} maxLength={MAX_LENGTHS.email} />
        )}
        <FormTextField control={form.control} name="code" label={t('code')} numeric maxLength={6} autoComplete="one-time-code" autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {t('verifyCode')}
        </Button>
        {answer && stateEmail ? <CodeRequestNotice identifier={stateEmail} answer={answer} onResend={resend} labels="login" /> : null}
        {answer ? null : (
          <Link component={RouterLink} to="/admin/forgotpassword" sx={{ justifySelf: 'center' }}>
            {t('sendNewCode')}
          </Link>
        )}
      </Box>
    </AuthCard>
  );
}
