import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BRAND_STATUSES, type BrandListItem, type BrandStatus, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPageHeader } from '../../../components/data-table/list-page-header.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { useSession } from '../../session/session-context.ts';
import { BRAND_VIEW_FLAGS, useSearchBrandsQuery } from '../brands.api.ts';

export const BRAND_STATUS_COLOR = { pending: 'warning', active: 'success', inactive: 'default' } as const;

/** /admin/brand: the tenant's brands, searched by name or domain, filtered by status. */
export function BrandListPage() {
  return (
    <AccessGuard flags={BRAND_VIEW_FLAGS}>
      <BrandList />
    </AccessGuard>
  );
}

function BrandList() {
  const { t } = useTranslation('brands');
  const { data: session } = useSession();
  const list = useListQuery();
  const [status, setStatus] = useState<BrandStatus | 'all'>('all');
  const { data, isLoading, isFetching, error } = useSearchBrandsQuery({
    ...list.query,
    sort: 'name',
    ...(status !== 'all' ? { filters: { status } } : {}),
  });

  const columns: DataColumn<BrandListItem>[] = [
    { key: 'name', header: t('name'), render: (brand) => brand.name },
    { key: 'domains', header: t('domains'), render: (brand) => brand.domains.join(', '), hideBelow: 'md' },
    {
      key: 'status',
      header: t('status'),
      render: (brand) => <Chip size="small" color={BRAND_STATUS_COLOR[brand.status]} label={t(`status.${brand.status}`)} />,
    },
    { key: 'stores', header: t('stores'), render: (brand) => brand.storeCount, hideBelow: 'sm' },
    { key: 'plan', header: t('plan'), render: (brand) => brand.plan ?? '', hideBelow: 'lg' },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListPageHeader
        title={t('listTitle')}
        searchLabel={t('searchLabel')}
        search={list.search}
        onSearch={list.setSearch}
        createLabel={hasAccess(session?.accessControls, ['create_brand']) ? t('newBrand') : undefined}
        createHref="/admin/edit-brand"
        filters={
          <TextField
            select
            label={t('status')}
            value={status}
            onChange={(event) => {
              setStatus(BRAND_STATUSES.find((s) => s === event.target.value) ?? 'all');
              list.resetPage();
            }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          >
            <MenuItem value="all">{t('allStatuses')}</MenuItem>
            {BRAND_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <DataTable
        label={t('listTitle')}
        rows={data?.items}
        columns={columns}
        rowKey={(brand) => brand.id}
        rowHref={(brand) => `/admin/brand/${brand.id}`}
        total={data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
        loading={isLoading}
        fetching={isFetching}
        error={error ? errorMessage(error) : null}
      />
    </Box>
  );
}
