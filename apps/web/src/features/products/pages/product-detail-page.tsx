import Alert from '@mui/material/Alert';
import { formatMoney, hasAccess } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { CatalogImages } from '../../catalog/catalog-images.tsx';
import { CatalogDetailLayout } from '../../catalog/catalog-detail-layout.tsx';
import { labelOf } from '../../catalog/use-store-options.ts';
import { ProductStockCard } from '../../inventory/components/product-stock-card.tsx';
import { useSession } from '../../session/session-context.ts';
import { useActivateProductMutation, useDeleteProductMutation, useProductListsQuery, useProductQuery } from '../products.api.ts';

/** /admin/products/{id}: one product with edit, activate and delete. */
export function ProductDetailPage() {
  return (
    <AccessGuard flags={['view_product', 'edit_product']}>
      <ProductDetail />
    </AccessGuard>
  );
}

function ProductDetail() {
  const { t } = useTranslation('products');
  const { id = '' } = useParams();
  const { data: record, error, isLoading } = useProductQuery(id);
  const { data: lists } = useProductListsQuery();
  const { data: session } = useSession();
  const [activate, activating] = useActivateProductMutation();
  const [remove, removing] = useDeleteProductMutation();
  if (isLoading) return <PageLoader />;
  if (error || !record) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const { basicDetails: b, productDetails: d, inventoryDetails: i } = record;
  return (
    <CatalogDetailLayout
      name={b.name}
      active={record.active}
      archived={record.archived}
      hasHistory={record.hasHistory}
      editHref={`/admin/products/${record.id}/edit`}
      listHref="/admin/products"
      flags={{ edit: 'edit_product', activate: 'activate_product', delete: 'delete_product' }}
      onActivate={(active) => activate({ id: record.id, active }).unwrap()}
      onDelete={() => remove(record.id).unwrap()}
      busy={activating.isLoading || removing.isLoading}
    >
      <DetailCard title={t('step.productDetails')}>
        <ReviewList
          items={[
            [t('price'), formatMoney(b.priceCents)],
            [t('description'), b.description],
            [t('productType'), labelOf(lists?.productType ?? [], d.productType)],
            [t('productUse'), labelOf(lists?.productUse ?? [], d.productUse)],
            [t('category'), labelOf(lists?.category ?? [], d.category)],
            [t('manufacturer'), labelOf(lists?.manufacturer ?? [], d.manufacturer)],
            [t('sku'), d.sku],
            [t('barcode'), d.barcode],
            [t('resellable'), d.resellable ? t('yes') : t('no')],
            [t('consumable'), d.consumable ? t('yes') : t('no')],
          ]}
        />
      </DetailCard>
      <DetailCard title={t('step.inventoryDetails')}>
        <ReviewList
          items={[
            [t('threshold'), String(i.threshold)],
            [t('unitCost'), formatMoney(i.unitCostCents)],
          ]}
        />
        <CatalogImages images={record.images} label={b.name} />
      </DetailCard>
      {hasAccess(session?.accessControls, ['view_inventory', 'search_inventory']) ? (
        <ProductStockCard productId={record.id} search={d.sku ?? b.name} />
      ) : null}
    </CatalogDetailLayout>
  );
}
