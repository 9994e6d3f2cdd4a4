import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CUSTOMER_SEGMENTS, type CustomerSegment, DASHBOARD_FLAGS } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { DashboardControls, useDashboardRange } from './dashboard-controls.tsx';
import { useDashboardCustomersQuery } from './dashboards.api.ts';
import { ScrollTable } from '../../components/scroll-table.tsx';

const FIGURE_OF = {
  served: 'clientsServed',
  new: 'newClients',
  returning: 'returningClients',
  lapsed: 'lapsedClients',
  prebooked: 'prebooked',
} as const satisfies Record<CustomerSegment, string>;
const PAGES = {
  customers: '/admin/dashboards/customer-dashboard',
  retention: '/admin/dashboards/customer-retention-dashboard',
} as const;

/** The customer dashboard's drill-down (…/customer-dashboard/clients). */
export const CustomerClientsPage = () => <DashboardClientsPage dashboard="customers" />;
/** The retention dashboard's drill-down (…/customer-retention-dashboard/clients). */
export const RetentionClientsPage = () => <DashboardClientsPage dashboard="retention" />;

/** …/customer-dashboard/clients and …/customer-retention-dashboard/clients: the clients a figure counted. */
export function DashboardClientsPage({ dashboard }: { dashboard: 'customers' | 'retention' }) {
  return (
    <AccessGuard flags={DASHBOARD_FLAGS[dashboard]}>
      <DashboardClients dashboard={dashboard} />
    </AccessGuard>
  );
}

function DashboardClients({ dashboard }: { dashboard: 'customers' | 'retention' }) {
  const { t } = useTranslation('customerDash');
  const [params] = useSearchParams();
  const raw = params.get('segment') ?? 'served';
  const segment: CustomerSegment = (CUSTOMER_SEGMENTS as readonly string[]).includes(raw) ? (raw as CustomerSegment) : 'served';
  const r = useDashboardRange(dashboard);
  const list = useDashboardCustomersQuery({ ...r.query, dashboard, segment }, { skip: r.skip });
  const figure = t(FIGURE_OF[segment]);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Link component={RouterLink} to={r.linkTo(PAGES[dashboard])} variant="body2">
        {t('back')}
      </Link>
      <Typography variant="h1">{t('listTitle', { figure })}</Typography>
      <DashboardControls range={r} />
      {list.error ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      {list.isFetching && !list.data ? <CircularProgress aria-label={t('listTitle', { figure })} /> : null}
      {list.data ? (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="clients-count">
            {t('listIntro', { count: list.data.count, from: r.range.from, to: r.range.to })}
          </Typography>
          <Paper variant="outlined" sx={{ minWidth: 0 }}>
            <ScrollTable label={t('listTitle', { figure })}>
              <Table size="small" aria-label={t('listTitle', { figure })} data-testid="clients-rows">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('name')}</TableCell>
                    <TableCell>{t('lastVisit')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.customers.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell component="th" scope="row">
                        <Link component={RouterLink} to={`/admin/customers/${c.id}`}>
                          {c.firstName} {c.lastName}
                        </Link>
                      </TableCell>
                      <TableCell>{c.lastVisit ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                  {list.data.customers.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={2}>{t('noClients')}</TableCell>
                    </TableRow>
                  ) : null}
                </TableBody>
              </Table>
            </ScrollTable>
          </Paper>
        </>
      ) : null}
    </Box>
  );
}
