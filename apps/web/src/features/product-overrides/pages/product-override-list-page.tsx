import { type ProductOverride, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { StoreFilter } from '../../catalog/store-filter.tsx';
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

type Available = '' | 'yes' | 'no';

function ProductOverrideList() {
  const { t } = useTranslation('productOverrides');
  const { data: session } = useSession();
  const list = useListQuery();
  const [storeId, setStoreId] = useState('');
  const [available, setAvailable] = useState<Available>('');
  const filters = { ...(storeId ? { storeId } : {}), ...(available ? { available: available === 'yes' } : {}) };
  const result = useSearchProductOverridesQuery({
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
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      createLabel={hasAccess(session?.accessControls, ['create_product_override']) ? t('newOverride') : undefined}
      createHref="/admin/retail-adjustments/new"
      filters={
        <>
          <StoreFilter label={t('store')} allLabel={t('allStores')} value={storeId} onChange={list.withPageReset(setStoreId)} />
          <SelectFilter<Available>
            label={t('available')}
            value={available}
            options={[
              { value: '', label: t('any') },
              { value: 'yes', label: t('yes') },
              { value: 'no', label: t('no') },
            ]}
            onChange={list.withPageReset(setAvailable)}
            width={160}
          />
        </>
      }
      result={result}
      columns={columns}
      rowKey={(o) => o.id}
      rowHref={(o) => `/admin/retail-adjustments/${o.id}`}
    />
  );
}
