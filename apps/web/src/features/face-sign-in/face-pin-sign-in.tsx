import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FaceClockResult } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/api-slice.ts';
import { signIn } from '../../api/auth-client.ts';
import { broadcastSessionChange } from '../../api/session-events.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { removeStorage } from '../../app/storage.ts';
import { useSession } from '../session/session-context.ts';

const DASHBOARD = '/admin/dashboard';

/** The PIN field with its button: numbers only, 4 to 6 digits, never filled in by the browser. */
export function PinField({ pin, onChange }: { pin: string; onChange: (pin: string) => void }) {
  const { t } = useTranslation('faceSignIn');
  return (
    <TextField
      label={t('pin')}
      type="password"
      value={pin}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } }}
    />
  );
}

/**
 * Sign-in mode after a match or a weak match: the employee's PIN is the second factor (a face alone opens no
 * session). On success this browser's stored token (the tablet's) is dropped and the new session read from
 * its cookie, as after a password sign-in.
 */
export function FacePinSignIn({ result }: { result: FaceClockResult }) {
  const { t } = useTranslation('faceSignIn');
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const { update } = useSession();
  const navigate = useNavigate();

  const submit = async () => {
    if (!result.attemptId) return;
    setBusy(true);
    setError(null);
    const answer = await signIn('face', { attemptId: result.attemptId, pin }, new URL(DASHBOARD, window.location.origin).href).catch(
      () => null,
    );
    if (!answer?.ok) {
      setBusy(false);
      setPin('');
      setError(t(answer?.error === 'TooManyAttempts' ? 'pinLocked' : 'pinRefused'));
      return;
    }
    removeStorage('accessToken');
    dispatch(api.util.resetApiState());
    await update();
    broadcastSessionChange('signin');
    navigate(DASHBOARD, { replace: true });
  };

  return (
    <Box
      component="form"
      aria-label={t('signInWithPin')}
      sx={{ display: 'grid', gap: 1.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Alert severity={result.outcome === 'match' ? 'info' : 'warning'} role="status">
        {result.outcome === 'match' ? t('matchedEnterPin', { name: result.employeeName }) : result.message}
      </Alert>
      <PinField pin={pin} onChange={setPin} />
      <Button type="submit" variant="contained" disabled={busy || pin.length < 4}>
        {t('signInWithPin')}
      </Button>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Box>
  );
}
