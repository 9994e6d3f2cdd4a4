import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { exportPercent, REPORT_EXPORT_FORMATS, REPORT_EXPORT_KEEP_DAYS, type ReportExport, type ReportExportFormat } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { apiDownload } from '../../api/client.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useExportStatusQuery, useMyExportsQuery, useStartExportMutation } from './reports.api.ts';

const POLL_MS = 1000;

/** Saves a finished export's file (only its asker may fetch it). */
async function saveExport(id: string) {
  const { blob, filename } = await apiDownload(`Report/ExportFile/${id}`);
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const isPending = (e: ReportExport) => e.status === 'queued' || e.status === 'running';

/**
 * The CSV, XLSX and PDF downloads of a run. A small export downloads at once; a large one runs in the background:
 * a progress bar (rows done of the total, polled) and, when it is done, a button that downloads the file. The
 * person's own exports of the last days are listed too, so one still running is found again after a reload.
 */
export function ReportExportButtons({
  reportId,
  dates,
  disabled,
}: {
  reportId: string;
  dates: { from: string; to: string };
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('reports');
  const toast = useToast();
  const [start, starting] = useStartExportMutation();
  const recent = useMyExportsQuery(reportId);
  const [started, setStarted] = useState<ReportExport[]>([]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const download = (id: string) => saveExport(id).catch((e) => toast.error(errorMessage(e)));
  const ask = async (format: ReportExportFormat) => {
    try {
      const made = await start({ id: reportId, ...dates, format }).unwrap();
      if (made.status === 'succeeded') await saveExport(made.id);
      else setStarted((list) => [made, ...list.filter((e) => e.id !== made.id)]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const pending = [...started, ...(recent.data ?? []).filter(isPending)].filter(
    (e, i, all) => !hidden.has(e.id) && all.findIndex((o) => o.id === e.id) === i,
  );
  const shown = new Set(pending.map((e) => e.id));
  const done = (recent.data ?? []).filter((e) => e.status === 'succeeded' && !shown.has(e.id));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {REPORT_EXPORT_FORMATS.map((format) => (
          <Button key={format} variant="outlined" disabled={disabled || starting.isLoading} onClick={() => ask(format)}>
            {t(`download.${format}`)}
          </Button>
        ))}
      </Box>
      {pending.map((e) => (
        <ExportProgress key={e.id} first={e} onDownload={download} onClose={() => setHidden((h) => new Set(h).add(e.id))} />
      ))}
      {done.length ? (
        <Box component="section" aria-label={t('export.recent', { days: REPORT_EXPORT_KEEP_DAYS })} sx={{ flexBasis: '100%' }}>
          <Typography variant="subtitle2" component="h3">
            {t('export.recent', { days: REPORT_EXPORT_KEEP_DAYS })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {done.map((e) => (
              <li key={e.id}>
                <Button size="small" onClick={() => download(e.id)}>
                  {t('export.recentItem', { name: e.fileName ?? e.format.toUpperCase(), when: when.format(new Date(e.createdAt)) })}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </>
  );
}

function ExportProgress({ first, onDownload, onClose }: { first: ReportExport; onDownload: (id: string) => void; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const [finished, setFinished] = useState(false);
  const status = useExportStatusQuery(first.id, { pollingInterval: finished ? 0 : POLL_MS });
  const e = status.data ?? first;
  if (!finished && (e.status === 'succeeded' || e.status === 'failed')) setFinished(true);
  const format = e.format.toUpperCase();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, flexBasis: '100%' }} data-testid="report-export-progress">
      {e.status === 'failed' ? (
        <Alert severity="error" onClose={onClose}>
          {t('export.failed', { format, message: e.errorMessage ?? '' })}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" aria-live="polite">
            {e.status === 'succeeded'
              ? t('export.ready', { format, rows: e.rowsTotal ?? 0 })
              : e.rowsTotal === null
                ? t('export.queued', { format })
                : t('export.running', { format, done: e.rowsDone, total: e.rowsTotal })}
          </Typography>
          <LinearProgress variant="determinate" value={exportPercent(e)} aria-label={t('export.progress', { format })} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {e.status === 'succeeded' ? (
              <Button variant="contained" onClick={() => onDownload(e.id)}>
                {t('export.download', { name: e.fileName ?? format })}
              </Button>
            ) : null}
            <Button onClick={onClose}>{e.status === 'succeeded' ? t('export.dismiss') : t('export.hide')}</Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
