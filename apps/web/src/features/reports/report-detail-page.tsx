import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { hasAccess, REPORT_TYPE_LABELS, reportTypeSlug } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useSession } from '../session/session-context.ts';
import { ReportFormDialog } from './report-form-dialog.tsx';
import { ReportExportButtons } from './report-export-panel.tsx';
import { ReportPrintHeader } from './report-print-header.tsx';
import { ReportTable } from './report-table.tsx';
import { REPORT_LIST_FLAGS } from './report-list-page.tsx';
import { useSetReportActiveMutation } from './reports.api.ts';
import { ReportDateFields, ReportPrintButton, useReportRun } from './report-run.tsx';

/** /admin/reports/{id}: the saved report run for chosen dates, with totals and CSV, XLSX and PDF downloads. */
export function ReportDetailPage() {
  return (
    <AccessGuard flags={['view_report_details', ...REPORT_LIST_FLAGS]}>
      <ReportDetail />
    </AccessGuard>
  );
}

function ReportDetail() {
  const { t } = useTranslation('reports');
  const { id = '' } = useParams();
  const toast = useToast();
  const { data: session } = useSession();
  const { report, run, dates, bad, setRange } = useReportRun(id);
  const [setActive] = useSetReportActiveMutation();
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => hasAccess(session?.accessControls, [flag]);

  if (report.isLoading) return <CircularProgress aria-label={t('title')} />;
  if (report.error || !report.data) return <Alert severity="error">{errorMessage(report.error)}</Alert>;
  const r = report.data;
  const result = run.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', displayPrint: 'none' }}>
        <Box>
          <Typography variant="h1">{r.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {REPORT_TYPE_LABELS[r.type]} · {r.storeName ?? t('allStores')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ReportPrintButton disabled={!result} />
          <Button component={RouterLink} to={`/admin/bold-reports/${reportTypeSlug(r.type)}/${r.id}`}>
            {t('openViewer')}
          </Button>
          {may('edit_report') ? <Button onClick={() => setEditing(true)}>{t('edit')}</Button> : null}
          {may('activate_report') ? (
            <Button
              onClick={() =>
                setActive({ id, active: !r.isActive })
                  .unwrap()
                  .catch((e) => toast.error(errorMessage(e)))
              }
            >
              {r.isActive ? t('deactivate') : t('activate')}
            </Button>
          ) : null}
        </Box>
      </Box>
      {!r.isActive ? <Alert severity="info">{t('inactiveNote')}</Alert> : null}
      {result ? <ReportPrintHeader name={r.name} result={result} /> : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', displayPrint: 'none' }}>
        <ReportDateFields dates={dates} bad={bad} onChange={setRange} />
        <ReportExportButtons reportId={id} dates={dates} disabled={!result} />
      </Box>
      {result?.limited ? (
        <Alert severity="info" sx={{ displayPrint: 'none' }}>
          {t('limitedNote')}
        </Alert>
      ) : null}
      {run.error ? <Alert severity="error">{errorMessage(run.error)}</Alert> : null}
      {result ? (
        <ReportTable
          name={r.name}
          result={result}
          rows={result.rows}
          totals={[{ label: t('total'), totals: result.totals, testId: 'report-totals' }]}
        />
      ) : null}
      {editing ? <ReportFormDialog report={r} onClose={() => setEditing(false)} /> : null}
    </Box>
  );
}
