import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CashDrawerDetail, type CashRegister, type CashTransaction, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { AccessGuard } from '../../components/access-guard.tsx';
import { useSession } from '../session/session-context.ts';
import { useShiftStores } from '../shifts/use-shift-stores.ts';
import { useCashDrawerQuery, useCashRegistersQuery } from './cash-drawer.api.ts';
import { AddRegisterDialog, CloseDrawerDialog, MoveCashDialog, OpenDrawerDialog, VoidDialog } from './cash-drawer-dialogs.tsx';

export const CASH_FLAGS = [
  'open_cash_drawer',
  'close_cash_drawer',
  'withdraw_cash',
  'void_transactions',
  'see_transactions',
  'see_activities',
];

import { Activities, dateTime, History, Transactions } from './cash-drawer-records.tsx';

/** /admin/store/cash-drawer: the store's registers, the open drawer with its expected cash, transactions, activities and history. */
export function CashDrawerPage() {
  return (
    <AccessGuard flags={CASH_FLAGS}>
      <CashDrawerScreen />
    </AccessGuard>
  );
}

function CashDrawerScreen() {
  const { t } = useTranslation('cashDrawer');
  const { stores, storeId, setStoreId, loading } = useShiftStores();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('title')}</Typography>
        {stores.length > 1 && storeId ? (
          <TextField
            select
            size="small"
            label={t('store')}
            value={storeId}
            onChange={(e) => setStoreId(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            {stores.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
      {storeId ? (
        <StoreDrawers key={storeId} storeId={storeId} />
      ) : loading ? (
        <CircularProgress aria-label={t('title')} />
      ) : (
        <Alert severity="info">{t('noStores')}</Alert>
      )}
    </Box>
  );
}

function StoreDrawers({ storeId }: { storeId: string }) {
  const { t } = useTranslation('cashDrawer');
  const { data: session } = useSession();
  const can = (flag: string) => hasAccess(session?.accessControls, [flag]);
  const { data: registers, error, isLoading } = useCashRegistersQuery(storeId);
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  if (isLoading) return <CircularProgress aria-label={t('title')} />;
  if (error || !registers) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const register = registers.find((r) => r.id === selected) ?? registers[0];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={register?.id ?? false}
          onChange={(_e, id: string) => setSelected(id)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('register')}
          sx={{ flex: '1 1 auto', minWidth: 0 }}
        >
          {registers.map((r) => (
            <Tab
              key={r.id}
              value={r.id}
              label={
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                  {r.name}
                  <Chip
                    size="small"
                    label={r.openDrawer ? t('openState') : t('closedState')}
                    color={r.openDrawer ? 'success' : 'default'}
                  />
                </Box>
              }
            />
          ))}
        </Tabs>
        {can('open_cash_drawer') ? (
          <Button size="small" onClick={() => setAdding(true)}>
            {t('addRegister')}
          </Button>
        ) : null}
      </Box>
      {register ? <RegisterPanel register={register} can={can} /> : null}
      {can('see_transactions') || can('close_cash_drawer') ? <History storeId={storeId} /> : null}
      {adding ? <AddRegisterDialog storeId={storeId} onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}

type Dialog =
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'withdrawal' }
  | { kind: 'pay_in' }
  | { kind: 'void'; transaction: CashTransaction }
  | null;

function RegisterPanel({ register, can }: { register: CashRegister; can: (flag: string) => boolean }) {
  const { t } = useTranslation('cashDrawer');
  const [dialog, setDialog] = useState<Dialog>(null);
  const drawerId = register.openDrawer?.id;
  const { data: drawer, error } = useCashDrawerQuery(drawerId ?? '', { skip: !drawerId });
  const close = () => setDialog(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {!drawerId ? (
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
        >
          <Typography>{t('notOpen')}</Typography>
          {can('open_cash_drawer') ? (
            <Button variant="contained" onClick={() => setDialog({ kind: 'open' })}>
              {t('openDrawer')}
            </Button>
          ) : null}
        </Paper>
      ) : error ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : !drawer ? (
        <CircularProgress aria-label={register.name} />
      ) : (
        <>
          <DrawerSummary drawer={drawer} onAction={(kind) => setDialog({ kind })} can={can} />
          {can('see_transactions') ? (
            <Transactions
              drawer={drawer}
              canVoid={can('void_transactions')}
              onVoid={(transaction) => setDialog({ kind: 'void', transaction })}
            />
          ) : null}
          {can('see_activities') ? <Activities drawer={drawer} /> : null}
        </>
      )}
      {dialog?.kind === 'open' ? <OpenDrawerDialog registerId={register.id} registerName={register.name} onClose={close} /> : null}
      {dialog?.kind === 'close' && drawerId ? <CloseDrawerDialog drawerId={drawerId} registerName={register.name} onClose={close} /> : null}
      {(dialog?.kind === 'withdrawal' || dialog?.kind === 'pay_in') && drawerId ? (
        <MoveCashDialog drawerId={drawerId} kind={dialog.kind} onClose={close} />
      ) : null}
      {dialog?.kind === 'void' ? <VoidDialog transaction={dialog.transaction} onClose={close} /> : null}
    </Box>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, fontSize: strong ? '1.5rem' : '1.1rem', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

function DrawerSummary({
  drawer,
  onAction,
  can,
}: {
  drawer: CashDrawerDetail;
  onAction: (kind: 'close' | 'withdrawal' | 'pay_in') => void;
  can: (flag: string) => boolean;
}) {
  const { t } = useTranslation('cashDrawer');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('openedBy', { name: drawer.openedByName ?? '—', time: dateTime(drawer.openedAt, drawer.timezone) })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
        }}
        data-testid="drawer-summary"
      >
        <Figure label={t('expected')} value={formatMoney(drawer.expectedCents)} strong />
        <Figure label={t('float')} value={formatMoney(drawer.floatCents)} />
        <Figure label={t('payments')} value={formatMoney(drawer.totals.payments)} />
        <Figure label={t('refunds')} value={formatMoney(drawer.totals.refunds)} />
        <Figure label={t('withdrawals')} value={formatMoney(drawer.totals.withdrawals)} />
        <Figure label={t('payIns')} value={formatMoney(drawer.totals.payIns)} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {can('withdraw_cash') ? (
          <Button variant="outlined" onClick={() => onAction('withdrawal')}>
            {t('withdraw')}
          </Button>
        ) : null}
        {can('withdraw_cash') || can('open_cash_drawer') ? (
          <Button variant="outlined" onClick={() => onAction('pay_in')}>
            {t('payIn')}
          </Button>
        ) : null}
        {can('close_cash_drawer') ? (
          <Button variant="contained" onClick={() => onAction('close')} sx={{ ml: { sm: 'auto' } }}>
            {t('closeDrawer')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
