// The records of a drawer: its transactions (voidable), its activities, and the store's past drawers.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CASH_TRANSACTION_LABELS,
  CASH_TRANSACTION_SIGN,
  type CashDrawerDetail,
  type CashTransaction,
  formatMoney,
  formatStoreDateTime,
  formatStoreTime,
} from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { useCashHistoryQuery } from './cash-drawer.api.ts';

// Drawer times on the store's clock (a till is counted in the store, whatever zone this browser is in).
export const dateTime = (iso: string, timezone: string) => formatStoreDateTime(timezone, iso, { weekday: false });
export const time = (iso: string, timezone: string) => formatStoreTime(timezone, iso);

export function Transactions({
  drawer,
  canVoid,
  onVoid,
}: {
  drawer: CashDrawerDetail;
  canVoid: boolean;
  onVoid: (t: CashTransaction) => void;
}) {
  const { t } = useTranslation('cashDrawer');
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', p: 2, pb: 1 }}>
        {t('transactions')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('transactions')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('time')}</TableCell>
              <TableCell>{t('kind')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('reason')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('by')}</TableCell>
              {canVoid ? <TableCell align="right">{t('void')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {drawer.transactions.map((x) => {
              const amount = `${CASH_TRANSACTION_SIGN[x.kind] < 0 ? '−' : ''}${formatMoney(x.amountCents)}`;
              return (
                <TableRow key={x.id} sx={x.voided ? { '& td': { color: 'text.secondary' } } : undefined}>
                  <TableCell sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>
                    {time(x.createdAt, drawer.timezone)}
                  </TableCell>
                  <TableCell>
                    {CASH_TRANSACTION_LABELS[x.kind]}
                    <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, fontSize: '0.8rem', color: 'text.secondary' }}>
                      {time(x.createdAt, drawer.timezone)}
                    </Box>
                    {x.voided ? (
                      <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', mt: 0.5 }}>
                        <Chip size="small" label={t('voided')} sx={{ mr: 0.5 }} />
                        {t('voidedBy', { name: x.voidedByName ?? '—', reason: x.voidReason ?? '' })}
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textDecoration: x.voided ? 'line-through' : undefined }}
                  >
                    {amount}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{x.reason ?? ''}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{x.actorName ?? ''}</TableCell>
                  {canVoid ? (
                    <TableCell align="right">
                      {!x.voided && x.kind !== 'float' && drawer.status === 'open' ? (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => onVoid(x)}
                          aria-label={t('voidAction', { kind: CASH_TRANSACTION_LABELS[x.kind].toLowerCase(), amount })}
                        >
                          {t('void')}
                        </Button>
                      ) : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {drawer.transactions.length === 0 ? <Typography sx={{ p: 2 }}>{t('noTransactions')}</Typography> : null}
    </Paper>
  );
}

export function Activities({ drawer }: { drawer: CashDrawerDetail }) {
  const { t } = useTranslation('cashDrawer');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
        {t('activities')}
      </Typography>
      {drawer.activities.length === 0 ? <Typography>{t('noActivities')}</Typography> : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} aria-label={t('activities')}>
        {drawer.activities.map((a) => (
          <Box component="li" key={a.id} sx={{ display: 'grid', gridTemplateColumns: '5.5rem minmax(0, 1fr)', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {time(a.createdAt, drawer.timezone)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {a.message}
              {a.actorName ? (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  · {a.actorName}
                </Box>
              ) : null}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export function History({ storeId }: { storeId: string }) {
  const { t } = useTranslation('cashDrawer');
  const { data, error } = useCashHistoryQuery({ storeId, page: 1, pageSize: 20 });
  const outcome = (d: number | null) =>
    d === null ? '' : d === 0 ? t('balanced') : d > 0 ? t('over', { amount: formatMoney(d) }) : t('short', { amount: formatMoney(-d) });
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', p: 2, pb: 1 }}>
        {t('history')}
      </Typography>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label={t('history')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('register')}</TableCell>
              <TableCell>{t('closedAt')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('expected')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('counted')}
              </TableCell>
              <TableCell align="right">{t('difference')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.items ?? []).map((d) => (
              <TableRow key={d.id}>
                <TableCell>{d.registerName}</TableCell>
                <TableCell>
                  {d.closedAt ? dateTime(d.closedAt, d.timezone) : ''}
                  <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}>
                    {d.closedByName ?? ''}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(d.expectedCents)}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}>
                  {d.countedCents === null ? '' : formatMoney(d.countedCents)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    fontWeight: 600,
                    color: d.differenceCents ? (d.differenceCents < 0 ? 'error.main' : 'warning.dark') : 'success.dark',
                  }}
                >
                  {outcome(d.differenceCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data && data.items.length === 0 ? <Typography sx={{ p: 2 }}>{t('noHistory')}</Typography> : null}
    </Paper>
  );
}
