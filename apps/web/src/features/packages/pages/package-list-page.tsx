import { type PackageListItem, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { CatalogStatusChip, type CatalogStatusFilter, CatalogStatusSelect, catalogStatusFilters } from '../../catalog/catalog-status.tsx';
import { useSession } from '../../session/session-context.ts';
import { useSearchPackagesQuery } from '../packages.api.ts';
import { useServiceOptions } from '../wizard/package-basic-step.tsx';

/** /admin/packages: packages searched by name, filtered by status and by a service they include. */
export function PackageListPage() {
  return (
    <AccessGuard flags={['view_package']}>
      <PackageList />
    </AccessGuard>
  );
}

function PackageList() {
  const { t } = useTranslation('packages');
  const { data: session } = useSession();
  const list = useListQuery();
  const services = useServiceOptions();
  const [status, setStatus] = useState<CatalogStatusFilter>('all');
  const [serviceId, setServiceId] = useState('');
  const filters = { ...catalogStatusFilters(status), ...(serviceId ? { serviceId } : {}) };
  const result = useSearchPackagesQuery({
    ...list.query,
    sort: 'name',
    ...(Object.keys(filters).length ? { filters } : {}),
  });
  const columns: DataColumn<PackageListItem>[] = [
    { key: 'name', header: t('name'), render: (p) => p.name },
    { key: 'services', header: t('services'), render: (p) => p.serviceCount, hideBelow: 'md' },
    { key: 'validity', header: t('validityDays'), render: (p) => t('days', { count: p.validityDays }), hideBelow: 'sm' },
    { key: 'price', header: t('price'), render: (p) => formatMoney(p.priceCents) },
    { key: 'status', header: t('status'), render: (p) => <CatalogStatusChip active={p.active} archived={p.archived} /> },
  ];
  return (
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      createLabel={hasAccess(session?.accessControls, ['create_package']) ? t('newPackage') : undefined}
      createHref="/admin/packages/new"
      filters={
        <>
          <CatalogStatusSelect value={status} onChange={list.withPageReset(setStatus)} />
          <SelectFilter
            label={t('includesService')}
            value={serviceId}
            options={[{ value: '', label: t('anyService') }, ...services]}
            onChange={list.withPageReset(setServiceId)}
            width={220}
          />
        </>
      }
      result={result}
      columns={columns}
      rowKey={(p) => p.id}
      rowHref={(p) => `/admin/packages/${p.id}`}
    />
  );
}
