import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { addDays, formatDay } from '../appointment-format.ts';

/** Previous / this / next week around the shown week (from..to, store days). */
export function WeekNavigator({
  from,
  to,
  isCurrent,
  onWeek,
}: {
  from: string;
  to: string;
  isCurrent: boolean;
  /** A week start, or null for the current week. */
  onWeek: (weekStart: string | null) => void;
}) {
  const { t, i18n } = useTranslation('appointments');
  return (
    <Box role="group" aria-label={t('weekNavigation')} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <IconButton aria-label={t('previousWeek')} onClick={() => onWeek(addDays(from, -7))}>
        <ChevronLeft />
      </IconButton>
      <Typography component="p" aria-live="polite" sx={{ fontWeight: 600, minWidth: 0 }}>
        {t('weekRange', { from: formatDay(from, i18n.language), to: formatDay(to, i18n.language) })}
      </Typography>
      <IconButton aria-label={t('nextWeek')} onClick={() => onWeek(addDays(from, 7))}>
        <ChevronRight />
      </IconButton>
      <Button size="small" variant="outlined" disabled={isCurrent} onClick={() => onWeek(null)}>
        {t('thisWeek')}
      </Button>
    </Box>
  );
}
