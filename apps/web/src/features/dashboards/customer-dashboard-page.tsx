import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type CustomerFigures, type CustomerSegment, DASHBOARD_FLAGS } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../components/access-guard.tsx';
import { CustomerDashboardFrame, CustomerFigureCards } from './customer-figure-cards.tsx';
import { useDashboardRange } from './dashboard-controls.tsx';
import { useCustomerDashboardQuery } from './dashboards.api.ts';
import { formatRate } from './kpi-format.ts';
import { ScrollTable } from '../../components/scroll-table.tsx';

type Key = keyof CustomerFigures;
/** How a customer figure is shown; null (nothing to divide by) is the dash. */
export function showCustomerFigure(key: Key, v: number | null, days: (n: number) => string): string {
  if (v === null) return '—';
  if (key.endsWith('BasisPoints')) return formatRate(v);
  if (key === 'visitsPerClientHundredths') return (v / 100).toFixed(2);
  if (key === 'averageVisitIntervalDays') return days(v);
  return String(v);
}

const FIGURES: [Key, CustomerSegment | null][] = [
  ['clientsServed', 'served'],
  ['newClients', 'new'],
  ['returningClients', 'returning'],
  ['lapsedClients', 'lapsed'],
  ['visitsPerClientHundredths', null],
  ['averageVisitIntervalDays', null],
  ['returningRateBasisPoints', null],
  ['prebookRateBasisPoints', 'prebooked'],
];

/** /admin/dashboards/customer-dashboard: who came, new or returning, how often, and who has lapsed. */
export function CustomerDashboardPage() {
  return (
    <AccessGuard flags={DASHBOARD_FLAGS.customers}>
      <CustomerDashboardScreen />
    </AccessGuard>
  );
}

function CustomerDashboardScreen() {
  const { t } = useTranslation('customerDash');
  const { t: tk } = useTranslation('kpi');
  const r = useDashboardRange('customers');
  const result = useCustomerDashboardQuery(r.query, { skip: r.skip });
  const show = (key: Key, v: number | null) => showCustomerFigure(key, v, (count) => t('days', { count }));
  return (
    <CustomerDashboardFrame title={t('title')} range={r} result={result}>
      {(data) => (
        <>
          <CustomerFigureCards
            figures={FIGURES}
            data={data}
            show={show}
            range={r}
            dashboard="customers"
            clientsPath="/admin/dashboards/customer-dashboard/clients"
          />
          <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            <Typography variant="h3" id="customer-cutters" sx={{ mb: 1 }}>
              {tk('cutters')}
            </Typography>
            <ScrollTable labelledBy="customer-cutters">
              <Table size="small" aria-labelledby="customer-cutters">
                <TableHead>
                  <TableRow>
                    <TableCell>{tk('cutter')}</TableCell>
                    <TableCell align="right">{t('clientsServed')}</TableCell>
                    <TableCell align="right">{t('newClients')}</TableCell>
                    <TableCell align="right">{t('returningClients')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.cutters.map((c) => (
                    <TableRow key={c.cutterId}>
                      <TableCell component="th" scope="row">
                        {c.name}
                      </TableCell>
                      <TableCell align="right">{c.clientsServed}</TableCell>
                      <TableCell align="right">{c.newClients}</TableCell>
                      <TableCell align="right">{c.returningClients}</TableCell>
                    </TableRow>
                  ))}
                  {data.cutters.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={4}>{tk('noData')}</TableCell>
                    </TableRow>
                  ) : null}
                </TableBody>
              </Table>
            </ScrollTable>
          </Paper>
        </>
      )}
    </CustomerDashboardFrame>
  );
}
