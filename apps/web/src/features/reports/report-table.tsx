import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, type ReportColumn, type ReportResult } from '@salon/shared';
import { useTranslation } from 'react-i18next';

export interface ReportTotalsRow {
  label: string;
  totals: Record<string, number>;
  testId: string;
}

/**
 * A report's table (issue 15): the column titles, the rows given (all of a run, or one page of the printable
 * viewer) and one or more totals rows (the run's total; a page's subtotal and running total).
 */
export function ReportTable({
  name,
  result,
  rows,
  totals,
}: {
  name: string;
  result: ReportResult;
  rows: ReportResult['rows'];
  totals: ReportTotalsRow[];
}) {
  const { t } = useTranslation('reports');
  const show = (c: ReportColumn, v: string | number | undefined) =>
    c.kind === 'money' ? formatMoney(Number(v ?? 0), result.currency) : String(v ?? '');
  const align = (c: ReportColumn) => (c.kind === 'text' ? 'left' : 'right');
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <TableContainer>
        <Table size="small" aria-label={name}>
          <TableHead>
            <TableRow>
              {result.columns.map((c) => (
                <TableCell key={c.key} align={align(c)}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={result.columns.map((c) => String(row[c.key])).join('|')}>
                {result.columns.map((c) => (
                  <TableCell key={c.key} align={align(c)} sx={{ whiteSpace: 'nowrap' }}>
                    {show(c, row[c.key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={result.columns.length}>{t('noRows')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
          <TableFooter>
            {totals.map((line) => (
              <TableRow key={line.testId} data-testid={line.testId}>
                {result.columns.map((c, i) => (
                  <TableCell key={c.key} align={align(c)} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
                    {i === 0 ? line.label : c.kind === 'text' ? '' : show(c, line.totals[c.key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
