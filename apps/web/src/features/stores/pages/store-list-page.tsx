import Chip from '@mui/material/Chip';
import { STORE_STATUSES, type StoreListItem, type StoreStatus, US_STATES, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
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
  const result = useSearchStoresQuery({
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
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      createLabel={hasAccess(session?.accessControls, ['create_store']) ? t('newStore') : undefined}
      createHref="/admin/store/new"
      filters={
        <>
          <SelectFilter
            label={t('status')}
            value={status}
            options={[
              { value: 'all', label: t('allStatuses') },
              ...STORE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
            onChange={resetPage(setStatus)}
            width={160}
          />
          <SelectFilter<Booking>
            label={t('onlineBooking')}
            value={booking}
            options={[
              { value: 'all', label: t('any') },
              { value: 'on', label: t('on') },
              { value: 'off', label: t('off') },
            ]}
            onChange={resetPage(setBooking)}
            width={170}
          />
          <SelectFilter
            label={t('state')}
            value={state}
            options={[{ value: '', label: t('allStates') }, ...US_STATES.map(([code, name]) => ({ value: code, label: name }))]}
            onChange={resetPage(setState)}
            width={200}
          />
        </>
      }
      result={result}
      columns={columns}
      rowKey={(store) => store.id}
      rowHref={(store) => `/admin/store/${store.id}`}
    />
  );
}
