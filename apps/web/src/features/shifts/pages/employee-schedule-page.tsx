import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { useSession } from '../../session/session-context.ts';
import { ShiftStatusChip } from '../components/schedule-grid.tsx';
import { WeekToolbar } from '../components/week-toolbar.tsx';
import { type StoreWeekProps, StoreWeekPage, useStoreWeek } from '../components/store-week-page.tsx';
import { formatDate, formatDay, formatTime } from '../week.ts';

/**
 * /admin/store/employee-schedule: one employee's shifts for a week. With view_store_shifts a manager
 * chooses the employee; with only view_self_store_shifts the server answers with one's own shifts only.
 */
export function EmployeeSchedulePage() {
  return (
    <AccessGuard flags={['view_store_shifts', 'view_self_store_shifts']}>
      <EmployeeSchedule />
    </AccessGuard>
  );
}

function EmployeeSchedule() {
  const { t } = useTranslation('shifts');
  return <StoreWeekPage title={t('scheduleTitle')}>{(props) => <StoreSchedule {...props} />}</StoreWeekPage>;
}

function StoreSchedule({ stores, storeId, setStoreId, showStores }: StoreWeekProps) {
  const { t, i18n } = useTranslation('shifts');
  const { data: session } = useSession();
  const seesAll = hasAccess(session?.accessControls, ['view_store_shifts']);
  const selfId = session?.user.id ?? '';
  const [chosenEmployee, setChosenEmployee] = useState<string | null>(null);
  const {
    thisWeek,
    weekStart,
    setChosenWeek,
    days,
    shifts: { data, error, isLoading },
  } = useStoreWeek(storeId);

  const rows = data?.schedule ?? [];
  const employeeId = seesAll
    ? (rows.find((r) => r.employeeId === (chosenEmployee ?? selfId))?.employeeId ?? rows[0]?.employeeId ?? '')
    : selfId;
  const name = rows.find((r) => r.employeeId === employeeId)?.name ?? session?.user.name ?? '';
  const shifts = (data?.shifts ?? []).filter((s) => s.employeeId === employeeId);
  const minutes = shifts.reduce((sum, s) => sum + (Date.parse(s.end) - Date.parse(s.start)) / 60_000, 0);
  const weekLabel = formatDate(weekStart, i18n.language);

  return (
    <>
      <WeekToolbar
        stores={stores}
        storeId={storeId}
        onStore={setStoreId}
        showStores={showStores}
        weekStart={weekStart}
        onWeek={setChosenWeek}
        thisWeek={thisWeek}
      >
        {seesAll && rows.length ? (
          <TextField
            select
            size="small"
            label={t('employee')}
            value={employeeId}
            onChange={(event) => setChosenEmployee(event.target.value)}
            sx={{ width: { xs: '100%', sm: 240 } }}
          >
            {rows.map((r) => (
              <MenuItem key={r.employeeId} value={r.employeeId}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </WeekToolbar>
      {data ? (
        <Typography variant="body2" color="text.secondary">
          {t('timezoneNote', { timezone: data.timezone })}
        </Typography>
      ) : null}
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isLoading ? <CircularProgress aria-label={t('scheduleTitle')} /> : null}
      {data ? (
        <Paper variant="outlined" component="section" aria-labelledby="schedule-heading" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <Typography id="schedule-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {employeeId === selfId ? t('mySchedule') : t('scheduleOf', { name })}
          </Typography>
          <Box
            component="ul"
            aria-label={t('scheduleListLabel', { name, date: weekLabel })}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid' }}
          >
            {days.map((date) => {
              const ofDay = shifts.filter((s) => s.date === date);
              return (
                <Box
                  component="li"
                  key={date}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '110px 1fr', sm: '160px 1fr' },
                    gap: 1,
                    py: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                    alignItems: 'center',
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {formatDay(date, i18n.language)}
                  </Typography>
                  <Box sx={{ display: 'grid', gap: 0.5 }}>
                    {ofDay.length ? (
                      ofDay.map((s) => (
                        <Box key={s.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                          <Typography variant="body2">
                            {t('shiftTime', {
                              start: formatTime(data.timezone, s.start, i18n.language),
                              end: formatTime(data.timezone, s.end, i18n.language),
                            })}
                          </Typography>
                          <ShiftStatusChip status={s.status} />
                        </Box>
                      ))
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('noShift')}
                      </Typography>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 500 }}>
            {t('totalHours', { hours: Math.round((minutes / 60) * 10) / 10 })}
          </Typography>
        </Paper>
      ) : null}
    </>
  );
}
