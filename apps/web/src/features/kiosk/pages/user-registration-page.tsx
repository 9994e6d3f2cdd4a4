import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { RegistrationForm } from '../../customer/registration/registration-form.tsx';
import { KioskRegisterForm } from '../components/kiosk-register-form.tsx';
import { useKiosk } from '../kiosk-context.ts';

/**
 * /user-registration (no session keep-alive here): on a paired tablet a quick customer record of the store's brand;
 * elsewhere the customer account registration.
 */
export function UserRegistrationPage() {
  const { t } = useTranslation('registration');
  const { t: k } = useTranslation('kiosk');
  const { status } = useKiosk();
  const [done, setDone] = useState(false);
  if (status === 'loading') return <PageLoader />;
  const paired = status === 'ready';
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {paired ? k('registerTitle') : t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {paired ? k('registerIntro') : t('subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {paired ? (
          <KioskRegisterForm />
        ) : done ? (
          <Alert severity="success">{t('registered')}</Alert>
        ) : (
          <RegistrationForm onRegistered={() => setDone(true)} />
        )}
      </Paper>
    </>
  );
}
