import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { useResendOwnerCodeMutation, useVerifyOwnerEmailMutation } from './salon-setup.api.ts';

/**
 * The owner types the 6-digit code SalonSetup/Create emailed them (their password signs in only after that);
 * without `email` (the /setup/confirm-email page) they type the email too. Then the way to sign in.
 */
export function OwnerEmailCheck({ email: known }: { email?: string }) {
  const { t } = useTranslation('salonSetup');
  const [email, setEmail] = useState(known ?? '');
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [verify, verifying] = useVerifyOwnerEmailMutation();
  const [resend, resending] = useResendOwnerCodeMutation();
  const run = async (call: () => Promise<void>) => {
    setFailure(null);
    setNotice(null);
    try {
      await call();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  if (verified)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success">{t('emailConfirmed')}</Alert>
        <Box>
          <Button variant="contained" component={RouterLink} to="/admin">
            {t('signIn')}
          </Button>
        </Box>
      </Box>
    );
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('confirmEmailTitle')}
      sx={{ display: 'grid', gap: 2, maxWidth: 420 }}
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          await verify({ email: email.trim(), confirmationCode: code.trim() }).unwrap();
          setVerified(true);
        });
      }}
    >
      {known ? <Alert severity="info">{t('confirmEmailText', { email: known })}</Alert> : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {notice ? <Alert severity="info">{notice}</Alert> : null}
      {known ? null : (
        <TextField label={t('email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      )}
      <TextField
        label={t('emailCode')}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={code.length !== 6 || !email.trim() || verifying.isLoading}>
          {t('confirmEmail')}
        </Button>
        <Button
          disabled={!email.trim() || resending.isLoading}
          onClick={() =>
            run(async () => {
              await resend({ email: email.trim() }).unwrap();
              setNotice(t('codeResent'));
            })
          }
        >
          {t('resendCode')}
        </Button>
      </Box>
    </Box>
  );
}
