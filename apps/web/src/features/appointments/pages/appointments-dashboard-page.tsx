import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APPOINTMENT_ACTION_FLAGS } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { StoreSelect } from '../../../components/period-nav.tsx';
import { formatDay, isDay } from '../appointment-format.ts';
import { type Dashboard, useAppointmentDashboardQuery } from '../appointments.api.ts';
import { StatusCounts, StatusLegend } from '../components/status-chip.tsx';
import { WeekNavigator } from '../components/week-navigator.tsx';
import { type DashboardStore, useDashboardStores } from '../use-dashboard-stores.ts';
import { StoreWaitlistPanel } from '../../waitlist/components/store-waitlist-panel.tsx';

/** /admin/appointments-dashboard: today's and the week's appointments of each store, counted by status. */
export function AppointmentsDashboardPage() {
  return (
    <AccessGuard flags={APPOINTMENT_ACTION_FLAGS.view}>
      <DashboardView />
    </AccessGuard>
  );
}

export function useWeekParam(): [string | undefined, (weekStart: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('week');
  const week = isDay(raw) ? raw : undefined;
  const setWeek = (next: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('day');
        if (next) copy.set('week', next);
        else copy.delete('week');
        return copy;
      },
      { replace: false },
    );
  return [week, setWeek];
}

/**
 * The store whose waitlist the desk works, kept in the address (?waitlist=<store id>) so a reload or a shared
 * link keeps it; the first store until the desk picks one.
 */
function useWaitlistStoreParam(): [string | undefined, (storeId: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (storeId: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('waitlist', storeId);
        return copy;
      },
      { replace: true },
    );
  return [params.get('waitlist') ?? undefined, set];
}

function DashboardView() {
  // The waitlist panel's dialogs use the booking popup's parts: their namespaces load with the page.
  const { t } = useTranslation(['appointments', 'waitlist', 'calendar', 'customers']);
  const { stores, loading, failed } = useDashboardStores();
  const [week, setWeek] = useWeekParam();
  const first = stores[0];
  const { data: firstData } = useAppointmentDashboardQuery({ storeId: first?.id ?? '', weekStart: week }, { skip: !first });
  // The desk picks whose waitlist to work (the first store until it does); its "today" is on that store's clock.
  const [waitlistStoreId, setWaitlistStoreId] = useWaitlistStoreParam();
  const waitlistStore = stores.find((store) => store.id === waitlistStoreId) ?? first;
  const { data: waitlistData } = useAppointmentDashboardQuery(
    { storeId: waitlistStore?.id ?? '', weekStart: week },
    { skip: !waitlistStore },
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h1">{t('dashboardTitle')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('dashboardIntro')}
        </Typography>
      </Box>
      {firstData ? (
        <WeekNavigator
          from={firstData.week.from}
          to={firstData.week.to}
          isCurrent={!week || (firstData.today.date >= firstData.week.from && firstData.today.date <= firstData.week.to)}
          onWeek={setWeek}
        />
      ) : null}
      <StatusLegend />
      {failed ? <Alert severity="error">{t('storesFailed')}</Alert> : null}
      {loading ? (
        <PageLoader />
      ) : stores.length === 0 && !failed ? (
        <Alert severity="info">{t('noStores')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {stores.map((store) => (
            <StoreCard key={store.id} store={store} week={week} />
          ))}
        </Box>
      )}
      {waitlistStore && stores.length > 1 ? (
        <StoreSelect
          label={t('waitlist:waitlistOf')}
          stores={stores}
          storeId={waitlistStore.id}
          onChange={setWaitlistStoreId}
          width={360}
        />
      ) : null}
      {waitlistStore ? <StoreWaitlistPanel store={waitlistStore} today={waitlistData?.today.date} /> : null}
    </Box>
  );
}

function StoreCard({ store, week }: { store: DashboardStore; week: string | undefined }) {
  const { t, i18n } = useTranslation('appointments');
  const headingId = useId();
  const { data, isLoading, error } = useAppointmentDashboardQuery({ storeId: store.id, weekStart: week });
  const weekHref = `/admin/appointments-dashboard/${store.id}${week ? `?week=${week}` : ''}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {store.name}
        </Typography>
        <Button component={RouterLink} to={weekHref} variant="outlined" size="small" aria-label={t('viewWeek', { store: store.name })}>
          {t('openWeek')}
        </Button>
      </Box>
      {isLoading ? (
        <Box role="status" aria-label={t('dashboardTitle')} sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress size={28} aria-hidden />
        </Box>
      ) : error || !data ? (
        <Alert severity="error">{error && 'message' in error ? error.message : t('loadFailed')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <CountsBlock
            title={t('today')}
            subtitle={formatDay(data.today.date, i18n.language)}
            summary={data.today}
            empty={t('noneToday')}
          />
          <CountsBlock
            title={t('thisWeekTotal')}
            subtitle={t('weekRange', { from: formatDay(data.week.from, i18n.language), to: formatDay(data.week.to, i18n.language) })}
            summary={data.week}
            empty={t('noneThisWeek')}
          />
        </Box>
      )}
    </Paper>
  );
}

function CountsBlock({
  title,
  subtitle,
  summary,
  empty,
}: {
  title: string;
  subtitle: string;
  summary: Pick<Dashboard['today'], 'total' | 'counts'>;
  empty: string;
}) {
  const { t } = useTranslation('appointments');
  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
      <Box>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
      {summary.total === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{t('total', { count: summary.total })}</Typography>
          <StatusCounts counts={summary.counts} label={`${title}: ${t('statusCounts')}`} />
        </>
      )}
    </Box>
  );
}
