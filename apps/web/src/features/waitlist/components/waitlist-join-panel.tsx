import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WAITLIST_OFFER_HOLD_MINUTES } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { formatDay } from '../../booking/booking-format.ts';
import { useJoinWaitlistMutation } from '../waitlist.api.ts';
import { formatWindow } from '../waitlist-format.ts';

export interface WaitlistJoinPanelProps {
  storeId: string;
  serviceIds: string[];
  /** A cutter's id, or "any". */
  cutterId: string;
  /** The day the customer is looking at (YYYY-MM-DD, store clock). */
  day: string;
}

/** "No time that suits you? Join the waitlist": a window on the chosen day, with the chosen cutter or anyone. */
export function WaitlistJoinPanel({ storeId, serviceIds, cutterId, day }: WaitlistJoinPanelProps) {
  const { t, i18n } = useTranslation('waitlist');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('10:00');
  const [to, setTo] = useState('12:00');
  const [join, state] = useJoinWaitlistMutation();
  const [joined, setJoined] = useState<string | null>(null);
  const fields: Record<string, string> = (isApiError(state.error) && state.error.fields) || {};
  const submit = async () => {
    try {
      const entry = await join({ storeId, serviceIds, cutterId: cutterId === 'any' ? null : cutterId, date: day, from, to }).unwrap();
      setJoined(t('joined', formatWindow(entry, i18n.language)));
      setOpen(false);
    } catch {
      // shown below from state.error
    }
  };
  if (joined)
    return (
      <Alert
        severity="success"
        role="status"
        action={
          <Button component={RouterLink} to="/customer/my-appointments">
            {t('seeMine')}
          </Button>
        }
      >
        {joined}
      </Alert>
    );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('prompt')}
      </Typography>
      {!open ? (
        <Button variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
          {t('join')}
        </Button>
      ) : (
        <Box
          component="form"
          aria-label={t('joinFor', { day: formatDay(day, i18n.language, true) })}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('joinHelp', { minutes: WAITLIST_OFFER_HOLD_MINUTES })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '160px 160px' } }}>
            <TextField
              label={t('from')}
              type="time"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              error={Boolean(fields.from)}
              helperText={fields.from}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
            <TextField
              label={t('to')}
              type="time"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              error={Boolean(fields.to)}
              helperText={fields.to}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
          </Box>
          {state.error && !fields.from && !fields.to ? (
            <Alert severity="error" role="alert">
              {errorMessage(state.error)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={state.isLoading}>
              {t('joinFor', { day: formatDay(day, i18n.language) })}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
