import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney, formatStoreTime } from '@salon/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { useAppSelector } from '../../app/hooks.ts';
import { useTodayQuery } from './dashboards.api.ts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.75, alignContent: 'start' }}>
      <Typography variant="h3">{title}</Typography>
      {children}
    </Paper>
  );
}

/** The admin home's "today" at the header's store: each part only when the person's flags open it. */
export function TodayPanel() {
  const { t } = useTranslation('kpi');
  const { t: ta } = useTranslation('appointments');
  const storeId = useAppSelector((state) => state.commonData.selectedStoreId);
  const today = useTodayQuery(storeId ?? '', { skip: !storeId });
  if (!storeId) return null;
  if (today.error) return <Alert severity="error">{errorMessage(today.error)}</Alert>;
  const d = today.data;
  if (!d) return null;
  const line = (text: string) => (
    <Typography variant="body2" key={text}>
      {text}
    </Typography>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h2">{t('todayAt', { store: d.storeName })}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
        {d.revenue ? (
          <Part title={t('revenueSoFar')}>
            <Typography variant="h5" component="p" data-testid="today-revenue">
              {formatMoney(d.revenue.netSalesCents, d.revenue.currency)}
            </Typography>
            {line(t('revenueDetail', { tickets: d.revenue.tickets, tips: formatMoney(d.revenue.tipCents, d.revenue.currency) }))}
          </Part>
        ) : null}
        {d.appointments ? (
          <Part title={t('appointmentsToday')}>
            {d.appointments.length === 0
              ? line(t('none'))
              : d.appointments.map((a) => line(`${ta(`status.${a.status}` as 'status.booked')}: ${a.count}`))}
          </Part>
        ) : null}
        {d.onShift ? (
          <Part title={t('onShift')}>
            {d.onShift.length === 0
              ? line(t('none'))
              : d.onShift.map((s) =>
                  line(`${s.name} · ${formatStoreTime(d.timezone, s.startsAt)}–${formatStoreTime(d.timezone, s.endsAt)}`),
                )}
          </Part>
        ) : null}
        {d.lowStock ? (
          <Part title={t('lowStock')}>
            {d.lowStock.length === 0
              ? line(t('none'))
              : d.lowStock.map((p) => line(t('stockLine', { name: p.name, quantity: p.quantity, threshold: p.threshold })))}
          </Part>
        ) : null}
      </Box>
    </Box>
  );
}
