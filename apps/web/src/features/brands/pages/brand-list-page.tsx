import Chip from '@mui/material/Chip';
import { BRAND_STATUSES, type BrandListItem, type BrandStatus, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
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
  const result = useSearchBrandsQuery({
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
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      createLabel={hasAccess(session?.accessControls, ['create_brand']) ? t('newBrand') : undefined}
      createHref="/admin/edit-brand"
      filters={
        <SelectFilter
          label={t('status')}
          value={status}
          options={[{ value: 'all', label: t('allStatuses') }, ...BRAND_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))]}
          onChange={(value) => {
            setStatus(value);
            list.resetPage();
          }}
          width={180}
        />
      }
      result={result}
      columns={columns}
      rowKey={(brand) => brand.id}
      rowHref={(brand) => `/admin/brand/${brand.id}`}
    />
  );
}
