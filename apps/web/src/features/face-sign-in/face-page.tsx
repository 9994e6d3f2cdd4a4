import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { FaceClockResult } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useShiftStores } from '../shifts/use-shift-stores.ts';
import { StorePicker } from '../time-clock/store-picker.tsx';
import { TIME_CARD_FLAGS } from '../time-clock/time-card-page.tsx';
import { usePunchByPinMutation } from '../time-clock/time-clock.api.ts';
import { CameraCapture } from './camera-capture.tsx';
import { useFaceClockMutation } from './face.api.ts';

type Mode = 'clock_in' | 'clock_out';

/** /admin/face: the store tablet's face sign-in. A match clocks in or out; anything less asks for the PIN. */
export function FacePage() {
  return (
    <AccessGuard flags={TIME_CARD_FLAGS}>
      <FaceTablet />
    </AccessGuard>
  );
}

function FaceTablet() {
  const { t } = useTranslation('faceSignIn');
  const { stores, storeId, setStoreId } = useShiftStores();
  const [mode, setMode] = useState<Mode>('clock_in');
  const [result, setResult] = useState<FaceClockResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [check, checking] = useFaceClockMutation();
  const [punchByPin, pinState] = usePunchByPinMutation();
  const needsPin = result !== null && result.outcome !== 'match';

  const send = async (imageUrl: string) => {
    if (!storeId) return;
    setError(null);
    setDone(null);
    try {
      setResult(await check({ imageUrl, storeId, action: mode }).unwrap());
    } catch (err) {
      setResult(null);
      setError(errorMessage(err));
    }
  };

  const withPin = async () => {
    if (!storeId) return;
    try {
      const status = await punchByPin({ storeId, action: mode, pin }).unwrap();
      setDone(t(mode === 'clock_in' ? 'clockedIn' : 'clockedOut', { name: status.name }));
      setResult(null);
      setPin('');
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, width: '100%', justifySelf: 'center' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('title')}</Typography>
        <StorePicker stores={stores} storeId={storeId} onChange={setStoreId} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={mode}
          onChange={(_, v: Mode | null) => v && setMode(v)}
          aria-label={t('mode')}
        >
          <ToggleButton value="clock_in">{t('clockIn')}</ToggleButton>
          <ToggleButton value="clock_out">{t('clockOut')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography>{t('help')}</Typography>
        <CameraCapture onCapture={(url) => void send(url)} busy={checking.isLoading || !storeId} actionLabel={t('scan')} />
        {checking.isLoading ? <Typography role="status">{t('checking')}</Typography> : null}
        {result?.outcome === 'match' ? (
          <Alert severity="success" role="status">
            {t(mode === 'clock_in' ? 'clockedIn' : 'clockedOut', { name: result.employeeName })}
          </Alert>
        ) : null}
        {needsPin ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Alert severity={result.outcome === 'weak' ? 'warning' : 'error'} role="status">
              {result.message}
            </Alert>
            <TextField
              label={t('pin')}
              type="password"
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } }}
            />
            <Button variant="contained" onClick={() => void withPin()} disabled={pinState.isLoading || pin.length < 4}>
              {t(mode === 'clock_in' ? 'clockInWithPin' : 'clockOutWithPin')}
            </Button>
          </Box>
        ) : null}
        {done ? (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
      </Paper>
    </Box>
  );
}
