import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { APPOINTMENT_ACTION_FLAGS } from '@salon/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { useShiftStores } from '../../shifts/use-shift-stores.ts';
import { StoreCalendar } from '../components/store-calendar.tsx';

/** /admin/appointments-calendar: a store's day (one column per cutter) or week, booking, moves and the visit's actions. */
export function AppointmentsCalendarPage() {
  return (
    <AccessGuard flags={APPOINTMENT_ACTION_FLAGS.view}>
      <CalendarScreen />
    </AccessGuard>
  );
}

function CalendarScreen() {
  const { t } = useTranslation('calendar');
  const { stores, storeId, setStoreId, loading, pickerNeeded } = useShiftStores();
  // A link may name the store (?storeId=): it is shown at once (no first load of another store) and
  // becomes the header's selected store; a store picked afterwards wins.
  const [params] = useSearchParams();
  const linked = params.get('storeId');
  const linkedValid = linked && stores.some((s) => s.id === linked) ? linked : null;
  const applied = useRef<string | null>(null);
  const shownStoreId = linkedValid && applied.current !== linkedValid ? linkedValid : storeId;
  useEffect(() => {
    if (!linkedValid || applied.current === linkedValid) return;
    applied.current = linkedValid;
    if (linkedValid !== storeId) setStoreId(linkedValid);
  }, [linkedValid, storeId, setStoreId]);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h1">{t('title')}</Typography>
      {shownStoreId ? (
        <StoreCalendar key={shownStoreId} stores={stores} storeId={shownStoreId} setStoreId={setStoreId} showStores={pickerNeeded} />
      ) : loading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : (
        <Alert severity="info">{t('noStores')}</Alert>
      )}
    </Box>
  );
}
