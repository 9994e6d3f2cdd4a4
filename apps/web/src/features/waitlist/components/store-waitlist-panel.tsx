import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasAccess, WAITLIST_FLAGS, type WaitlistEntry } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useSession } from '../../session/session-context.ts';
import { formatDateTime } from '../../booking/booking-format.ts';
import { useRemoveFromWaitlistMutation, useStoreWaitlistQuery } from '../waitlist.api.ts';
import { formatWindow } from '../waitlist-format.ts';
import { WaitlistAddDialog } from './waitlist-add-dialog.tsx';
import { WaitlistBookDialog } from './waitlist-book-dialog.tsx';

function Row({ entry, canRemove, onBook }: { entry: WaitlistEntry; canRemove: boolean; onBook: () => void }) {
  const { t, i18n } = useTranslation('waitlist');
  const toast = useToast();
  const [remove, removing] = useRemoveFromWaitlistMutation();
  const window = formatWindow(entry, i18n.language);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', py: 1.25, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{entry.customerName}</Typography>
        <Typography variant="body2">{t('window', window)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {entry.services.map((s) => s.name).join(', ')} · {entry.cutterName ? t('withCutter', { name: entry.cutterName }) : t('anyone')}
        </Typography>
        {entry.offer ? (
          <Typography variant="body2" color="primary">
            {formatDateTime(entry.offer.start, entry.timezone, i18n.language)} · {entry.offer.cutterName}
          </Typography>
        ) : null}
      </Box>
      <Chip size="small" color={entry.offer ? 'primary' : 'default'} label={t(`status.${entry.status}`)} />
      {canRemove ? (
        <Button size="small" variant="outlined" aria-label={t('bookOf', { name: entry.customerName })} onClick={onBook}>
          {t('book')}
        </Button>
      ) : null}
      {canRemove ? (
        <Button
          size="small"
          color="inherit"
          disabled={removing.isLoading}
          aria-label={t('removeOf', { name: entry.customerName })}
          onClick={() =>
            void remove({ id: entry.id, storeId: entry.storeId })
              .unwrap()
              .then(() => toast.success(t('removed')))
              .catch((e: unknown) => toast.error(errorMessage(e)))
          }
        >
          {t('remove')}
        </Button>
      ) : null}
    </Box>
  );
}

/** The desk's waitlist of one store on the appointments dashboard: who waits for what, offers out; add, book from it, remove. */
export function StoreWaitlistPanel({ store, today }: { store: { id: string; name: string }; today?: string }) {
  const { t } = useTranslation('waitlist');
  const headingId = useId();
  const { data: session } = useSession();
  const canView = hasAccess(session?.accessControls, WAITLIST_FLAGS.view);
  const canRemove = hasAccess(session?.accessControls, WAITLIST_FLAGS.add);
  const { data, error, isLoading } = useStoreWaitlistQuery(store.id, { skip: !canView, pollingInterval: 30_000 });
  const [adding, setAdding] = useState(false);
  const [booking, setBooking] = useState<WaitlistEntry | null>(null);
  if (!canView) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('deskTitle')} · {store.name}
        </Typography>
        {canRemove && today ? (
          <Button size="small" variant="contained" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        ) : null}
      </Box>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!isLoading && !error && !data?.length ? <Typography color="text.secondary">{t('deskEmpty')}</Typography> : null}
      {data?.length ? (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {data.map((entry) => (
            <Row key={entry.id} entry={entry} canRemove={canRemove} onBook={() => setBooking(entry)} />
          ))}
        </Box>
      ) : null}
      {adding && today ? <WaitlistAddDialog store={store} today={today} onClose={() => setAdding(false)} /> : null}
      {booking ? <WaitlistBookDialog entry={booking} onClose={() => setBooking(null)} /> : null}
    </Paper>
  );
}
