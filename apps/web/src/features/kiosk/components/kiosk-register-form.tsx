import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { kioskRegisterSchema } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { kioskRegister } from '../tablet.api.ts';
import { KioskDone } from './kiosk-done.tsx';

/** /user-registration on a paired tablet: a customer record of the store's brand (no password; check in by phone). */
export function KioskRegisterForm() {
  const { t } = useTranslation('kiosk');
  const form = useZodForm(kioskRegisterSchema, { firstName: '', lastName: '', phoneNumber: '' }, { validateOn: 'submit' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      setDone((await kioskRegister(body)).firstName);
    } catch (e) {
      if (isApiError(e) && e.fields)
        for (const [name, message] of Object.entries(e.fields)) form.setError(name as 'phoneNumber', { message });
      setError(isApiError(e) ? e.message : t('failed'));
    }
  });
  if (done) return <KioskDone title={t('registeredTitle', { name: done })} lines={[t('registeredDetail')]} />;
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="firstName" label={t('firstName')} autoComplete="off" />
        <FormTextField control={form.control} name="lastName" label={t('lastName')} autoComplete="off" />
        <FormTextField control={form.control} name="phoneNumber" label={t('phoneNumber')} type="tel" autoComplete="off" />
        <FormTextField control={form.control} name="email" label={t('email')} type="email" autoComplete="off" emptyAsNull />
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('registering') : t('registerSubmit')}
        </Button>
        <Button component={RouterLink} to="/in-store" size="large">
          {t('back')}
        </Button>
      </Box>
    </Box>
  );
}
