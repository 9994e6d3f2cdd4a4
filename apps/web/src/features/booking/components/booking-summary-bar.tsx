import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../booking-format.ts';

/**
 * On a phone the booking summary sits below every step: this bar keeps the choice so far (salon, services,
 * total and length) in view at the bottom of the screen, with a link down to the full summary.
 */
export function BookingSummaryBar({
  storeName,
  serviceCount,
  totalCents,
  totalMinutes,
  summaryId,
}: {
  storeName: string;
  serviceCount: number;
  totalCents: number;
  totalMinutes: number;
  summaryId: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <Paper
      elevation={6}
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'sticky',
        bottom: 8,
        mt: 2,
        px: 1.5,
        py: 1,
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        zIndex: 2,
      }}
    >
      <Typography variant="body2" sx={{ minWidth: 0 }}>
        <strong>{storeName}</strong>
        <br />
        {t('summaryBar', { count: serviceCount, total: formatMoney(totalCents), duration: formatDuration(totalMinutes) })}
      </Typography>
      <Button size="small" variant="outlined" href={`#${summaryId}`} sx={{ flexShrink: 0 }}>
        {t('seeBooking')}
      </Button>
    </Paper>
  );
}
