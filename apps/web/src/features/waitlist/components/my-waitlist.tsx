import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CartConfirm, WaitlistEntry } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { formatDateTime, formatTime } from '../../booking/booking-format.ts';
import { BookingPolicyPanel, policyReady } from '../../booking/components/booking-policy-panel.tsx';
import { useAcceptWaitlistOfferMutation, useLeaveWaitlistMutation, useMyWaitlistQuery } from '../waitlist.api.ts';
import { formatWindow } from '../waitlist-format.ts';

const SHOWN = new Set(['waiting', 'offered', 'expired']);

function EntryCard({ entry }: { entry: WaitlistEntry }) {
  const { t, i18n } = useTranslation('waitlist');
  const toast = useToast();
  const [accept, accepting] = useAcceptWaitlistOfferMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<NonNullable<CartConfirm>>({});
  const window = formatWindow(entry, i18n.language);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      toast.success(done);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const offerTime = entry.offer ? formatDateTime(entry.offer.start, entry.timezone, i18n.language) : '';
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, display: 'grid', gap: 1, listStyle: 'none', borderColor: entry.offer ? 'primary.main' : undefined }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>{entry.storeName}</Typography>
        <Chip size="small" color={entry.offer ? 'primary' : 'default'} label={t(`status.${entry.status}`)} />
      </Box>
      <Typography variant="body2">{t('window', window)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.services.map((s) => s.name).join(', ')} · {entry.cutterName ? t('withCutter', { name: entry.cutterName }) : t('anyone')}
      </Typography>
      {entry.offer ? (
        <Alert severity="info" role="status">
          {t('offer', {
            time: offerTime,
            name: entry.offer.cutterName,
            until: formatTime(entry.offer.expiresAt, entry.timezone, i18n.language),
          })}
        </Alert>
      ) : null}
      {entry.offer && entry.policy ? <BookingPolicyPanel policy={entry.policy} value={answer} onChange={setAnswer} /> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {entry.status === 'waiting' || entry.status === 'offered' ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {entry.offer ? (
            <Button
              variant="contained"
              disabled={accepting.isLoading || !policyReady(entry.policy, answer)}
              aria-label={t('acceptOf', { time: offerTime, store: entry.storeName })}
              onClick={() => void run(() => accept({ id: entry.id, body: answer }).unwrap(), t('accepted'))}
            >
              {t('accept')}
            </Button>
          ) : null}
          <Button
            color="inherit"
            disabled={leaving.isLoading}
            aria-label={t('leaveOf', { store: entry.storeName, day: window.day })}
            onClick={() => void run(() => leave(entry.id).unwrap(), t('left'))}
          >
            {t('leave')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

/** The customer's waitlist under their appointments: waiting wishes, offers to claim, and offers that ran out. */
export function MyWaitlist() {
  const { t } = useTranslation('waitlist');
  const headingId = useId();
  const { data } = useMyWaitlistQuery(undefined, { pollingInterval: 30_000 });
  const entries = (data ?? []).filter((e) => SHOWN.has(e.status));
  if (!entries.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('mineTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((e) => (
          <EntryCard key={e.id} entry={e} />
        ))}
      </Box>
    </Box>
  );
}
