import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Punch } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useShiftStores } from '../shifts/use-shift-stores.ts';
import { StorePicker } from './store-picker.tsx';
import { usePunchByPinMutation } from './time-clock.api.ts';
import { TIME_CARD_FLAGS } from './time-card-page.tsx';

const ACTIONS: { label: 'clockIn' | 'unpaidBreak' | 'paidBreak' | 'endBreak' | 'clockOut'; punch: Omit<Punch, 'storeId'> }[] = [
  { label: 'clockIn', punch: { action: 'clock_in' } },
  { label: 'unpaidBreak', punch: { action: 'break_start', breakKind: 'unpaid_break' } },
  { label: 'paidBreak', punch: { action: 'break_start', breakKind: 'paid_break' } },
  { label: 'endBreak', punch: { action: 'break_end' } },
  { label: 'clockOut', punch: { action: 'clock_out' } },
];

/** /admin/time-clock: the store tablet. Staff enter their PIN and clock in, take a break or clock out. */
export function TimeClockPage() {
  return (
    <AccessGuard flags={TIME_CARD_FLAGS}>
      <Tablet />
    </AccessGuard>
  );
}

function Tablet() {
  const { t } = useTranslation('timeClock');
  const { stores, storeId, setStoreId } = useShiftStores();
  const [pin, setPin] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [pinError, setPinError] = useState<string | undefined>();
  const [punch, state] = usePunchByPinMutation();
  const storeName = stores.find((s) => s.id === storeId)?.name;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, width: '100%', justifySelf: 'center' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('tabletTitle')}</Typography>
        <StorePicker stores={stores} storeId={storeId} onChange={setStoreId} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography>{storeName ? `${storeName} · ${t('tabletHelp')}` : t('tabletHelp')}</Typography>
        <TextField
          label={t('pin')}
          type="password"
          value={pin}
          onChange={(e) => {
            setPin(e.target.value.replace(/\D/g, '').slice(0, 6));
            setPinError(undefined);
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } }}
          error={Boolean(pinError)}
          helperText={pinError ?? t('pinHelp')}
        />
        {/* Every action is offered: the PIN says who, the server says whether it fits their clock. */}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
          {ACTIONS.map((a) => (
            <Button
              key={a.label}
              size="large"
              variant={a.punch.action === 'clock_in' || a.punch.action === 'clock_out' ? 'contained' : 'outlined'}
              color={a.punch.action === 'clock_out' ? 'secondary' : 'primary'}
              disabled={state.isLoading || !storeId}
              onClick={async () => {
                if (!storeId) return;
                try {
                  const status = await punch({ ...a.punch, storeId, pin }).unwrap();
                  setResult({ ok: true, text: t('punched', { name: status.name, state: t(`punched.${status.state}`) }) });
                  setPin('');
                } catch (err) {
                  setPinError(isApiError(err) ? err.fields?.pin : undefined);
                  setResult({ ok: false, text: errorMessage(err) });
                }
              }}
            >
              {t(a.label)}
            </Button>
          ))}
        </Box>
        {result ? (
          <Alert severity={result.ok ? 'success' : 'error'} role="status">
            {result.text}
          </Alert>
        ) : null}
      </Paper>
    </Box>
  );
}
