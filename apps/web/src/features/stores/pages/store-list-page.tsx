import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { STORE_STATUSES, type StoreListItem, type StoreStatus, US_STATES, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPageHeader } from '../../../components/data-table/list-page-header.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { useSession } from '../../session/session-context.ts';
import { useSearchStoresQuery } from '../stores.api.ts';

export const STORE_LIST_FLAGS = ['search_stores', 'get_store_list'];

/** /admin/store: stores the person may see, searched by name, city or state, filtered by status, booking and state. */
export function StoreListPage() {
  return (
    <AccessGuard flags={STORE_LIST_FLAGS}>
      <StoreList />
    </AccessGuard>
  );
}

type Booking = 'all' | 'on' | 'off';

function StoreList() {
  const { t } = useTranslation('stores');
  const { data: session } = useSession();
  const list = useListQuery();
  const [status, setStatus] = useState<StoreStatus | 'all'>('all');
  const [booking, setBooking] = useState<Booking>('all');
  const [state, setState] = useState('');
  const filters = {
    ...(status !== 'all' ? { status } : {}),
    ...(booking !== 'all' ? { onlineBooking: booking === 'on' } : {}),
    ...(state ? { state } : {}),
  };
  const { data, isLoading, isFetching, error } = useSearchStoresQuery({
    ...list.query,
    sort: 'name',
    ...(Object.keys(filters).length ? { filters } : {}),
  });

  const columns: DataColumn<StoreListItem>[] = [
    { key: 'name', header: t('name'), render: (store) => store.name },
    { key: 'brand', header: t('brand'), render: (store) => store.brandName, hideBelow: 'md' },
    { key: 'city', header: t('location'), render: (store) => [store.city, store.state].filter(Boolean).join(', ') },
    {
      key: 'status',
      header: t('status'),
      render: (store) => (
        <Chip size="small" color={store.status === 'active' ? 'success' : 'warning'} label={t(`status.${store.status}`)} />
      ),
    },
    { key: 'booking', header: t('onlineBooking'), render: (store) => (store.onlineBooking ? t('on') : t('off')), hideBelow: 'sm' },
    { key: 'phone', header: t('phoneNumber'), render: (store) => store.phoneNumber ?? '', hideBelow: 'lg' },
  ];

  const resetPage =
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
        createLabel={hasAccess(session?.accessControls, ['create_store']) ? t('newStore') : undefined}
        createHref="/admin/store/new"
        filters={
          <>
            <TextField
              select
              label={t('status')}
              value={status}
              onChange={(event) => resetPage(setStatus)(STORE_STATUSES.find((s) => s === event.target.value) ?? 'all')}
              sx={{ width: { xs: '100%', sm: 160 } }}
            >
              <MenuItem value="all">{t('allStatuses')}</MenuItem>
              {STORE_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`status.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('onlineBooking')}
              value={booking}
              onChange={(event) => resetPage(setBooking)(event.target.value === 'on' ? 'on' : event.target.value === 'off' ? 'off' : 'all')}
              sx={{ width: { xs: '100%', sm: 170 } }}
            >
              <MenuItem value="all">{t('any')}</MenuItem>
              <MenuItem value="on">{t('on')}</MenuItem>
              <MenuItem value="off">{t('off')}</MenuItem>
            </TextField>
            <TextField
              select
              label={t('state')}
              value={state}
              onChange={(event) => resetPage(setState)(event.target.value)}
              sx={{ width: { xs: '100%', sm: 200 } }}
            >
              <MenuItem value="">{t('allStates')}</MenuItem>
              {US_STATES.map(([code, name]) => (
                <MenuItem key={code} value={code}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
      />
      <DataTable
        label={t('listTitle')}
        rows={data?.items}
        columns={columns}
        rowKey={(store) => store.id}
        rowHref={(store) => `/admin/store/${store.id}`}
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
