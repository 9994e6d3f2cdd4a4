import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REPORT_TYPE_LABELS, REPORT_TYPES, reportTypeSlug } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { REPORT_LIST_FLAGS } from './report-list-page.tsx';
import { useReportsQuery } from './reports.api.ts';

/** /admin/bold-reports: the saved reports the person may see, by type, each opening the printable viewer. */
export function BoldReportListPage() {
  return (
    <AccessGuard flags={REPORT_LIST_FLAGS}>
      <BoldReportList />
    </AccessGuard>
  );
}

function BoldReportList() {
  const { t } = useTranslation('reports');
  const list = useReportsQuery();
  if (list.isLoading) return <CircularProgress aria-label={t('boldTitle')} />;
  if (list.error || !list.data) return <Alert severity="error">{errorMessage(list.error)}</Alert>;
  const items = list.data.items;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography variant="h1">{t('boldTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('boldIntro')}
        </Typography>
      </Box>
      {items.length === 0 ? <Alert severity="info">{t('boldNone')}</Alert> : null}
      {REPORT_TYPES.filter((type) => items.some((r) => r.type === type)).map((type) => (
        <Paper key={type} variant="outlined" component="section" aria-labelledby={`bold-${type}`}>
          <Typography id={`bold-${type}`} variant="h2" sx={{ fontSize: '1.125rem', px: 2, pt: 1.5 }}>
            {REPORT_TYPE_LABELS[type]}
          </Typography>
          <List dense>
            {items
              .filter((r) => r.type === type)
              .map((r) => (
                <ListItemButton key={r.id} component={RouterLink} to={`/admin/bold-reports/${reportTypeSlug(type)}/${r.id}`}>
                  <ListItemText primary={r.name} secondary={`${r.storeName ?? t('allStores')}${r.isActive ? '' : ` · ${t('inactive')}`}`} />
                </ListItemButton>
              ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}
