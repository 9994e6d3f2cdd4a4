import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { pairTablet } from '../tablet.api.ts';

/** The unpaired tablet: the manager's code from the store page pairs it with that store. */
export function PairForm({ onPaired }: { onPaired: () => void }) {
  const { t } = useTranslation('kiosk');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await pairTablet(code);
      onPaired();
    } catch (e) {
      setError(isApiError(e) ? (e.fields?.code ?? e.message) : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('pairTitle')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('notPaired')}
      </Alert>
      <Typography sx={{ mb: 3 }}>{t('pairIntro')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2, maxWidth: 360 }}
      >
        <TextField
          label={t('pairingCode')}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{
            htmlInput: { maxLength: 9, autoCapitalize: 'characters', autoComplete: 'off', style: { letterSpacing: 4, fontSize: 28 } },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || code.trim().length < 8}>
          {busy ? t('pairing') : t('pair')}
        </Button>
      </Box>
    </Paper>
  );
}
