import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type StockItem, hasAccess } from '@salon/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSession } from '../../session/session-context.ts';
import { BackBarCard } from '../components/back-bar-card.tsx';
import { MovementHistory } from '../components/movement-history.tsx';
import { AddStockDialog, EditQuantityDialog, EditThresholdDialog } from '../components/stock-dialogs.tsx';
import { useStockItemQuery } from '../inventory.api.ts';
import { StockLevelChip } from './inventory-list-page.tsx';

/** /admin/inventory/{id}: one product's stock at one store; add stock, count it, set the threshold, see every movement. */
export function InventoryDetailPage() {
  return (
    <AccessGuard flags={['view_inventory_details']}>
      <InventoryDetail />
    </AccessGuard>
  );
}

type Open = 'add' | 'quantity' | 'threshold' | null;

function InventoryDetail() {
  const { t } = useTranslation('inventory');
  const { id = '' } = useParams();
  const { data: session } = useSession();
  const { data: item, error, isLoading } = useStockItemQuery(id);
  const [open, setOpen] = useState<Open>(null);
  if (isLoading) return <PageLoader />;
  if (error || !item) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const controls = session?.accessControls;
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 1100 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {item.productName}
        </Typography>
        <Typography color="text.secondary">{[item.storeName, item.sku].filter(Boolean).join(' · ')}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: 560 }}>
        <Figure label={t('onHand')} value={item.quantity} extra={<StockLevelChip item={item} />} />
        <Figure label={t('threshold')} value={item.threshold} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {item.allowNegativeStock ? t('negativeAllowed') : t('negativeNotAllowed')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {hasAccess(controls, ['add_stock']) ? (
          <Button variant="contained" onClick={() => setOpen('add')}>
            {t('addStock')}
          </Button>
        ) : null}
        {hasAccess(controls, ['edit_quantity']) ? (
          <Button variant="outlined" onClick={() => setOpen('quantity')}>
            {t('editQuantity')}
          </Button>
        ) : null}
        {hasAccess(controls, ['edit_threshold']) ? (
          <Button variant="outlined" onClick={() => setOpen('threshold')}>
            {t('editThreshold')}
          </Button>
        ) : null}
      </Box>
      <MovementHistory stockItemId={item.id} threshold={item.threshold} timezone={item.storeTimezone} />
      {hasAccess(controls, ['view_back_bar']) ? (
        <BackBarCard storeId={item.storeId} stockItemId={item.id} timezone={item.storeTimezone} />
      ) : null}
      {open === 'add' ? <AddStockDialog item={item} unitCostCents={lastUnitCost(item)} onClose={close} /> : null}
      {open === 'quantity' ? <EditQuantityDialog item={item} onClose={close} /> : null}
      {open === 'threshold' ? <EditThresholdDialog item={item} onClose={close} /> : null}
    </Box>
  );
}

function lastUnitCost(item: StockItem): number {
  return item.recentMovements.find((m) => m.kind === 'receipt' && m.unitCostCents !== null)?.unitCostCents ?? 0;
}

function Figure({ label, value, extra }: { label: string; value: string | number; extra?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
      {extra ? <Box>{extra}</Box> : null}
    </Paper>
  );
}
