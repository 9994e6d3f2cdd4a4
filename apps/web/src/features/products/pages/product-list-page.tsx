import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ProductListItem, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPageHeader } from '../../../components/data-table/list-page-header.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { CatalogStatusChip, type CatalogStatusFilter, CatalogStatusSelect, catalogStatusFilters } from '../../catalog/catalog-status.tsx';
import { labelOf } from '../../catalog/use-store-options.ts';
import { useSession } from '../../session/session-context.ts';
import { ManageListsButton } from '../components/manage-lists-dialog.tsx';
import { useProductListsQuery, useSearchProductsQuery } from '../products.api.ts';

/** /admin/products: products searched by name, SKU or barcode, filtered by status, category, type and use. */
export function ProductListPage() {
  return (
    <AccessGuard flags={['view_product']}>
      <ProductList />
    </AccessGuard>
  );
}

type ListFilter = 'category' | 'productType' | 'productUse';

function ProductList() {
  const { t } = useTranslation('products');
  const { data: session } = useSession();
  const { data: lists } = useProductListsQuery();
  const list = useListQuery();
  const [status, setStatus] = useState<CatalogStatusFilter>('all');
  const [chosen, setChosen] = useState<Record<ListFilter, string>>({ category: '', productType: '', productUse: '' });
  const filters = {
    ...catalogStatusFilters(status),
    ...Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== '')),
  };
  const { data, isLoading, isFetching, error } = useSearchProductsQuery({
    ...list.query,
    sort: 'name',
    ...(Object.keys(filters).length ? { filters } : {}),
  });
  const columns: DataColumn<ProductListItem>[] = [
    { key: 'name', header: t('name'), render: (p) => p.name },
    { key: 'sku', header: t('sku'), render: (p) => p.sku ?? '', hideBelow: 'md' },
    { key: 'category', header: t('category'), render: (p) => labelOf(lists?.category ?? [], p.category), hideBelow: 'sm' },
    { key: 'type', header: t('productType'), render: (p) => labelOf(lists?.productType ?? [], p.productType), hideBelow: 'lg' },
    { key: 'price', header: t('price'), render: (p) => formatMoney(p.priceCents) },
    { key: 'status', header: t('status'), render: (p) => <CatalogStatusChip active={p.active} archived={p.archived} /> },
  ];
  const listSelect = (name: ListFilter) => (
    <TextField
      select
      key={name}
      label={t(name)}
      value={chosen[name]}
      onChange={(event) => {
        setChosen({ ...chosen, [name]: event.target.value });
        list.resetPage();
      }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    >
      <MenuItem value="">{t('any')}</MenuItem>
      {(lists?.[name] ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListPageHeader
        title={t('listTitle')}
        searchLabel={t('searchLabel')}
        search={list.search}
        onSearch={list.setSearch}
        createLabel={hasAccess(session?.accessControls, ['create_product']) ? t('newProduct') : undefined}
        createHref="/admin/products/new"
        filters={
          <>
            <CatalogStatusSelect
              value={status}
              onChange={(value) => {
                setStatus(value);
                list.resetPage();
              }}
            />
            {listSelect('category')}
            {listSelect('productType')}
            {listSelect('productUse')}
          </>
        }
      />
      <Box sx={{ mt: -1 }}>
        <ManageListsButton />
      </Box>
      <DataTable
        label={t('listTitle')}
        rows={data?.items}
        columns={columns}
        rowKey={(p) => p.id}
        rowHref={(p) => `/admin/products/${p.id}`}
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
