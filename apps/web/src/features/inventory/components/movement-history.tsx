import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, formatStoreDateTime } from '@salon/shared';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useStockMovementsQuery } from '../inventory.api.ts';

const MovementChart = lazy(() => import('./movement-chart.tsx').then((m) => ({ default: m.MovementChart })));

/** Every movement of the stock item (who, when, why), as a chart and as a paged table. */
export function MovementHistory({ stockItemId, threshold, timezone }: { stockItemId: string; threshold: number; timezone: string }) {
  const { t, i18n } = useTranslation('inventory');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const { data: table } = useStockMovementsQuery({ id: stockItemId, query: { page, pageSize } });
  // The chart shows the latest 100 movements.
  const { data: recent } = useStockMovementsQuery({ id: stockItemId, query: { page: 1, pageSize: 100 } });
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  // On the store's clock; a phone gets the short form so the row stays two lines high.
  const when = (iso: string) => formatStoreDateTime(timezone, iso, { locale: i18n.language, weekday: false, year: !narrow, zone: !narrow });
  return (
    <DetailCard title={t('history')}>
      <Box>
        {recent ? (
          recent.items.length ? (
            <Suspense fallback={<PageLoader />}>
              <MovementChart movements={recent.items} threshold={threshold} timezone={timezone} />
            </Suspense>
          ) : (
            <Typography color="text.secondary">{t('noMovements')}</Typography>
          )
        ) : null}
      </Box>
      <Box>
        {table?.items.length ? (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t('history')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('when')}</TableCell>
                    <TableCell>{t('kind')}</TableCell>
                    <TableCell align="right">{t('change')}</TableCell>
                    <TableCell align="right">{t('resulting')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('who')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('why')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.items.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell>{when(m.createdAt)}</TableCell>
                      <TableCell>{t(`kind.${m.kind}`)}</TableCell>
                      <TableCell align="right" sx={{ color: m.quantityDelta < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}>
                        {m.quantityDelta > 0 ? `+${m.quantityDelta}` : m.quantityDelta}
                      </TableCell>
                      <TableCell align="right">{m.resultingQuantity}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{m.actorName ?? t('system')}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}>
                        {[m.note, m.unitCostCents !== null ? t('atCost', { cost: formatMoney(m.unitCostCents) }) : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={table.total}
              page={page - 1}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 20, 50]}
              labelRowsPerPage={t('rowsPerPage')}
              onPageChange={(_, next) => setPage(next + 1)}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(1);
              }}
            />
          </Paper>
        ) : null}
      </Box>
    </DetailCard>
  );
}
