import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FaceClockResult, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useSession } from '../session/session-context.ts';
import { useShiftStores } from '../shifts/use-shift-stores.ts';
import { StorePicker } from '../time-clock/store-picker.tsx';
import { TIME_CARD_FLAGS } from '../time-clock/time-card-page.tsx';
import { usePunchByPinMutation } from '../time-clock/time-clock.api.ts';
import { CameraCapture } from './camera-capture.tsx';
import { FACE_REVIEW_FLAGS, useFaceClockMutation } from './face.api.ts';
import { FacePinSignIn, PinField } from './face-pin-sign-in.tsx';

type Mode = 'sign_in' | 'clock_in' | 'clock_out';

/**
 * /admin/face: the store tablet's face sign-in. Sign in: a match or weak match asks for the employee's PIN, which
 * opens their session. Clock in/out: a match clocks, anything less asks for the PIN.
 */
export function FacePage() {
  return (
    <AccessGuard flags={TIME_CARD_FLAGS}>
      <FaceTablet />
    </AccessGuard>
  );
}

function FaceTablet() {
  const { t } = useTranslation(['faceSignIn', 'timeClock']);
  const { data: session } = useSession();
  const { stores, storeId, setStoreId } = useShiftStores();
  const [mode, setMode] = useState<Mode>('sign_in');
  const [result, setResult] = useState<FaceClockResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [check, checking] = useFaceClockMutation();
  const [punchByPin, pinState] = usePunchByPinMutation();
  const signingIn = mode === 'sign_in';
  const needsPin = !signingIn && result !== null && result.outcome !== 'match';
  const pinSignIn = signingIn && (result?.outcome === 'match' || result?.outcome === 'weak');

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
      if (mode === 'sign_in') return;
      const status = await punchByPin({ storeId, action: mode, pin, faceAttemptId: result?.attemptId ?? undefined }).unwrap();
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
          onChange={(_, v: Mode | null) => {
            if (!v) return;
            setMode(v);
            setResult(null);
          }}
          aria-label={t('mode')}
        >
          <ToggleButton value="sign_in">{t('signIn')}</ToggleButton>
          <ToggleButton value="clock_in">{t('clockIn')}</ToggleButton>
          <ToggleButton value="clock_out">{t('clockOut')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography>{t('help')}</Typography>
        {signingIn ? <Typography color="text.secondary">{t('secondFactor')}</Typography> : null}
        <CameraCapture onCapture={(url) => void send(url)} busy={checking.isLoading || !storeId} actionLabel={t('scan')} />
        {checking.isLoading ? <Typography role="status">{t('checking')}</Typography> : null}
        {pinSignIn && result ? <FacePinSignIn key={result.attemptId} result={result} /> : null}
        {signingIn && result && !pinSignIn ? (
          <Alert severity="error" role="status">
            {result.outcome === 'no_face' || result.outcome === 'many_faces' ? result.message : t('notRecognisedSignIn')}
          </Alert>
        ) : null}
        {!signingIn && result?.outcome === 'match' ? (
          <Alert severity="success" role="status">
            {t(mode === 'clock_in' ? 'clockedIn' : 'clockedOut', { name: result.employeeName })}
          </Alert>
        ) : null}
        {needsPin ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Alert severity={result.outcome === 'weak' ? 'warning' : 'error'} role="status">
              {result.message}
            </Alert>
            <PinField pin={pin} onChange={setPin} />
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
      {hasAccess(session?.accessControls ?? {}, FACE_REVIEW_FLAGS) ? (
        <Button component={RouterLink} to="/admin/face/review" sx={{ justifySelf: 'start' }}>
          {t('reviewLink')}
        </Button>
      ) : null}
    </Box>
  );
}
