import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { addDays, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useShiftStores } from '../shifts/use-shift-stores.ts';
import { useSession } from '../session/session-context.ts';
import { MyClock } from './my-clock.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { StorePicker } from './store-picker.tsx';
import { useTimeCardQuery } from './time-clock.api.ts';
import { TimeCardView } from './time-card-view.tsx';

export const TIME_CARD_FLAGS = ['view_all_time_cards', 'view_self_time_card'];

/** /admin/employees/time-card: the current pay period (or a chosen one), the caller's own clock, edits and approval. */
export function TimeCardPage() {
  return (
    <AccessGuard flags={TIME_CARD_FLAGS}>
      <TimeCardScreen />
    </AccessGuard>
  );
}

function TimeCardScreen() {
  const { t } = useTranslation('timeClock');
  const { stores, storeId, setStoreId, loading } = useShiftStores();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('cardTitle')}</Typography>
        <StorePicker stores={stores} storeId={storeId} onChange={setStoreId} />
      </Box>
      {storeId ? (
        <StoreCard key={storeId} storeId={storeId} storeName={stores.find((s) => s.id === storeId)?.name ?? ''} />
      ) : loading ? (
        <CircularProgress aria-label={t('cardTitle')} />
      ) : (
        <Alert severity="info">{t('noStores')}</Alert>
      )}
    </Box>
  );
}

function StoreCard({ storeId, storeName }: { storeId: string; storeName: string }) {
  const { t } = useTranslation('timeClock');
  const { data: session } = useSession();
  const [date, setDate] = useState<string | undefined>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { data: card, error, isLoading } = useTimeCardQuery({ storeId, date });
  if (isLoading) return <CircularProgress aria-label={t('cardTitle')} />;
  if (error || !card) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <MyClock storeId={storeId} zone={card.timeZone} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => setDate(addDays(card.periodStart, -1))}>{t('previous')}</Button>
        {card.current ? null : <Button onClick={() => setDate(undefined)}>{t('current')}</Button>}
        {card.current ? null : <Button onClick={() => setDate(addDays(card.periodEnd, 1))}>{t('next')}</Button>}
        {hasAccess(session?.accessControls, ['edit_store_details']) ? (
          <Button variant="outlined" onClick={() => setSettingsOpen(true)} sx={{ ml: { sm: 'auto' } }}>
            {t('settings')}
          </Button>
        ) : null}
      </Box>
      {settingsOpen ? <SettingsDialog storeId={storeId} storeName={storeName} onClose={() => setSettingsOpen(false)} /> : null}
      <TimeCardView card={card} />
    </Box>
  );
}
