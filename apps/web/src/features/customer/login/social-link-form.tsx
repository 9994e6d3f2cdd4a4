import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MAX_LENGTHS, SOCIAL_PROVIDER_NAMES, loginFormSchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSession } from '../../session/session-context.ts';

const linkSchema = z.object({ password: loginFormSchema.shape.password });

/**
 * After SOCIAL_ACCOUNT_EXISTS: the customer proves the account with its password once, and the provider's
 * identity is linked to it (POST CustomerIdentity/Link); the customer is then signed in.
 */
export function SocialLinkForm({ linkToken, provider, onLinked }: { linkToken: string; provider: string; onLinked: () => void }) {
  const { t } = useTranslation('customerLogin');
  const session = useSession();
  const name = SOCIAL_PROVIDER_NAMES[provider] ?? provider;
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(linkSchema, { password: '' }, { validateOn: 'submit' });

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await apiRequest({ path: 'CustomerIdentity/Link', method: 'POST', body: { linkToken, password } });
      await session.update();
      onLinked();
    } catch (err) {
      setError(isApiError(err) && err.fields?.linkToken ? t('linkExpired', { provider: name }) : t('linkFailed'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('linkAccount')} sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">{t('socialAccountExists', { provider: name })}</Alert>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <PasswordField
        control={form.control}
        name="password"
        label={t('password')}
        autoComplete="current-password"
        maxLength={MAX_LENGTHS.loginPassword}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('linkAccount')}
      </Button>
    </Box>
  );
}
