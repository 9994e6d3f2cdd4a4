import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DASHBOARD_FLAGS } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { DashboardControls, useDashboardRange } from './dashboard-controls.tsx';
import { useKpiInvoicesQuery } from './dashboards.api.ts';
import { formatCents } from './kpi-format.ts';
import { ScrollTable } from '../../components/scroll-table.tsx';

const MONEY = ['netSalesCents', 'discountCents', 'taxCents', 'tipCents', 'giftCardSalesCents'] as const;
/** Columns shown from tablet width up; on a phone, the net sale and tip. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } };

/** /admin/dashboards/kpi-summary/sales: the completed sales behind the KPI summary's sales figures, with totals. */
export function KpiSalesPage() {
  return (
    <AccessGuard flags={DASHBOARD_FLAGS.kpi}>
      <KpiSales />
    </AccessGuard>
  );
}

function KpiSales() {
  const { t } = useTranslation('kpi');
  const r = useDashboardRange('kpi');
  const rows = useKpiInvoicesQuery(r.query, { skip: r.skip });
  const data = rows.data;
  const currency = data?.currency ?? 'USD';
  const wide = (key: (typeof MONEY)[number]) => (key === 'netSalesCents' || key === 'tipCents' ? {} : WIDE);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Link component={RouterLink} to={r.linkTo('/admin/dashboards/kpi-summary')} variant="body2">
        {t('back')}
      </Link>
      <Typography variant="h1">{t('salesTitle')}</Typography>
      <DashboardControls range={r} />
      <Typography variant="body2" color="text.secondary">
        {t('salesIntro', { from: r.range.from, to: r.range.to })}
      </Typography>
      {rows.error ? <Alert severity="error">{errorMessage(rows.error)}</Alert> : null}
      {rows.isFetching && !data ? <CircularProgress aria-label={t('salesTitle')} /> : null}
      {data ? (
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          <ScrollTable label={t('salesTitle')}>
            <Table size="small" aria-label={t('salesTitle')} data-testid="kpi-sales-rows">
              <TableHead>
                <TableRow>
                  <TableCell>{t('invoice')}</TableCell>
                  <TableCell>{t('date')}</TableCell>
                  <TableCell sx={WIDE}>{t('storeName')}</TableCell>
                  <TableCell sx={WIDE}>{t('customer')}</TableCell>
                  {MONEY.map((key) => (
                    <TableCell key={key} align="right" sx={wide(key)}>
                      {t(key)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.invoices.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell component="th" scope="row">
                      {row.number}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
                    <TableCell sx={WIDE}>{row.storeName}</TableCell>
                    <TableCell sx={WIDE}>{row.customerName ?? t('guest')}</TableCell>
                    {MONEY.map((key) => (
                      <TableCell key={key} align="right" sx={wide(key)}>
                        {formatCents(row[key], currency)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                {data.invoices.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={9}>{t('noData')}</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
              <TableFooter>
                <TableRow data-testid="kpi-sales-total">
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {t('total')}
                  </TableCell>
                  <TableCell>{t('ticketCount', { count: data.totals.tickets })}</TableCell>
                  <TableCell sx={WIDE} />
                  <TableCell sx={WIDE} />
                  {MONEY.map((key) => (
                    <TableCell key={key} align="right" sx={{ fontWeight: 600, ...wide(key) }}>
                      {formatCents(data.totals[key], currency)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            </Table>
          </ScrollTable>
        </Paper>
      ) : null}
    </Box>
  );
}
