import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { passwordlessLogin } from '../customer-auth.api.ts';
import { IdentifierStep } from './identifier-step.tsx';
import { codeStepSchema } from './login-schemas.ts';
import { useCustomerSignIn } from './use-customer-sign-in.ts';

/** Passwordless sign-in: a one-time code by SMS or email, then the credentials provider with `code`. */
export function CodeLoginForm({ storeId, onSignedIn }: { storeId: string | null; onSignedIn: () => void }) {
  const { t } = useTranslation('customerLogin');
  const [identifier, setIdentifier] = useState<string | null>(null);
  if (!identifier) {
    return (
      <IdentifierStep
        label={t('withCode')}
        submitLabel={t('sendCode')}
        send={(value) => passwordlessLogin(value, storeId)}
        onSent={setIdentifier}
      />
    );
  }
  return <CodeStep identifier={identifier} onSignedIn={onSignedIn} onBack={() => setIdentifier(null)} />;
}

function CodeStep({ identifier, onSignedIn, onBack }: { identifier: string; onSignedIn: () => void; onBack: () => void }) {
  const { t } = useTranslation('customerLogin');
  const signIn = useCustomerSignIn();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(codeStepSchema, { code: '' });
  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    const failure = await signIn(identifier, { code });
    if (failure) setError(failure);
    else onSignedIn();
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('withCode')} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('codeSentTo', { identifier })}</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <FormTextField control={form.control} name="code" label={t('code')} numeric maxLength={6} autoComplete="one-time-code" autoFocus />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}>
        <Button onClick={onBack}>{t('useAnother')}</Button>
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {t('signIn')}
        </Button>
      </Box>
    </Box>
  );
}
