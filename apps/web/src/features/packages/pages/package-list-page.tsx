import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type PackageListItem, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPageHeader } from '../../../components/data-table/list-page-header.tsx';
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
  const { data, isLoading, isFetching, error } = useSearchPackagesQuery({
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
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListPageHeader
        title={t('listTitle')}
        searchLabel={t('searchLabel')}
        search={list.search}
        onSearch={list.setSearch}
        createLabel={hasAccess(session?.accessControls, ['create_package']) ? t('newPackage') : undefined}
        createHref="/admin/packages/new"
        filters={
          <>
            <CatalogStatusSelect
              value={status}
              onChange={(value) => {
                setStatus(value);
                list.resetPage();
              }}
            />
            <TextField
              select
              label={t('includesService')}
              value={serviceId}
              onChange={(event) => {
                setServiceId(event.target.value);
                list.resetPage();
              }}
              sx={{ width: { xs: '100%', sm: 220 } }}
            >
              <MenuItem value="">{t('anyService')}</MenuItem>
              {services.map((s) => (
                <MenuItem key={s.value} value={s.value}>
                  {s.label}
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
        rowKey={(p) => p.id}
        rowHref={(p) => `/admin/packages/${p.id}`}
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
