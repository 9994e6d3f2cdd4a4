import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { APPOINTMENT_ACTION_FLAGS } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDay, formatTime, isDay, timezoneName } from '../appointment-format.ts';
import { type Appointment, type Dashboard, useAppointmentDashboardQuery, useSearchAppointmentsQuery } from '../appointments.api.ts';
import { StatusChip, StatusCounts, StatusLegend } from '../components/status-chip.tsx';
import { WeekNavigator } from '../components/week-navigator.tsx';
import { useDashboardStores } from '../use-dashboard-stores.ts';
import { useWeekParam } from './appointments-dashboard-page.tsx';

/** /admin/appointments-dashboard/{id}: one store's week, per day and status, and a day's appointments. */
export function StoreWeekPage() {
  return (
    <AccessGuard flags={APPOINTMENT_ACTION_FLAGS.view}>
      <StoreWeek />
    </AccessGuard>
  );
}

function StoreWeek() {
  const { t } = useTranslation('appointments');
  const { id = '' } = useParams();
  const { stores } = useDashboardStores();
  const storeName = stores.find((store) => store.id === id)?.name ?? t('storeFallback');
  const [week, setWeek] = useWeekParam();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, error } = useAppointmentDashboardQuery({ storeId: id, weekStart: week }, { skip: !id });

  const requestedDay = params.get('day');
  const selectedDay = data
    ? isDay(requestedDay) && requestedDay >= data.week.from && requestedDay <= data.week.to
      ? requestedDay
      : data.today.date >= data.week.from && data.today.date <= data.week.to
        ? data.today.date
        : data.week.from
    : null;
  const selectDay = (day: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('day', day);
      return copy;
    });

  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to="/admin/appointments-dashboard" startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
          {t('backToDashboard')}
        </Button>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {t('weekTitle', { store: storeName })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('weekIntro')}
        </Typography>
      </Box>
      {isLoading ? (
        <PageLoader />
      ) : error || !data ? (
        <Alert severity="error">{error && 'message' in error ? error.message : t('loadFailed')}</Alert>
      ) : (
        <>
          <WeekNavigator
            from={data.week.from}
            to={data.week.to}
            isCurrent={data.today.date >= data.week.from && data.today.date <= data.week.to}
            onWeek={setWeek}
          />
          <WeekSummary data={data} />
          <StatusLegend />
          <DayGrid data={data} selected={selectedDay} onSelect={selectDay} />
          {selectedDay ? <DayAppointments storeId={id} day={selectedDay} timezone={data.timezone} /> : null}
        </>
      )}
    </Box>
  );
}

function WeekSummary({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('appointments');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h2">{t('thisWeekTotal')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{t('total', { count: data.week.total })}</Typography>
      </Box>
      {data.week.total === 0 ? (
        <Typography color="text.secondary">{t('noneThisWeek')}</Typography>
      ) : (
        <StatusCounts counts={data.week.counts} label={`${t('thisWeekTotal')}: ${t('statusCounts')}`} />
      )}
      <Typography variant="body2" color="text.secondary">
        {t('timesIn', { timezone: timezoneName(data.timezone, i18n.language) })}
      </Typography>
    </Paper>
  );
}

function DayGrid({ data, selected, onSelect }: { data: Dashboard; selected: string | null; onSelect: (day: string) => void }) {
  const { t, i18n } = useTranslation('appointments');
  return (
    <Box
      component="ul"
      aria-label={t('days')}
      sx={{
        display: 'grid',
        gap: 1,
        m: 0,
        p: 0,
        listStyle: 'none',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(7, minmax(0, 1fr))' },
      }}
    >
      {data.week.days.map((day) => {
        const isSelected = day.date === selected;
        const isToday = day.date === data.today.date;
        const label = formatDay(day.date, i18n.language);
        return (
          <Paper
            component="li"
            key={day.date}
            variant="outlined"
            sx={{
              p: { xs: 1, sm: 1.25 },
              display: 'grid',
              gap: 1,
              alignContent: 'start',
              minWidth: 0,
              borderColor: isSelected ? 'primary.main' : undefined,
              borderWidth: isSelected ? 2 : 1,
            }}
          >
            <Button
              variant={isSelected ? 'contained' : 'text'}
              aria-pressed={isSelected}
              aria-label={t('showDay', { day: label })}
              onClick={() => onSelect(day.date)}
              sx={{ justifyContent: 'space-between', textTransform: 'none', gap: 1, px: 1, textAlign: 'left' }}
            >
              <span>
                {label}
                {isToday ? ` · ${t('today')}` : ''}
              </span>
              <span>{day.total}</span>
            </Button>
            {day.total === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
                {t('noneShort')}
              </Typography>
            ) : (
              <StatusCounts counts={day.counts} label={`${label}: ${t('statusCounts')}`} />
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

function customerOf(appointment: Appointment, guest: string, walkIn: string): string {
  const name = appointment.customerName ?? (appointment.source === 'walkin' ? walkIn : '');
  return appointment.isGuest && name ? `${name} (${guest})` : name;
}

function DayAppointments({ storeId, day, timezone }: { storeId: string; day: string; timezone: string }) {
  const { t, i18n } = useTranslation('appointments');
  const headingId = useId();
  const { data, isLoading, isFetching, error } = useSearchAppointmentsQuery({ storeId, from: day, to: day });
  const longDay = formatDay(day, i18n.language, 'long');
  const items = [...(data?.items ?? [])].sort((a, b) => a.start.localeCompare(b.start));
  const time = (a: Appointment) => `${formatTime(a.start, timezone, i18n.language)} – ${formatTime(a.end, timezone, i18n.language)}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ minWidth: 0, opacity: isFetching ? 0.7 : 1 }}>
      <Typography id={headingId} variant="h2" sx={{ p: 2, pb: 1 }}>
        {t('dayAppointments', { day: longDay })}
      </Typography>
      {isLoading ? (
        <PageLoader />
      ) : error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {'message' in error ? error.message : t('loadFailed')}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2, pt: 0 }}>
          {t('noneThatDay', { day: longDay })}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="ul" aria-labelledby={headingId} sx={{ display: { xs: 'block', sm: 'none' }, m: 0, p: 0, listStyle: 'none' }}>
            {items.map((a) => (
              <Box component="li" key={a.id} sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{time(a)}</Typography>
                  <StatusChip status={a.status} />
                </Box>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{customerOf(a, t('guest'), t('walkIn'))}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[a.cutterName, ...a.services.map((s) => s.name)].join(' · ')}
                </Typography>
              </Box>
            ))}
          </Box>
          <Table
            size="small"
            aria-labelledby={headingId}
            sx={{ display: { xs: 'none', sm: 'table' }, '& th': { fontWeight: 600, color: 'text.secondary' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('time')}</TableCell>
                <TableCell scope="col">{t('customer')}</TableCell>
                <TableCell scope="col">{t('cutter')}</TableCell>
                <TableCell scope="col" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('services')}
                </TableCell>
                <TableCell scope="col">{t('status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((a) => (
                <TableRow key={a.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(a)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{customerOf(a, t('guest'), t('walkIn'))}</TableCell>
                  <TableCell>{a.cutterName}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{a.services.map((s) => s.name).join(', ')}</TableCell>
                  <TableCell>
                    <StatusChip status={a.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data && data.total > items.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {t('more', { count: data.total - items.length })}
            </Typography>
          ) : null}
        </Box>
      )}
    </Paper>
  );
}
