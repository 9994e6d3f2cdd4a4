import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { APPOINTMENT_STATUSES, type AppointmentStatus, STATUS_COLORS } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from './status-icon.tsx';

/** A status in its color with its icon and label; the colors keep 4.5:1 with white text (appointment-status.ts). */
export function StatusChip({ status, count }: { status: AppointmentStatus; count?: number }) {
  const { t } = useTranslation('appointments');
  const label = t(`status.${status}`);
  return (
    <Chip
      size="small"
      icon={<StatusIcon status={status} />}
      label={count === undefined ? label : `${label} ${count}`}
      sx={{
        bgcolor: STATUS_COLORS[status],
        color: '#fff',
        fontWeight: 600,
        '& .MuiChip-label': { px: 1 },
        '& .MuiChip-icon': { color: '#fff' },
      }}
    />
  );
}

const listSx = { display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' } as const;

/** The statuses with at least one appointment, in lifecycle order, as chips with their counts. */
export function StatusCounts({ counts, label }: { counts: Partial<Record<AppointmentStatus, number>>; label: string }) {
  const present = APPOINTMENT_STATUSES.filter((status) => (counts[status] ?? 0) > 0);
  if (present.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={listSx}>
      {present.map((status) => (
        <li key={status}>
          <StatusChip status={status} count={counts[status]} />
        </li>
      ))}
    </Box>
  );
}

/** Every status with its color: the key to the chips. */
export function StatusLegend() {
  const { t } = useTranslation('appointments');
  const id = 'appointment-status-legend';
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h2" sx={{ mb: 0.75 }}>
        {t('legend')}
      </Typography>
      <Box component="ul" sx={{ ...listSx, gap: 1.5 }}>
        {APPOINTMENT_STATUSES.map((status) => (
          <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 22,
                height: 22,
                borderRadius: 0.75,
                bgcolor: STATUS_COLORS[status],
                color: '#fff',
                flexShrink: 0,
              }}
            >
              <StatusIcon status={status} sx={{ fontSize: 16 }} />
            </Box>
            <Typography variant="body2">{t(`status.${status}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
