import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChecklistItemKey } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOwnerChecklistQuery } from './salon-setup.api.ts';

/** Where each item is done in the admin. */
const WHERE: Record<ChecklistItemKey, string> = {
  services: '/admin/services',
  staff: '/admin/employees',
  shifts: '/admin/store/manage-shifts',
  onlineBooking: '/admin/store',
  kiosk: '/admin/store',
};

/** The owner's checklist on the dashboard: each item ticks from the salon's own rows (SalonSetup/Checklist). */
export function OwnerChecklistPanel() {
  const { t } = useTranslation('salonSetup');
  const { data } = useOwnerChecklistQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data || data.done === data.total) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="owner-checklist-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="owner-checklist-title" variant="h2">
          {t('checklistTitle')}
        </Typography>
        <Typography color="text.secondary">{t('checklistProgress', { done: data.done, total: data.total })}</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(100 * data.done) / data.total}
        aria-label={t('checklistProgress', { done: data.done, total: data.total })}
      />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {data.items.map((item) => (
          <Box component="li" key={item.key} sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, alignItems: 'start' }}>
            {item.done ? (
              <CheckCircleIcon color="success" titleAccess={t('done')} />
            ) : (
              <RadioButtonUncheckedIcon color="action" titleAccess={t('todo')} />
            )}
            <Box>
              {item.done ? (
                <Typography sx={{ fontWeight: 600 }}>{t(`item.${item.key}`)}</Typography>
              ) : (
                <Link component={RouterLink} to={WHERE[item.key]} sx={{ fontWeight: 600 }}>
                  {t(`item.${item.key}`)}
                </Link>
              )}
              <Typography variant="body2" color="text.secondary">
                {t(`itemHelp.${item.key}`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
