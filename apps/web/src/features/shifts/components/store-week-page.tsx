import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchShiftsQuery } from '../shifts.api.ts';
import { useShiftStores } from '../use-shift-stores.ts';
import { DEFAULT_WEEK_START, currentWeekStart, weekDays } from '../week.ts';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface StoreWeekProps {
  stores: ReturnType<typeof useShiftStores>['stores'];
  storeId: string;
  setStoreId: (id: string) => void;
  showStores: boolean;
}

/** The shell of the shift screens: the title, then the chosen store's view (keyed by store), a spinner or "no stores". */
export function StoreWeekPage({ title, children }: { title: string; children: (props: StoreWeekProps) => ReactNode }) {
  const { t } = useTranslation('shifts');
  const { stores, storeId, setStoreId, loading, pickerNeeded } = useShiftStores();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      {storeId ? (
        <Fragment key={storeId}>{children({ stores, storeId, setStoreId, showStores: pickerNeeded })}</Fragment>
      ) : loading ? (
        <CircularProgress aria-label={title} />
      ) : (
        <Alert severity="info">{t('noStores')}</Alert>
      )}
    </Box>
  );
}

/**
 * The week a shift screen shows (this week in the store's time zone until one is chosen) and the store's
 * shifts of that week; the zone follows the server's answer.
 */
export function useStoreWeek(storeId: string) {
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  const [zone, setZone] = useState(BROWSER_ZONE);
  const thisWeek = currentWeekStart(zone, DEFAULT_WEEK_START);
  const weekStart = chosenWeek ?? thisWeek;
  const days = useMemo(() => weekDays(weekStart), [weekStart]);
  const shifts = useSearchShiftsQuery({ storeId, from: weekStart, to: days[6] });
  if (shifts.data && shifts.data.timezone !== zone) setZone(shifts.data.timezone);
  return { zone, thisWeek, weekStart, setChosenWeek, days, shifts };
}
