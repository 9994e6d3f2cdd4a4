import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Shift, ShiftSearchResult, TimeOff } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime, overlapsDay } from '../week.ts';

export interface ScheduleGridProps {
  result: ShiftSearchResult;
  days: readonly string[];
  timeOff: readonly TimeOff[];
  label: string;
  /** Shows the add button on days (add_store_shifts). */
  canAdd: boolean;
  /** Shifts open in the dialog (edit or delete allowed); otherwise they are plain text. */
  canOpen: boolean;
  onAdd: (employeeId: string, date: string) => void;
  onOpen: (shift: Shift) => void;
}

export function ShiftStatusChip({ status }: { status: Shift['status'] }) {
  const { t } = useTranslation('shifts');
  return status === 'active' ? (
    <Chip size="small" color="success" label={t('status.active')} />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label={t('status.draft')} />
  );
}

/** One employee's day: each shift (start - end, status), time off, or "Pending" when there is no shift. */
function DayCell({ props, employee, date }: { props: ScheduleGridProps; employee: { employeeId: string; name: string }; date: string }) {
  const { t, i18n } = useTranslation('shifts');
  const { result } = props;
  const tz = result.timezone;
  const shifts = result.shifts.filter((s) => s.employeeId === employee.employeeId && s.date === date);
  const off = props.timeOff.filter(
    (o) =>
      o.employeeId === employee.employeeId &&
      (o.status === 'approved' || o.status === 'requested') &&
      overlapsDay(tz, date, o.start, o.end),
  );
  const day = formatDay(date, i18n.language, 'long');
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {shifts.map((shift) => {
        const time = t('shiftTime', { start: formatTime(tz, shift.start, i18n.language), end: formatTime(tz, shift.end, i18n.language) });
        const content = (
          <>
            {/* Wraps at the dash in a narrow day column ("10:00 AM –" / "7:00 PM"), never under the next day. */}
            <Typography component="span" variant="body2" sx={{ whiteSpace: 'normal', overflowWrap: 'normal', minWidth: 0 }}>
              {time}
            </Typography>
            <ShiftStatusChip status={shift.status} />
          </>
        );
        return props.canOpen ? (
          <Button
            key={shift.id}
            size="small"
            variant="text"
            color="inherit"
            onClick={() => props.onOpen(shift)}
            aria-label={`${t('editShiftOf', { name: employee.name, day, time })} (${t(`status.${shift.status}`)})`}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.5,
              justifyContent: 'flex-start',
              textTransform: 'none',
              px: 0.5,
              ml: -0.5,
              minWidth: 0,
              maxWidth: 'calc(100% + 4px)',
              textAlign: 'left',
            }}
          >
            {content}
          </Button>
        ) : (
          <Box key={shift.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            {content}
          </Box>
        );
      })}
      {off.map((o) => (
        <Chip
          key={o.id}
          size="small"
          icon={<EventBusyIcon />}
          color="info"
          variant="outlined"
          label={t('timeOff', { reason: o.reason })}
          sx={{ maxWidth: '100%' }}
        />
      ))}
      {shifts.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography component="span" variant="body2" color="text.secondary">
            {t('pending')}
          </Typography>
          {props.canAdd ? (
            <IconButton
              size="small"
              aria-label={t('addShiftFor', { name: employee.name, day })}
              onClick={() => props.onAdd(employee.employeeId, date)}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

/** Employees by seven days: a table on wide screens, one card per employee on phones. */
export function ScheduleGrid(props: ScheduleGridProps) {
  const { t, i18n } = useTranslation('shifts');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const rows = props.result.schedule;
  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>{t('noEmployees')}</Typography>
      </Paper>
    );
  }
  if (narrow) {
    return (
      <Box component="section" aria-label={props.label} sx={{ display: 'grid', gap: 2 }}>
        {rows.map((employee) => (
          <Paper key={employee.employeeId} variant="outlined" component="article" aria-label={employee.name} sx={{ p: 2 }}>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {employee.name}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
              {props.days.map((date) => (
                <Box key={date} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 500, pt: 0.5 }}>
                    {formatDay(date, i18n.language)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    <DayCell props={props} employee={employee} date={date} />
                  </Box>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={props.label} sx={{ tableLayout: 'fixed', minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: 160 }}>
              {t('employee')}
            </TableCell>
            {props.days.map((date) => (
              <TableCell key={date} component="th" scope="col">
                {formatDay(date, i18n.language)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((employee) => (
            <TableRow key={employee.employeeId}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {employee.name}
              </TableCell>
              {props.days.map((date) => (
                <TableCell key={date} sx={{ verticalAlign: 'top' }}>
                  <DayCell props={props} employee={employee} date={date} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
