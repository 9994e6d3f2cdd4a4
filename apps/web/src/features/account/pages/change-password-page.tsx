import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@salon/shared';
import { z } from 'zod';
import { errorMessage } from '../../../api/api-error.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { MATCH_ISSUE, newPasswordFields, passwordsMatch } from '../../../components/form/password-forms.ts';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import { changePassword } from '../account.api.ts';

const changePasswordFormSchema = z
  .object({ oldPassword: changePasswordBodySchema.shape.oldPassword, ...newPasswordFields })
  .refine(passwordsMatch, MATCH_ISSUE);

export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const { data } = useSession();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(changePasswordFormSchema, { oldPassword: '', password: '', confirmPassword: '' });
  if (!data) return null;

  const submit = form.handleSubmit(async ({ oldPassword, password: newPassword }) => {
    setError(null);
    try {
      await changePassword(data.user.userType, oldPassword, newPassword);
      form.reset();
      toast.success(t('passwordChanged'));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('changePasswordTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('changePasswordIntro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} aria-label={t('changePasswordTitle')} sx={{ display: 'grid', gap: 2 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <PasswordField
            control={form.control}
            name="oldPassword"
            label={t('currentPassword')}
            autoComplete="current-password"
            maxLength={64}
          />
          <NewPasswordFields control={form.control} passwordLabel={t('newPassword')} confirmPasswordLabel={t('confirmPassword')} />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {t('savePassword')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
