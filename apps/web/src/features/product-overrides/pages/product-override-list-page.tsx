import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ProductOverride, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPageHeader } from '../../../components/data-table/list-page-header.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { useStoreOptions } from '../../catalog/use-store-options.ts';
import { useSession } from '../../session/session-context.ts';
import { useSearchProductOverridesQuery } from '../product-overrides.api.ts';

/** /admin/retail-adjustments: each store's own price and availability of a product. */
export function ProductOverrideListPage() {
  return (
    <AccessGuard flags={['view_product_override']}>
      <ProductOverrideList />
    </AccessGuard>
  );
}

function ProductOverrideList() {
  const { t } = useTranslation('productOverrides');
  const { data: session } = useSession();
  const stores = useStoreOptions();
  const list = useListQuery();
  const [storeId, setStoreId] = useState('');
  const [available, setAvailable] = useState('');
  const filters = { ...(storeId ? { storeId } : {}), ...(available ? { available: available === 'yes' } : {}) };
  const { data, isLoading, isFetching, error } = useSearchProductOverridesQuery({
    ...list.query,
    sort: 'productName',
    ...(Object.keys(filters).length ? { filters } : {}),
  });
  const columns: DataColumn<ProductOverride>[] = [
    { key: 'product', header: t('product'), render: (o) => o.productName },
    { key: 'store', header: t('store'), render: (o) => o.storeName },
    { key: 'productPrice', header: t('productPrice'), render: (o) => formatMoney(o.productPriceCents), hideBelow: 'md' },
    { key: 'effective', header: t('storePrice'), render: (o) => formatMoney(o.effectivePriceCents) },
    { key: 'available', header: t('available'), render: (o) => (o.basicDetails.available ? t('yes') : t('no')), hideBelow: 'sm' },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListPageHeader
        title={t('listTitle')}
        searchLabel={t('searchLabel')}
        search={list.search}
        onSearch={list.setSearch}
        createLabel={hasAccess(session?.accessControls, ['create_product_override']) ? t('newOverride') : undefined}
        createHref="/admin/retail-adjustments/new"
        filters={
          <>
            <TextField
              select
              label={t('store')}
              value={storeId}
              onChange={(event) => {
                setStoreId(event.target.value);
                list.resetPage();
              }}
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
              label={t('available')}
              value={available}
              onChange={(event) => {
                setAvailable(event.target.value);
                list.resetPage();
              }}
              sx={{ width: { xs: '100%', sm: 160 } }}
            >
              <MenuItem value="">{t('any')}</MenuItem>
              <MenuItem value="yes">{t('yes')}</MenuItem>
              <MenuItem value="no">{t('no')}</MenuItem>
            </TextField>
          </>
        }
      />
      <DataTable
        label={t('listTitle')}
        rows={data?.items}
        columns={columns}
        rowKey={(o) => o.id}
        rowHref={(o) => `/admin/retail-adjustments/${o.id}`}
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
