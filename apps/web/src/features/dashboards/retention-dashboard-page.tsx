import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  type CustomerSegment,
  DASHBOARD_DEFINITIONS,
  DASHBOARD_FLAGS,
  type RetentionDashboard,
  type RetentionFigures,
} from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../components/access-guard.tsx';
import { showCustomerFigure } from './customer-dashboard-page.tsx';
import { CustomerDashboardFrame, CustomerFigureCards } from './customer-figure-cards.tsx';
import { useDashboardRange } from './dashboard-controls.tsx';
import { useRetentionDashboardQuery } from './dashboards.api.ts';
import { formatRate } from './kpi-format.ts';
import { ScrollTable } from '../../components/scroll-table.tsx';

type Key = Exclude<keyof RetentionFigures, 'curve'>;
const FIGURES: [Key, CustomerSegment | null][] = [
  ['clientsServed', 'served'],
  ['returningRateBasisPoints', 'returning'],
  ['prebookRateBasisPoints', 'prebooked'],
  ['lapsedClients', 'lapsed'],
];

/** /admin/dashboards/customer-retention-dashboard: rebook and returning rates, lapsed clients and the revisit curve. */
export function RetentionDashboardPage() {
  return (
    <AccessGuard flags={DASHBOARD_FLAGS.retention}>
      <RetentionScreen />
    </AccessGuard>
  );
}

function RetentionScreen() {
  const { t } = useTranslation('customerDash');
  const r = useDashboardRange('retention');
  const result = useRetentionDashboardQuery(r.query, { skip: r.skip });
  const show = (key: Key, v: number | null) => showCustomerFigure(key, v, (count) => t('days', { count }));
  return (
    <CustomerDashboardFrame
      title={t('retentionTitle')}
      range={r}
      result={result}
      note={(data) => t('asOf', { date: data.asOf.slice(0, 10) })}
    >
      {(data) => (
        <>
          <CustomerFigureCards
            figures={FIGURES}
            data={data}
            show={show}
            range={r}
            dashboard="retention"
            clientsPath="/admin/dashboards/customer-retention-dashboard/clients"
          />
          <RevisitCurve data={data} />
          <CutterRetention cutters={data.cutters} />
        </>
      )}
    </CustomerDashboardFrame>
  );
}

function RevisitCurve({ data }: { data: RetentionDashboard }) {
  const { t } = useTranslation('customerDash');
  const points = data.current.curve;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h3" id="revisit-curve">
        {t('curve')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {DASHBOARD_DEFINITIONS.curve}
      </Typography>
      <Box role="img" aria-label={t('curveLabel')} sx={{ width: '100%', height: 200 }}>
        <BarChart
          height={200}
          margin={{ left: 8, right: 8 }}
          xAxis={[{ data: points.map((p) => t('withinDays', { days: p.days })), scaleType: 'band' }]}
          yAxis={[{ width: 48, min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
          series={[{ data: points.map((p) => (p.rateBasisPoints ?? 0) / 100), label: t('rate') }]}
          hideLegend
        />
      </Box>
      <ScrollTable labelledBy="revisit-curve">
        <Table size="small" aria-labelledby="revisit-curve" data-testid="revisit-curve">
          <TableHead>
            <TableRow>
              <TableCell>{t('within')}</TableCell>
              <TableCell align="right">{t('retained')}</TableCell>
              <TableCell align="right">{t('eligible')}</TableCell>
              <TableCell align="right">{t('rate')}</TableCell>
              <TableCell align="right">{t('lastYearColumn')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((p, i) => (
              <TableRow key={p.days}>
                <TableCell component="th" scope="row">
                  {t('withinDays', { days: p.days })}
                </TableCell>
                <TableCell align="right">{p.retained}</TableCell>
                <TableCell align="right">{p.eligible}</TableCell>
                <TableCell align="right">{formatRate(p.rateBasisPoints)}</TableCell>
                <TableCell align="right">
                  {data.lastYear ? formatRate(data.lastYear.curve[i]?.rateBasisPoints ?? null) : t('noData')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

function CutterRetention({ cutters }: { cutters: RetentionDashboard['cutters'] }) {
  const { t } = useTranslation('customerDash');
  const { t: tk } = useTranslation('kpi');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="h3" id="retention-cutters" sx={{ mb: 1 }}>
        {tk('cutters')}
      </Typography>
      <ScrollTable labelledBy="retention-cutters">
        <Table size="small" aria-labelledby="retention-cutters">
          <TableHead>
            <TableRow>
              <TableCell>{tk('cutter')}</TableCell>
              <TableCell align="right">{t('clientsServed')}</TableCell>
              <TableCell align="right">{t('prebookRateBasisPoints')}</TableCell>
              <TableCell align="right">{t('retention90')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cutters.map((c) => (
              <TableRow key={c.cutterId}>
                <TableCell component="th" scope="row">
                  {c.name}
                </TableCell>
                <TableCell align="right">{c.clientsServed}</TableCell>
                <TableCell align="right">{formatRate(c.prebookRateBasisPoints)}</TableCell>
                <TableCell align="right" title={`${c.retained90} / ${c.eligible90}`}>
                  {formatRate(c.retention90BasisPoints)}
                </TableCell>
              </TableRow>
            ))}
            {cutters.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>{tk('noData')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
