import Box from '@mui/material/Box';
import { GIFT_CARD_FLAGS, type GiftCard, formatMoney, formatStoreDate } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { GiftCardBalanceCheck } from '../gift-card-balance-check.tsx';
import { GiftCardStatusChip } from '../gift-card-status-chip.tsx';
import { useSearchGiftCardsQuery } from '../gift-cards.api.ts';

/** /admin/gift-cards: cards sold at the stores one works at, searched by last four, with a balance check. */
export function GiftCardListPage() {
  return (
    <AccessGuard flags={GIFT_CARD_FLAGS}>
      <GiftCardList />
    </AccessGuard>
  );
}

type StatusFilter = '' | GiftCard['status'];

function GiftCardList() {
  const { t } = useTranslation('giftCards');
  const list = useListQuery();
  const [status, setStatus] = useState<StatusFilter>('');
  const digits = list.query.search?.replace(/\D/g, '') ?? '';
  const result = useSearchGiftCardsQuery({ ...list.query, search: digits || undefined, ...(status ? { status } : {}) });
  const columns: DataColumn<GiftCard>[] = [
    { key: 'number', header: t('cardNumber'), render: (c) => <strong>{c.maskedNumber}</strong> },
    { key: 'balance', header: t('balance'), render: (c) => formatMoney(c.balanceCents) },
    { key: 'initial', header: t('initial'), render: (c) => formatMoney(c.initialCents), hideBelow: 'md' },
    { key: 'customer', header: t('customer'), render: (c) => c.customerName ?? t('noCustomer'), hideBelow: 'sm' },
    { key: 'store', header: t('store'), render: (c) => c.storeName, hideBelow: 'lg' },
    {
      key: 'sold',
      header: t('soldOn'),
      render: (c) => formatStoreDate(c.timezone, c.createdAt, { weekday: false, year: true }),
      hideBelow: 'md',
    },
    { key: 'status', header: t('status'), render: (c) => <GiftCardStatusChip status={c.status} /> },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <ListPage
        title={t('listTitle')}
        searchLabel={t('searchLabel')}
        list={list}
        filters={
          <SelectFilter<StatusFilter>
            label={t('status')}
            value={status}
            options={[
              { value: '', label: t('status.all') },
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
            onChange={list.withPageReset(setStatus)}
            width={170}
          />
        }
        toolbar={<GiftCardBalanceCheck />}
        result={result}
        columns={columns}
        rowKey={(c) => c.id}
        rowHref={(c) => `/admin/gift-cards/${c.id}`}
      />
    </Box>
  );
}
