import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ServiceListItem, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPageHeader } from '../../../components/data-table/list-page-header.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { CatalogStatusChip, type CatalogStatusFilter, CatalogStatusSelect, catalogStatusFilters } from '../../catalog/catalog-status.tsx';
import { useStoreOptions } from '../../catalog/use-store-options.ts';
import { useSession } from '../../session/session-context.ts';
import { useSearchServicesQuery } from '../services.api.ts';

/** /admin/services: services searched by name or category, filtered by status, store and online booking. */
export function ServiceListPage() {
  return (
    <AccessGuard flags={['view_service']}>
      <ServiceList />
    </AccessGuard>
  );
}

function ServiceList() {
  const { t } = useTranslation('services');
  const { data: session } = useSession();
  const list = useListQuery();
  const stores = useStoreOptions();
  const [status, setStatus] = useState<CatalogStatusFilter>('all');
  const [storeId, setStoreId] = useState('');
  const [booking, setBooking] = useState('');
  const filters = {
    ...catalogStatusFilters(status),
    ...(storeId ? { storeId } : {}),
    ...(booking ? { onlineBookable: booking === 'on' } : {}),
  };
  const { data, isLoading, isFetching, error } = useSearchServicesQuery({
    ...list.query,
    sort: 'name',
    ...(Object.keys(filters).length ? { filters } : {}),
  });
  const columns: DataColumn<ServiceListItem>[] = [
    { key: 'name', header: t('name'), render: (s) => s.name },
    { key: 'category', header: t('category'), render: (s) => s.category, hideBelow: 'sm' },
    { key: 'duration', header: t('durationMinutes'), render: (s) => t('minutes', { count: s.durationMinutes }), hideBelow: 'md' },
    { key: 'price', header: t('price'), render: (s) => formatMoney(s.priceCents) },
    { key: 'status', header: t('status'), render: (s) => <CatalogStatusChip active={s.active} archived={s.archived} /> },
    { key: 'booking', header: t('onlineBookable'), render: (s) => (s.onlineBookable ? t('yes') : t('no')), hideBelow: 'lg' },
    { key: 'stores', header: t('stores'), render: (s) => s.storeCount, hideBelow: 'lg' },
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
        createLabel={hasAccess(session?.accessControls, ['create_service']) ? t('newService') : undefined}
        createHref="/admin/services/new"
        filters={
          <>
            <CatalogStatusSelect value={status} onChange={reset(setStatus)} />
            <TextField
              select
              label={t('store')}
              value={storeId}
              onChange={(event) => reset(setStoreId)(event.target.value)}
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
              label={t('onlineBookable')}
              value={booking}
              onChange={(event) => reset(setBooking)(event.target.value)}
              sx={{ width: { xs: '100%', sm: 170 } }}
            >
              <MenuItem value="">{t('any')}</MenuItem>
              <MenuItem value="on">{t('yes')}</MenuItem>
              <MenuItem value="off">{t('no')}</MenuItem>
            </TextField>
          </>
        }
      />
      <DataTable
        label={t('listTitle')}
        rows={data?.items}
        columns={columns}
        rowKey={(s) => s.id}
        rowHref={(s) => `/admin/services/${s.id}`}
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
