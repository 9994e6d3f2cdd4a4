import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REPORT_ROWS_PER_PAGE, reportPages, reportTypeSlug } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { ReportExportButtons } from './report-export-panel.tsx';
import { REPORT_LIST_FLAGS } from './report-list-page.tsx';
import { ReportPrintHeader } from './report-print-header.tsx';
import { ReportDateFields, ReportPrintButton, useReportRun } from './report-run.tsx';
import { ReportTable } from './report-table.tsx';

/** A4 landscape; each sheet is one printed page, its table compact enough for REPORT_ROWS_PER_PAGE rows. */
const PRINT_PAGE = {
  '@page': { size: 'A4 landscape', margin: '10mm' },
  '@media print': {
    '.report-sheet': { breakAfter: 'page', breakInside: 'avoid', border: 'none !important', padding: '0 !important' },
    '.report-sheet:last-of-type': { breakAfter: 'auto' },
    '.report-sheet .MuiTableCell-root': { padding: '2px 6px !important', fontSize: '9pt !important', lineHeight: 1.3 },
    '.report-sheet .MuiTypography-body2': { fontSize: '9pt' },
  },
};

/**
 * /admin/bold-reports/{type}/{id}: the printable report viewer. The run cut into pages of REPORT_ROWS_PER_PAGE rows
 * (reportPages); every page repeats the header (brand, report, dates, stores, generated at), the column titles, the
 * page's subtotal and the running total, the last one's being the grand total. On screen, page by page with page
 * numbers; printed, one sheet a page.
 */
export function BoldReportPage() {
  return (
    <AccessGuard flags={['view_report_details', ...REPORT_LIST_FLAGS]}>
      <BoldReport />
    </AccessGuard>
  );
}

function BoldReport() {
  const { t } = useTranslation('reports');
  const { name = '', id = '' } = useParams();
  const { report, run, dates, bad, setRange } = useReportRun(id);
  if (report.isLoading) return <CircularProgress aria-label={t('boldTitle')} />;
  if (report.error || !report.data) return <Alert severity="error">{errorMessage(report.error)}</Alert>;
  const r = report.data;
  // An address with another type's name still opens the report, under its own type's address.
  if (reportTypeSlug(r.type) !== name) return <Navigate replace to={`/admin/bold-reports/${reportTypeSlug(r.type)}/${r.id}`} />;
  const result = run.data;
  const pages = result ? reportPages(result.columns, result.rows, REPORT_ROWS_PER_PAGE) : [];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <GlobalStyles styles={PRINT_PAGE} />
      <Box sx={{ display: 'grid', gap: 1.5, displayPrint: 'none' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h1">{r.name}</Typography>
            {result ? (
              <Typography variant="body2" color="text.secondary">
                {t('pageCount', { count: pages.length, rows: result.rows.length })}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ReportPrintButton disabled={!result} />
            <Button component={RouterLink} to="/admin/bold-reports">
              {t('backToList')}
            </Button>
          </Box>
        </Box>
        {!r.isActive ? <Alert severity="info">{t('inactiveNote')}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <ReportDateFields dates={dates} bad={bad} onChange={setRange} />
          <ReportExportButtons reportId={id} dates={dates} disabled={!result} />
        </Box>
        {run.error ? <Alert severity="error">{errorMessage(run.error)}</Alert> : null}
      </Box>
      {result
        ? pages.map((page) => {
            const last = page.number === pages.length;
            const label = t('pageOf', { page: page.number, pages: pages.length });
            return (
              <Paper
                key={page.number}
                component="section"
                aria-label={label}
                variant="outlined"
                className="report-sheet"
                sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 1.5, minWidth: 0 }}
              >
                <ReportPrintHeader
                  name={r.name}
                  result={result}
                  onScreen
                  headingLevel="h2"
                  aside={
                    <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {label}
                    </Typography>
                  }
                />
                <ReportTable
                  name={`${r.name}, ${label}`}
                  result={result}
                  rows={page.rows}
                  totals={[
                    { label: t('pageSubtotal'), totals: page.subtotal, testId: 'page-subtotal' },
                    {
                      label: last ? t('grandTotal') : t('runningTotal'),
                      totals: page.runningTotal,
                      testId: last ? 'grand-total' : 'running-total',
                    },
                  ]}
                />
              </Paper>
            );
          })
        : null}
    </Box>
  );
}
