import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EMPLOYEE_STATUSES, type EmployeeListItem, type EmployeeStatus, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table.tsx';
import { ListPageHeader } from '../../../components/data-table/list-page-header.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { useSession } from '../../session/session-context.ts';
import { useSearchEmployeesQuery } from '../employees.api.ts';

export const EMPLOYEE_LIST_FLAGS = ['view_all_employees', 'view_self_employee'];

/** /admin/employees: employees searched by name, phone or email; filtered by status. */
export function EmployeeListPage() {
  return (
    <AccessGuard flags={EMPLOYEE_LIST_FLAGS}>
      <EmployeeList />
    </AccessGuard>
  );
}

function EmployeeList() {
  const { t } = useTranslation('employees');
  const { data: session } = useSession();
  const list = useListQuery();
  const [status, setStatus] = useState<EmployeeStatus | 'all'>('all');
  const { data, isLoading, isFetching, error } = useSearchEmployeesQuery({
    ...list.query,
    sort: 'name',
    ...(status !== 'all' ? { filters: { status } } : {}),
  });

  const columns: DataColumn<EmployeeListItem>[] = [
    { key: 'name', header: t('name'), render: (e) => `${e.firstName} ${e.lastName}` },
    { key: 'email', header: t('email'), render: (e) => e.email, hideBelow: 'sm' },
    { key: 'phone', header: t('phoneNumber'), render: (e) => e.phoneNumber ?? '', hideBelow: 'md' },
    {
      key: 'roles',
      header: t('roles'),
      render: (e) => e.roles.map((r) => (r.storeName ? `${r.name} · ${r.storeName}` : r.name)).join(', '),
      hideBelow: 'lg',
    },
    {
      key: 'status',
      header: t('status'),
      render: (e) => <Chip size="small" color={e.status === 'active' ? 'success' : 'default'} label={t(`status.${e.status}`)} />,
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListPageHeader
        title={t('listTitle')}
        searchLabel={t('searchLabel')}
        search={list.search}
        onSearch={list.setSearch}
        createLabel={hasAccess(session?.accessControls, ['create_employee']) ? t('newEmployee') : undefined}
        createHref="/admin/employees/new"
        filters={
          <TextField
            select
            label={t('status')}
            value={status}
            onChange={(event) => {
              setStatus(EMPLOYEE_STATUSES.find((s) => s === event.target.value) ?? 'all');
              list.resetPage();
            }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          >
            <MenuItem value="all">{t('allStatuses')}</MenuItem>
            {EMPLOYEE_STATUSES.map((value) => (
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
        rowKey={(e) => e.id}
        rowHref={(e) => `/admin/employees/${e.id}`}
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
