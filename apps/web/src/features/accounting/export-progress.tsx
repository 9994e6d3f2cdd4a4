import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type AccountingExport, POSTING_CATEGORY_LABELS } from '@salon/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAccountingExportQuery } from './accounting.api.ts';
import { StatusChip, useDownload } from './export-history.tsx';

const live = (ex?: AccountingExport) => !ex || ex.status === 'queued' || ex.status === 'running';

/** The export's stages with their progress, refreshed each second until it ends; then its files. */
export function ExportProgress({ id }: { id: string }) {
  const { t } = useTranslation('accounting');
  const download = useDownload();
  const [ended, setEnded] = useState(false);
  const poll = useAccountingExportQuery(id, { pollingInterval: ended ? 0 : 1000, skipPollingIfUnfocused: false });
  const ex = poll.data;
  useEffect(() => {
    if (ex && !live(ex)) setEnded(true);
  }, [ex]);
  if (!ex) return <LinearProgress aria-label={t('export.running')} />;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, display: 'grid', gap: 1.5 }} aria-label={t('export.running')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ mr: 'auto' }}>
          {ex.groupName} · {ex.from} – {ex.to}
        </Typography>
        <StatusChip ex={ex} />
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {ex.stages.map((s) => (
          <li key={s.stage} data-stage={s.stage} data-status={s.status}>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t(`export.stage.${s.stage}`)}</Typography>
              <Typography variant="body2" color={s.status === 'failed' ? 'error' : 'text.secondary'}>
                {t(`export.stageStatus.${s.status}`)}
                {s.total ? ` · ${s.done}/${s.total}` : ''}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              aria-label={t(`export.stage.${s.stage}`)}
              color={s.status === 'failed' ? 'error' : s.status === 'done' ? 'success' : 'primary'}
              value={s.status === 'done' ? 100 : s.total ? Math.round((100 * s.done) / s.total) : 0}
            />
          </li>
        ))}
      </Box>
      {ex.error ? (
        <Alert
          severity="error"
          action={
            ex.error.category ? (
              <Button
                component={RouterLink}
                to={`/admin/accounting/gl-account?group=${ex.groupId}#category-${ex.error.category}`}
                color="inherit"
                size="small"
              >
                {t('export.fixMapping')}
              </Button>
            ) : null
          }
        >
          {ex.error.message}
          {ex.error.category ? ` (${POSTING_CATEGORY_LABELS[ex.error.category]})` : ''}
        </Alert>
      ) : null}
      {ex.status === 'succeeded' ? (
        <>
          <Alert severity="success">{t('export.summary', ex.entries)}</Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void download(ex.id, 'csv')}>
              {t('export.download.csv')}
            </Button>
            <Button variant="outlined" onClick={() => void download(ex.id, 'iif')}>
              {t('export.download.iif')}
            </Button>
          </Box>
        </>
      ) : null}
    </Paper>
  );
}
