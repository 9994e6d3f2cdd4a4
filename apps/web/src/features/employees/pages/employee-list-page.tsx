import Chip from '@mui/material/Chip';
import { EMPLOYEE_STATUSES, type EmployeeListItem, type EmployeeStatus, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
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
  const result = useSearchEmployeesQuery({
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
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      createLabel={hasAccess(session?.accessControls, ['create_employee']) ? t('newEmployee') : undefined}
      createHref="/admin/employees/new"
      filters={
        <SelectFilter
          label={t('status')}
          value={status}
          options={[
            { value: 'all', label: t('allStatuses') },
            ...EMPLOYEE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
          onChange={(value) => {
            setStatus(value);
            list.resetPage();
          }}
          width={180}
        />
      }
      result={result}
      columns={columns}
      rowKey={(e) => e.id}
      rowHref={(e) => `/admin/employees/${e.id}`}
    />
  );
}
