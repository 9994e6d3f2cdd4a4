import { type ProductListItem, formatMoney, hasAccess } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessGuard } from '../../../components/access-guard.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/data-table/list-page.tsx';
import { SelectFilter } from '../../../components/data-table/select-filter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { CatalogStatusChip, type CatalogStatusFilter, CatalogStatusSelect, catalogStatusFilters } from '../../catalog/catalog-status.tsx';
import { labelOf } from '../../catalog/use-store-options.ts';
import { useSession } from '../../session/session-context.ts';
import { ManageListsButton } from '../components/manage-lists-dialog.tsx';
import { useProductListsQuery, useSearchProductsQuery } from '../products.api.ts';

/** /admin/products: products searched by name, SKU or barcode, filtered by status, category, type and use. */
export function ProductListPage() {
  return (
    <AccessGuard flags={['view_product']}>
      <ProductList />
    </AccessGuard>
  );
}

type ListFilter = 'category' | 'productType' | 'productUse';

function ProductList() {
  const { t } = useTranslation('products');
  const { data: session } = useSession();
  const { data: lists } = useProductListsQuery();
  const list = useListQuery();
  const [status, setStatus] = useState<CatalogStatusFilter>('all');
  const [chosen, setChosen] = useState<Record<ListFilter, string>>({ category: '', productType: '', productUse: '' });
  const filters = {
    ...catalogStatusFilters(status),
    ...Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== '')),
  };
  const result = useSearchProductsQuery({
    ...list.query,
    sort: 'name',
    ...(Object.keys(filters).length ? { filters } : {}),
  });
  const columns: DataColumn<ProductListItem>[] = [
    { key: 'name', header: t('name'), render: (p) => p.name },
    { key: 'sku', header: t('sku'), render: (p) => p.sku ?? '', hideBelow: 'md' },
    { key: 'category', header: t('category'), render: (p) => labelOf(lists?.category ?? [], p.category), hideBelow: 'sm' },
    { key: 'type', header: t('productType'), render: (p) => labelOf(lists?.productType ?? [], p.productType), hideBelow: 'lg' },
    { key: 'price', header: t('price'), render: (p) => formatMoney(p.priceCents) },
    { key: 'status', header: t('status'), render: (p) => <CatalogStatusChip active={p.active} archived={p.archived} /> },
  ];
  const listSelect = (name: ListFilter) => (
    <SelectFilter
      key={name}
      label={t(name)}
      value={chosen[name]}
      options={[{ value: '', label: t('any') }, ...(lists?.[name] ?? [])]}
      onChange={list.withPageReset((value: string) => setChosen({ ...chosen, [name]: value }))}
      width={180}
    />
  );
  return (
    <ListPage
      title={t('listTitle')}
      searchLabel={t('searchLabel')}
      list={list}
      createLabel={hasAccess(session?.accessControls, ['create_product']) ? t('newProduct') : undefined}
      createHref="/admin/products/new"
      filters={
        <>
          <CatalogStatusSelect value={status} onChange={list.withPageReset(setStatus)} />
          {listSelect('category')}
          {listSelect('productType')}
          {listSelect('productUse')}
        </>
      }
      toolbar={
        <div>
          <ManageListsButton />
        </div>
      }
      result={result}
      columns={columns}
      rowKey={(p) => p.id}
      rowHref={(p) => `/admin/products/${p.id}`}
    />
  );
}
