import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { StockItemSummary } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPageHeader } from '../../../components/data-table/list-page-header.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { labelOf, useStoreOptions } from '../../catalog/use-store-options.ts';
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
  const stores = useStoreOptions();
  const { data: lists } = useProductListsQuery();
  const list = useListQuery();
  const [storeId, setStoreId] = useState('');
  const [category, setCategory] = useState('');
  const [low, setLow] = useState(false);
  const filters = { ...(storeId ? { storeId } : {}), ...(category ? { category } : {}), ...(low ? { belowThreshold: true } : {}) };
  const { data, isLoading, isFetching, error } = useSearchInventoryQuery({
    ...list.query,
    sort: 'productName',
    ...(Object.keys(filters).length ? { filters } : {}),
  });
  const columns: DataColumn<StockItemSummary>[] = [
    { key: 'product', header: t('product'), render: (s) => s.productName },
    { key: 'store', header: t('store'), render: (s) => s.storeName, hideBelow: 'sm' },
    { key: 'sku', header: t('sku'), render: (s) => s.sku ?? '', hideBelow: 'lg' },
    { key: 'category', header: t('category'), render: (s) => labelOf(lists?.category ?? [], s.category), hideBelow: 'lg' },
    { key: 'quantity', header: t('quantity'), render: (s) => s.quantity },
    { key: 'threshold', header: t('threshold'), render: (s) => s.threshold, hideBelow: 'md' },
    { key: 'level', header: t('level'), render: (s) => <StockLevelChip item={s} /> },
    { key: 'updated', header: t('updatedAt'), render: (s) => new Date(s.updatedAt).toLocaleDateString(i18n.language), hideBelow: 'lg' },
  ];
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      list.resetPage();
    };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListPageHeader
        title={t('listTitle')}
        searchLabel={t('searchLabel')}
        search={list.search}
        onSearch={list.setSearch}
        filters={
          <>
            <TextField
              select
              label={t('store')}
              value={storeId}
              onChange={(e) => reset(setStoreId)(e.target.value)}
              sx={{ width: { xs: '100%', sm: 220 } }}
            >
              <MenuItem value="">{t('allStores')}</MenuItem>
              {stores.map((s) => (
                <MenuItem key={s.value} value={s.value}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('category')}
              value={category}
              onChange={(e) => reset(setCategory)(e.target.value)}
              sx={{ width: { xs: '100%', sm: 180 } }}
            >
              <MenuItem value="">{t('any')}</MenuItem>
              {(lists?.category ?? []).map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={low} onChange={(_, checked) => reset(setLow)(checked)} />}
              label={t('onlyBelowThreshold')}
            />
          </>
        }
      />
      <DataTable
        label={t('listTitle')}
        rows={data?.items}
        columns={columns}
        rowKey={(s) => s.id}
        rowHref={(s) => `/admin/inventory/${s.id}`}
        total={data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
        loading={isLoading}
        fetching={isFetching}
        error={error && 'message' in error ? error.message : null}
      />
    </Box>
  );
}
