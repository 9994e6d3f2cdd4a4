import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OwnerEmailCheck } from '../owner-email-check.tsx';

/** /setup/confirm-email: an owner who left the done screen confirms their email with the code (or asks for a new one). */
export function ConfirmEmailPage() {
  const { t } = useTranslation('salonSetup');
  return (
    <Box component="main" sx={{ px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 }, display: 'grid', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2, width: '100%', maxWidth: 560 }}>
        <Typography variant="h1">{t('confirmEmailTitle')}</Typography>
        <Typography>{t('confirmEmailIntro')}</Typography>
        <OwnerEmailCheck />
      </Paper>
    </Box>
  );
}
