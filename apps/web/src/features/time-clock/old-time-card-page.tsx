import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useShiftStores } from '../shifts/use-shift-stores.ts';
import { StorePicker } from './store-picker.tsx';
import { useTimeCardPeriodsQuery, useTimeCardQuery } from './time-clock.api.ts';
import { TIME_CARD_FLAGS } from './time-card-page.tsx';
import { TimeCardView } from './time-card-view.tsx';
import { dayLabel } from './person-card.tsx';

/** /admin/employees/old-time-card: past pay periods, locked unless re-opened with a reason. */
export function OldTimeCardPage() {
  return (
    <AccessGuard flags={TIME_CARD_FLAGS}>
      <OldTimeCardScreen />
    </AccessGuard>
  );
}

function OldTimeCardScreen() {
  const { t } = useTranslation('timeClock');
  const { stores, storeId, setStoreId, loading } = useShiftStores();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('oldTitle')}</Typography>
        <StorePicker stores={stores} storeId={storeId} onChange={setStoreId} />
      </Box>
      {storeId ? (
        <Periods key={storeId} storeId={storeId} />
      ) : loading ? (
        <CircularProgress aria-label={t('oldTitle')} />
      ) : (
        <Alert severity="info">{t('noStores')}</Alert>
      )}
    </Box>
  );
}

function Periods({ storeId }: { storeId: string }) {
  const { t } = useTranslation('timeClock');
  const { data, error, isLoading } = useTimeCardPeriodsQuery(storeId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (isLoading) return <CircularProgress aria-label={t('pastPeriods')} />;
  if (error || !data) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const start = chosen ?? data.periods[0]?.periodStart;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('pastPeriods')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('pastPeriods')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.periods.map((p) => (
              <TableRow key={p.periodStart} selected={p.periodStart === start}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t('period', { start: dayLabel(p.periodStart), end: dayLabel(p.periodEnd) })}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={p.status === 'open' ? t('notApproved') : t(`status.${p.status}`)}
                    color={p.status === 'approved' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setChosen(p.periodStart)} aria-label={`${t('view')} ${p.periodStart}`}>
                    {t('view')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {start ? <PastCard storeId={storeId} date={start} /> : null}
    </Box>
  );
}

function PastCard({ storeId, date }: { storeId: string; date: string }) {
  const { t } = useTranslation('timeClock');
  const { data: card, error, isLoading } = useTimeCardQuery({ storeId, date });
  if (isLoading) return <CircularProgress aria-label={t('oldTitle')} />;
  if (error || !card) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return <TimeCardView card={card} />;
}
