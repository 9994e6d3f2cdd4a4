import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { CHECKOUT_TENDERS, type KpiCutter, type KpiFigures, type KpiSummary } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatMinutes, formatRate } from './kpi-format.ts';
import { ScrollTable } from '../../components/scroll-table.tsx';

/** Net sales per local day as bars, with the same figures in a table one click away (and always to screen readers via the label). */
export function SalesChart({ daily, currency }: { daily: KpiSummary['daily']; currency: string }) {
  const { t } = useTranslation('kpi');
  const [table, setTable] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3">{t('chartTitle')}</Typography>
        <Button size="small" onClick={() => setTable(!table)} aria-expanded={table} aria-controls="kpi-daily-table">
          {table ? t('hideTable') : t('showTable')}
        </Button>
      </Box>
      <Box role="img" aria-label={t('chartLabel')} sx={{ width: '100%', height: 240 }}>
        <BarChart
          height={240}
          margin={{ left: 8, right: 8 }}
          xAxis={[
            {
              data: daily.map((d) => d.date.slice(5)),
              scaleType: 'band',
              tickLabelInterval: (_v, i) => i % Math.ceil(daily.length / 8) === 0,
            },
          ]}
          yAxis={[{ width: 64, valueFormatter: (v: number) => formatCents(Math.round(v), currency).replace(/\.00$/, '') }]}
          series={[
            { data: daily.map((d) => d.netSalesCents), label: t('netSalesCents'), valueFormatter: (v) => formatCents(v ?? 0, currency) },
          ]}
          hideLegend
        />
      </Box>
      {table ? (
        <ScrollTable id="kpi-daily-table" label={t('chartTitle')}>
          <Table size="small" aria-label={t('chartTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('date')}</TableCell>
                <TableCell align="right">{t('netSalesCents')}</TableCell>
                <TableCell align="right">{t('tickets')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {daily.map((d) => (
                <TableRow key={d.date}>
                  <TableCell>{d.date}</TableCell>
                  <TableCell align="right">{formatCents(d.netSalesCents, currency)}</TableCell>
                  <TableCell align="right">{d.tickets}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      ) : null}
    </Paper>
  );
}

export function PaymentsTable({ figures, previous, currency }: { figures: KpiFigures; previous: KpiFigures; currency: string }) {
  const { t } = useTranslation('kpi');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="h3" id="kpi-payments" sx={{ mb: 1 }}>
        {t('payments')}
      </Typography>
      <ScrollTable labelledBy="kpi-payments">
        <Table size="small" aria-labelledby="kpi-payments">
          <TableBody>
            {CHECKOUT_TENDERS.map((tender) => (
              <TableRow key={tender}>
                <TableCell component="th" scope="row">
                  {t(`tender.${tender}`)}
                </TableCell>
                <TableCell align="right">{formatCents(figures.paymentsByTender[tender] ?? 0, currency)}</TableCell>
                <TableCell align="right" sx={{ color: 'text.secondary' }}>
                  {t('previous', { value: formatCents(previous.paymentsByTender[tender] ?? 0, currency) })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

export function CutterTable({ cutters, currency }: { cutters: KpiCutter[]; currency: string }) {
  const { t } = useTranslation('kpi');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="h3" id="kpi-cutters" sx={{ mb: 1 }}>
        {t('cutters')}
      </Typography>
      <ScrollTable labelledBy="kpi-cutters">
        <Table size="small" aria-labelledby="kpi-cutters" data-testid="kpi-cutters">
          <TableHead>
            <TableRow>
              <TableCell>{t('cutter')}</TableCell>
              <TableCell align="right">{t('netSalesCents')}</TableCell>
              <TableCell align="right">{t('productsCents')}</TableCell>
              <TableCell align="right">{t('tipCents')}</TableCell>
              <TableCell align="right">{t('tickets')}</TableCell>
              <TableCell align="right">{t('served')}</TableCell>
              <TableCell align="right">{t('utilisation')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cutters.map((c) => (
              <TableRow key={c.cutterId}>
                <TableCell component="th" scope="row">
                  {c.name}
                </TableCell>
                <TableCell align="right">{formatCents(c.netSalesCents, currency)}</TableCell>
                <TableCell align="right">{formatCents(c.productsCents, currency)}</TableCell>
                <TableCell align="right">{formatCents(c.tipCents, currency)}</TableCell>
                <TableCell align="right">{c.tickets}</TableCell>
                <TableCell align="right">{c.served}</TableCell>
                <TableCell align="right" title={`${formatMinutes(c.bookedMinutes)} / ${formatMinutes(c.shiftMinutes)}`}>
                  {formatRate(c.utilisationBasisPoints)}
                </TableCell>
              </TableRow>
            ))}
            {cutters.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7}>{t('noData')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
