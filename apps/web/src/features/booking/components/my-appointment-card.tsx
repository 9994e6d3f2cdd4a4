import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type AppointmentStatus, CUSTOMER_CHANGE_CUTOFF_MINUTES, STATUS_COLORS, formatMoney } from '@salon/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatTime, zoneName } from '../booking-format.ts';
import type { MyAppointment } from '../booking.api.ts';
import { StatusIcon } from '../../appointments/components/status-icon.tsx';
import { MyFeeLines } from '../../deposits/components/my-fee-lines.tsx';

export const PAYABLE_STATUSES: readonly AppointmentStatus[] = ['checkout', 'partially-paid'];

export function CustomerStatusChip({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation('booking');
  return (
    <Chip
      size="small"
      icon={<StatusIcon status={status} />}
      label={t(`status.${status}`)}
      sx={{ bgcolor: STATUS_COLORS[status], color: '#fff', fontWeight: 600, '& .MuiChip-icon': { color: '#fff' } }}
    />
  );
}

/** One of my appointments: when, where, with whom, what, its status, and what I may do with it. */
export function MyAppointmentCard({
  appointment: a,
  showCustomer,
  onCancel,
  onReschedule,
  onCalendar,
}: {
  appointment: MyAppointment;
  showCustomer: boolean;
  onCancel: () => void;
  onReschedule: () => void;
  onCalendar: () => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const titleId = useId();
  const total = a.services.reduce((sum, s) => sum + s.priceCents, 0);
  const when = formatDateTime(a.start, a.timezone, i18n.language);
  const active = a.status !== 'cancelled' && a.status !== 'no_show';
  const changeable = ['booked', 'rescheduled'].includes(a.status);
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem' }}>
            {when}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('until', { time: formatTime(a.end, a.timezone, i18n.language) })} ·{' '}
            {t('storeTime', { zone: zoneName(a.timezone, new Date(a.start), i18n.language) })}
          </Typography>
        </Box>
        <CustomerStatusChip status={a.status} />
      </Box>
      <Typography>
        <strong>{a.storeName}</strong> · {t('withCutter', { name: a.cutterName })}
        {showCustomer && a.customerName ? ` · ${t('forCustomer', { name: a.customerName })}` : ''}
        {a.repeat ? ` · ${t('repeats')}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {a.services.map((s) => s.name).join(', ')} · {formatMoney(total)}
      </Typography>
      {active ? null : <MyFeeLines appointmentId={a.id} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {PAYABLE_STATUSES.includes(a.status) ? (
          <Button variant="contained" component={RouterLink} to={`/customer/pay/${a.id}`} aria-label={t('payNowFor', { when })}>
            {t('payNow')}
          </Button>
        ) : null}
        {active ? (
          <Button startIcon={<EventOutlined />} onClick={onCalendar} aria-label={t('addToCalendarFor', { when })}>
            {t('addToCalendar')}
          </Button>
        ) : null}
        {a.canChange ? (
          <>
            <Button onClick={onReschedule} aria-label={t('rescheduleFor', { when })}>
              {t('reschedule')}
            </Button>
            <Button color="error" onClick={onCancel} aria-label={t('cancelFor', { when })}>
              {t('cancelAppointment')}
            </Button>
          </>
        ) : changeable ? (
          <Typography variant="body2" color="text.secondary">
            {t('tooLateToChange', { hours: CUSTOMER_CHANGE_CUTOFF_MINUTES / 60 })}
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
}
