import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DatePreset, formatMoney, hasAccess, presetRange, REPORT_TYPE_LABELS, type ReportColumn } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { apiDownload } from '../../api/client.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useSession } from '../session/session-context.ts';
import { ReportFormDialog } from './report-form-dialog.tsx';
import { REPORT_LIST_FLAGS } from './report-list-page.tsx';
import { useReportQuery, useRunReportQuery, useSetReportActiveMutation } from './reports.api.ts';

const today = () => new Date().toLocaleDateString('en-CA');

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
  const report = useReportQuery(id);
  const preset = (report.data?.params.preset as DatePreset | undefined) ?? 'last30';
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const dates = range ?? presetRange(preset, today());
  const bad = dates.to < dates.from;
  const run = useRunReportQuery({ id, ...dates }, { skip: !report.data?.isActive || bad });
  const [setActive] = useSetReportActiveMutation();
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => hasAccess(session?.accessControls, [flag]);

  const download = async (format: 'csv' | 'xlsx' | 'pdf') => {
    try {
      const { blob, filename } = await apiDownload(`Report/Export/${id}?from=${dates.from}&to=${dates.to}&format=${format}`);
      const url = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href: url, download: filename });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  if (report.isLoading) return <CircularProgress aria-label={t('title')} />;
  if (report.error || !report.data) return <Alert severity="error">{errorMessage(report.error)}</Alert>;
  const r = report.data;
  const result = run.data;
  const show = (c: ReportColumn, v: string | number | undefined) =>
    c.kind === 'money' ? formatMoney(Number(v ?? 0), result?.currency ?? 'USD') : String(v ?? '');
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h1">{r.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {REPORT_TYPE_LABELS[r.type]} · {r.storeName ?? t('allStores')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
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
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {(['from', 'to'] as const).map((key) => (
          <TextField
            key={key}
            size="small"
            type="date"
            label={t(key)}
            value={dates[key]}
            error={key === 'to' && bad}
            helperText={key === 'to' && bad ? t('invalidRange') : undefined}
            onChange={(e) => setRange({ ...dates, [key]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 160px', maxWidth: { sm: 220 } }}
          />
        ))}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['csv', 'xlsx', 'pdf'] as const).map((format) => (
            <Button key={format} variant="outlined" disabled={!result} onClick={() => download(format)}>
              {t(`download.${format}`)}
            </Button>
          ))}
        </Box>
      </Box>
      {result?.limited ? <Alert severity="info">{t('limitedNote')}</Alert> : null}
      {run.error ? <Alert severity="error">{errorMessage(run.error)}</Alert> : null}
      {result ? (
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          <TableContainer>
            <Table size="small" aria-label={r.name}>
              <TableHead>
                <TableRow>
                  {result.columns.map((c) => (
                    <TableCell key={c.key} align={c.kind === 'text' ? 'left' : 'right'}>
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {result.rows.map((row) => (
                  <TableRow key={result.columns.map((c) => String(row[c.key])).join('|')}>
                    {result.columns.map((c) => (
                      <TableCell key={c.key} align={c.kind === 'text' ? 'left' : 'right'}>
                        {show(c, row[c.key])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                {result.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={result.columns.length}>{t('noRows')}</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
              <TableFooter>
                <TableRow data-testid="report-totals">
                  {result.columns.map((c, i) => (
                    <TableCell
                      key={c.key}
                      align={c.kind === 'text' ? 'left' : 'right'}
                      sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
                    >
                      {i === 0 ? t('total') : c.kind === 'text' ? '' : show(c, result.totals[c.key])}
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </Paper>
      ) : null}
      {editing ? <ReportFormDialog report={r} onClose={() => setEditing(false)} /> : null}
    </Box>
  );
}
