import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MAX_LENGTHS } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { passwordLoginSchema } from './login-schemas.ts';
import { type SignInFailure, useCustomerSignIn } from './use-customer-sign-in.ts';

export function PasswordLoginForm({ onSignedIn, onForgot }: { onSignedIn: () => void; onForgot: () => void }) {
  const { t } = useTranslation('customerLogin');
  const { signIn, captchaWidget } = useCustomerSignIn();
  const [error, setError] = useState<SignInFailure | null>(null);
  const form = useZodForm(passwordLoginSchema, { identifier: '', password: '' }, { validateOn: 'submit' });

  const submit = form.handleSubmit(async ({ identifier, password }) => {
    setError(null);
    const failure = await signIn(identifier, { password }, () => void submit());
    if (failure) setError(failure);
    else onSignedIn();
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('withPassword')} sx={{ display: 'grid', gap: 2 }}>
      {error ? (
        <Alert severity={error.captchaAsked ? 'info' : 'error'} role={error.captchaAsked ? 'status' : 'alert'}>
          {error.message}
        </Alert>
      ) : null}
      <FormTextField
        control={form.control}
        name="identifier"
        label={t('identifier')}
        autoComplete="username"
        maxLength={MAX_LENGTHS.email}
      />
      <PasswordField
        control={form.control}
        name="password"
        label={t('password')}
        autoComplete="current-password"
        maxLength={MAX_LENGTHS.loginPassword}
      />
      {captchaWidget}
      <Button onClick={onForgot} sx={{ justifySelf: 'end' }}>
        {t('forgotPassword')}
      </Button>
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('signIn')}
      </Button>
    </Box>
  );
}
