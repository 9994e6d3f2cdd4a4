import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The end of a tablet task: what happened, in the customer's first name only, and the way back. */
export function KioskDone({ title, lines }: { title: string; lines: string[] }) {
  const { t } = useTranslation('kiosk');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Alert severity="success" sx={{ mb: 2 }}>
        <Typography variant="h2" component="p" sx={{ color: 'inherit' }}>
          {title}
        </Typography>
      </Alert>
      {lines.map((line) => (
        <Typography key={line} sx={{ mb: 1, fontSize: 20 }}>
          {line}
        </Typography>
      ))}
      <Button component={RouterLink} to="/in-store" variant="contained" size="large" sx={{ mt: 2 }}>
        {t('startOver')}
      </Button>
    </Paper>
  );
}

export const choiceLine = (beverage: string | null, music: string | null) => [beverage, music].filter(Boolean).join(' · ');
