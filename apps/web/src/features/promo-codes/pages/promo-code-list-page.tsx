import { type PromoCodeDetail, type PromoCodeState, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { useSession } from '../../session/session-context.ts';
import { discountLabel, formatDay } from '../promo-code-format.ts';
import { PromoCodeStateChip } from '../promo-code-state-chip.tsx';
import { useSearchPromoCodesQuery } from '../promo-codes.api.ts';

/** /admin/promo-codes: codes searched by code or description, filtered by status and type. */
export function PromoCodeListPage() {
  return (
    <AccessGuard flags={['view_promo_codes', 'create_edit_promo_codes']}>
      <PromoCodeList />
    </AccessGuard>
  );
}

type StateFilter = '' | PromoCodeState;
type TypeFilter = '' | 'fixed' | 'percentage';

function PromoCodeList() {
  const { t } = useTranslation('promoCodes');
  const { data: session } = useSession();
  const list = useListQuery();
  const [state, setState] = useState<StateFilter>('');
  const [type, setType] = useState<TypeFilter>('');
  const result = useSearchPromoCodesQuery({ ...list.query, ...(state ? { state } : {}), ...(type ? { type } : {}) });
  const columns: DataColumn<PromoCodeDetail>[] = [
    { key: 'code', header: t('code'), render: (p) => <strong>{p.code}</strong> },
    { key: 'discount', header: t('discount'), render: (p) => discountLabel(p) },
    {
      key: 'validity',
      header: t('validity'),
      render: (p) =>
        p.endsOn
          ? t('validRange', { from: formatDay(p.startsOn), to: formatDay(p.endsOn) })
          : t('validFrom', { from: formatDay(p.startsOn) }),
      hideBelow: 'md',
    },
    {
      key: 'stores',
      header: t('stores'),
      render: (p) => (p.storeNames.length ? p.storeNames.join(', ') : t('allStores')),
      hideBelow: 'lg',
    },
    {
      key: 'used',
      header: t('used'),
      render: (p) => (p.usageLimit === null ? String(p.timesUsed) : t('usedOf', { used: p.timesUsed, limit: p.usageLimit })),
      hideBelow: 'sm',
    },
    {
      key: 'minSpend',
      header: t('minSpend'),
      render: (p) => (p.minSpendCents ? formatMoney(p.minSpendCents) : t('none')),
      hideBelow: 'lg',
    },
    { key: 'state', header: t('state'), render: (p) => <PromoCodeStateChip state={p.state} /> },
  ];
  return (
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      createLabel={hasAccess(session?.accessControls, ['create_edit_promo_codes']) ? t('newPromoCode') : undefined}
      createHref="/admin/promo-codes/new"
      filters={
        <>
          <SelectFilter<StateFilter>
            label={t('state')}
            value={state}
            options={[
              { value: '', label: t('state.all') },
              { value: 'active', label: t('state.active') },
              { value: 'scheduled', label: t('state.scheduled') },
              { value: 'expired', label: t('state.expired') },
              { value: 'inactive', label: t('state.inactive') },
            ]}
            onChange={list.withPageReset(setState)}
            width={170}
          />
          <SelectFilter<TypeFilter>
            label={t('type')}
            value={type}
            options={[
              { value: '', label: t('state.all') },
              { value: 'percentage', label: t('type.percentage') },
              { value: 'fixed', label: t('type.fixed') },
            ]}
            onChange={list.withPageReset(setType)}
            width={170}
          />
        </>
      }
      result={result}
      columns={columns}
      rowKey={(p) => p.id}
      rowHref={(p) => `/admin/promo-codes/${p.id}`}
    />
  );
}
