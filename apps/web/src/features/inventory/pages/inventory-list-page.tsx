import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatStoreDate, type StockItemSummary } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { StoreFilter } from '../../catalog/store-filter.tsx';
import { labelOf } from '../../catalog/use-store-options.ts';
import { useProductListsQuery } from '../../products/products.api.ts';
import { useSearchInventoryQuery } from '../inventory.api.ts';

/** /admin/inventory: stock per store and product, searched by product or SKU, filtered by store, category and low stock. */
export function InventoryListPage() {
  return (
    <AccessGuard flags={['view_inventory', 'search_inventory']}>
      <InventoryList />
    </AccessGuard>
  );
}

export function StockLevelChip({ item }: { item: Pick<StockItemSummary, 'belowThreshold'> }) {
  const { t } = useTranslation('inventory');
  return item.belowThreshold ? (
    <Chip size="small" color="error" label={t('belowThreshold')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t('inStock')} />
  );
}

function InventoryList() {
  const { t, i18n } = useTranslation('inventory');
  const { data: lists } = useProductListsQuery();
  const list = useListQuery();
  const [storeId, setStoreId] = useState('');
  const [category, setCategory] = useState('');
  const [low, setLow] = useState(false);
  const filters = { ...(storeId ? { storeId } : {}), ...(category ? { category } : {}), ...(low ? { belowThreshold: true } : {}) };
  const result = useSearchInventoryQuery({
    ...list.query,
    sort: 'productName',
    ...(Object.keys(filters).length ? { filters } : {}),
  });
  const columns: DataColumn<StockItemSummary>[] = [
    {
      key: 'product',
      header: t('product'),
      // On a phone the store column is hidden: with every store listed, each row still says whose stock it is.
      render: (s) => (
        <>
          {s.productName}
          {storeId ? null : (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
              {s.storeName}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'store', header: t('store'), render: (s) => s.storeName, hideBelow: 'sm' },
    { key: 'sku', header: t('sku'), render: (s) => s.sku ?? '', hideBelow: 'lg' },
    { key: 'category', header: t('category'), render: (s) => labelOf(lists?.category ?? [], s.category), hideBelow: 'lg' },
    { key: 'quantity', header: t('quantity'), render: (s) => s.quantity },
    { key: 'threshold', header: t('threshold'), render: (s) => s.threshold, hideBelow: 'md' },
    { key: 'level', header: t('level'), render: (s) => <StockLevelChip item={s} /> },
    {
      key: 'updated',
      header: t('updatedAt'),
      render: (s) => formatStoreDate(s.storeTimezone, s.updatedAt, { locale: i18n.language, weekday: false, year: true }),
      hideBelow: 'lg',
    },
  ];
  return (
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      filters={
        <>
          <StoreFilter label={t('store')} allLabel={t('allStores')} value={storeId} onChange={list.withPageReset(setStoreId)} />
          <SelectFilter
            label={t('category')}
            value={category}
            options={[{ value: '', label: t('any') }, ...(lists?.category ?? [])]}
            onChange={list.withPageReset(setCategory)}
            width={180}
          />
          <FormControlLabel
            control={<Switch checked={low} onChange={(_, checked) => list.withPageReset(setLow)(checked)} />}
            label={t('onlyBelowThreshold')}
          />
        </>
      }
      result={result}
      columns={columns}
      rowKey={(s) => s.id}
      rowHref={(s) => `/admin/inventory/${s.id}`}
    />
  );
}
