import { type ServiceListItem, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { CatalogStatusChip, type CatalogStatusFilter, CatalogStatusSelect, catalogStatusFilters } from '../../catalog/catalog-status.tsx';
import { StoreFilter } from '../../catalog/store-filter.tsx';
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

type Booking = '' | 'on' | 'off';

function ServiceList() {
  const { t } = useTranslation('services');
  const { data: session } = useSession();
  const list = useListQuery();
  const [status, setStatus] = useState<CatalogStatusFilter>('all');
  const [storeId, setStoreId] = useState('');
  const [booking, setBooking] = useState<Booking>('');
  const filters = {
    ...catalogStatusFilters(status),
    ...(storeId ? { storeId } : {}),
    ...(booking ? { onlineBookable: booking === 'on' } : {}),
  };
  const result = useSearchServicesQuery({
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
  return (
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      createLabel={hasAccess(session?.accessControls, ['create_service']) ? t('newService') : undefined}
      createHref="/admin/services/new"
      filters={
        <>
          <CatalogStatusSelect value={status} onChange={list.withPageReset(setStatus)} />
          <StoreFilter label={t('store')} allLabel={t('allStores')} value={storeId} onChange={list.withPageReset(setStoreId)} />
          <SelectFilter<Booking>
            label={t('onlineBookable')}
            value={booking}
            options={[
              { value: '', label: t('any') },
              { value: 'on', label: t('yes') },
              { value: 'off', label: t('no') },
            ]}
            onChange={list.withPageReset(setBooking)}
            width={170}
          />
        </>
      }
      result={result}
      columns={columns}
      rowKey={(s) => s.id}
      rowHref={(s) => `/admin/services/${s.id}`}
    />
  );
}
