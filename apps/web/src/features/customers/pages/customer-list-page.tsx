import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { type CustomerListItem, type CustomerSearchInput, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { StoreFilter } from '../../catalog/store-filter.tsx';
import { useSession } from '../../session/session-context.ts';
import { fullName, storeDay } from '../customer-format.ts';
import { useSearchCustomersQuery } from '../customers.api.ts';
import { PROMOTION_TEXT_FLAGS } from './promotion-text-page.tsx';

export const CUSTOMER_VIEW_FLAGS = ['search_customers', 'view_customer_profile'];
/** The store list answers only these; a front desk of one store has no store to choose. */
export const STORE_LIST_FLAGS = ['get_store_list', 'search_stores', 'view_store_details'];

/** /admin/customers: search by name, phone digits or email; filter by store, last visit, new or returning, upcoming. */
export function CustomerListPage() {
  return (
    <AccessGuard flags={CUSTOMER_VIEW_FLAGS}>
      <CustomerList />
    </AccessGuard>
  );
}

type LastVisit = '' | NonNullable<CustomerSearchInput['lastVisit']>;
type Visitor = '' | 'new' | 'returning';
type Upcoming = '' | 'yes' | 'no';
type Sort = 'name' | '-lastVisit' | '-createdAt';

function CustomerList() {
  const { t } = useTranslation('customers');
  const { data: session } = useSession();
  const list = useListQuery();
  const [storeId, setStoreId] = useState('');
  const [lastVisit, setLastVisit] = useState<LastVisit>('');
  const [visitor, setVisitor] = useState<Visitor>('');
  const [upcoming, setUpcoming] = useState<Upcoming>('');
  const [sort, setSort] = useState<Sort>('name');
  const result = useSearchCustomersQuery({
    ...list.query,
    sort,
    ...(storeId ? { storeId } : {}),
    ...(lastVisit ? { lastVisit } : {}),
    ...(visitor ? { visitor } : {}),
    ...(upcoming ? { hasUpcoming: upcoming === 'yes' } : {}),
  });
  const columns: DataColumn<CustomerListItem>[] = [
    {
      key: 'name',
      header: t('name'),
      render: (c) => (
        <>
          <strong>{fullName(c)}</strong>
          {c.profileType === 'LINKED' && <Chip size="small" label={t('linkedBadge')} sx={{ ml: 1 }} />}
        </>
      ),
    },
    { key: 'phone', header: t('phone'), render: (c) => c.phone.value ?? (c.phone.masked ? t('hidden') : t('none')) },
    { key: 'email', header: t('email'), render: (c) => c.email.value ?? (c.email.masked ? t('hidden') : t('none')), hideBelow: 'md' },
    { key: 'visits', header: t('visits'), render: (c) => String(c.visitCount), hideBelow: 'lg' },
    { key: 'lastVisit', header: t('lastVisit'), render: (c) => storeDay(c.timezone, c.lastVisitAt, t('never')), hideBelow: 'sm' },
    { key: 'nextVisit', header: t('nextVisit'), render: (c) => storeDay(c.timezone, c.nextVisitAt, t('none')), hideBelow: 'lg' },
  ];
  return (
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      createLabel={hasAccess(session?.accessControls, ['create_customer']) ? t('newCustomer') : undefined}
      createHref="/admin/customers/new"
      filters={
        <>
          {hasAccess(session?.accessControls, STORE_LIST_FLAGS) && (
            <StoreFilter label={t('store')} allLabel={t('allStores')} value={storeId} onChange={list.withPageReset(setStoreId)} />
          )}
          <SelectFilter<LastVisit>
            label={t('lastVisitFilter')}
            value={lastVisit}
            options={(['', '30d', '90d', 'over90d', 'never'] as const).map((v) => ({ value: v, label: t(`lastVisit.${v || 'any'}`) }))}
            onChange={list.withPageReset(setLastVisit)}
            width={200}
          />
          <SelectFilter<Visitor>
            label={t('visitor')}
            value={visitor}
            options={(['', 'new', 'returning'] as const).map((v) => ({ value: v, label: t(`visitor.${v || 'any'}`) }))}
            onChange={list.withPageReset(setVisitor)}
            width={200}
          />
          <SelectFilter<Upcoming>
            label={t('upcoming')}
            value={upcoming}
            options={(['', 'yes', 'no'] as const).map((v) => ({ value: v, label: t(`upcoming.${v || 'any'}`) }))}
            onChange={list.withPageReset(setUpcoming)}
            width={170}
          />
          <SelectFilter<Sort>
            label={t('sort')}
            value={sort}
            options={(['name', '-lastVisit', '-createdAt'] as const).map((v) => ({ value: v, label: t(`sort.${v}`) }))}
            onChange={list.withPageReset(setSort)}
            width={220}
          />
        </>
      }
      toolbar={
        hasAccess(session?.accessControls, PROMOTION_TEXT_FLAGS) ? (
          <Box>
            <Button component={RouterLink} to="/admin/customers/promotion-text" variant="outlined">
              {t('promo.open')}
            </Button>
          </Box>
        ) : undefined
      }
      result={result}
      columns={columns}
      rowKey={(c) => c.id}
      rowHref={(c) => `/admin/customers/${c.id}`}
    />
  );
}
