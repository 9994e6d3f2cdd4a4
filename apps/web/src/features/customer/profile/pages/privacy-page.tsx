import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { closeAccountBodySchema } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../../api/api-error.ts';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { PasswordField } from '../../../../components/form/password-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useToast } from '../../../../components/toast/use-toast.ts';
import { useLogout } from '../../../session/use-logout.ts';
import { useCloseAccountMutation, useMyDataMutation, usePersonalQuery } from '../profile.api.ts';

function saveFile(filename: string, contentType: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /customer/profile/privacy: download my data (JSON, CSV) and close the account. */
export function PrivacyPage() {
  const { t } = useTranslation('customerProfile');
  const toast = useToast();
  const logout = useLogout();
  const downloadId = useId();
  const closeId = useId();
  const { data: personal } = usePersonalQuery();
  const [download, downloadState] = useMyDataMutation();
  const [close] = useCloseAccountMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(closeAccountBodySchema, { password: '', confirm: '' as 'CLOSE' });

  const get = async (format: 'json' | 'csv') => {
    try {
      const file = await download(format).unwrap();
      saveFile(file.filename, file.contentType, file.content);
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  };
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await close({ confirm: body.confirm, password: body.password || undefined }).unwrap();
      toast.success(t('closed'));
      // The server ended every session already; this clears the browser's copy and goes to the start page.
      await logout('customer');
    } catch (caught) {
      if (isApiError(caught) && caught.fields?.password) form.setError('password', { message: caught.fields.password });
      else setError(errorMessage(caught));
    }
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" component="section" aria-labelledby={downloadId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography variant="h2" id={downloadId} sx={{ fontSize: '1.25rem' }}>
          {t('privacyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('privacyIntro')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={downloadState.isLoading} onClick={() => void get('json')}>
            {t('downloadJson')}
          </Button>
          <Button variant="outlined" disabled={downloadState.isLoading} onClick={() => void get('csv')}>
            {t('downloadCsv')}
          </Button>
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby={closeId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography variant="h2" id={closeId} sx={{ fontSize: '1.25rem' }}>
          {t('closeTitle')}
        </Typography>
        <Typography color="text.secondary">{t('closeIntro')}</Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {personal?.hasPassword !== false ? (
            <PasswordField
              control={form.control}
              name="password"
              label={t('closePassword')}
              autoComplete="current-password"
              maxLength={64}
            />
          ) : null}
          <FormTextField control={form.control} name="confirm" label={t('closeConfirmLabel')} maxLength={5} autoComplete="off" />
          <Box>
            <Button type="submit" color="error" variant="contained" disabled={form.formState.isSubmitting}>
              {t('closeButton')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
