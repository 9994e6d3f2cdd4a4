import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskFrame } from '../components/kiosk-frame.tsx';
import { RegistrationForm } from '../registration/registration-form.tsx';

/** /user-registration: registration on the in-store tablet (no session keep-alive here). */
export function UserRegistrationPage() {
  const { t } = useTranslation('registration');
  const [done, setDone] = useState(false);
  return (
    <KioskFrame>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {done ? <Alert severity="success">{t('registered')}</Alert> : <RegistrationForm onRegistered={() => setDone(true)} />}
      </Paper>
    </KioskFrame>
  );
}
