import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ClockStatus, formatStoreTime, type Punch } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useClockStatusQuery, usePunchMutation } from './time-clock.api.ts';

/** The clock buttons that fit a state: in, or break/out, or end break. */
export function PunchButtons({
  state,
  busy,
  onPunch,
}: {
  state: ClockStatus['state'];
  busy: boolean;
  onPunch: (p: Omit<Punch, 'storeId'>) => void;
}) {
  const { t } = useTranslation('timeClock');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {state === 'out' ? (
        <Button variant="contained" disabled={busy} onClick={() => onPunch({ action: 'clock_in' })}>
          {t('clockIn')}
        </Button>
      ) : null}
      {state === 'working' ? (
        <>
          <Button variant="outlined" disabled={busy} onClick={() => onPunch({ action: 'break_start', breakKind: 'unpaid_break' })}>
            {t('unpaidBreak')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => onPunch({ action: 'break_start', breakKind: 'paid_break' })}>
            {t('paidBreak')}
          </Button>
          <Button variant="contained" color="secondary" disabled={busy} onClick={() => onPunch({ action: 'clock_out' })}>
            {t('clockOut')}
          </Button>
        </>
      ) : null}
      {state === 'on_break' ? (
        <>
          <Button variant="contained" disabled={busy} onClick={() => onPunch({ action: 'break_end' })}>
            {t('endBreak')}
          </Button>
          <Button variant="outlined" color="secondary" disabled={busy} onClick={() => onPunch({ action: 'clock_out' })}>
            {t('clockOut')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}

/** The signed-in employee's own clock at the chosen store. */
export function MyClock({ storeId, zone }: { storeId: string; zone: string }) {
  const { t } = useTranslation('timeClock');
  const toast = useToast();
  const { data } = useClockStatusQuery();
  const [punch, state] = usePunchMutation();
  if (!data) return null;
  const since = data.openEntry ? formatStoreTime(zone, data.openEntry.clockIn) : '';
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} component="section" aria-label={t('myClock')}>
      <Typography variant="h2" component="h2">
        {t('myClock')}
      </Typography>
      <Typography role="status">{t(`state.${data.state}`, { time: since })}</Typography>
      <PunchButtons
        state={data.state}
        busy={state.isLoading}
        onPunch={(p) =>
          punch({ ...p, storeId })
            .unwrap()
            .catch((err) => toast.error(errorMessage(err)))
        }
      />
    </Paper>
  );
}
