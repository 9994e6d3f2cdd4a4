import { skipToken } from '@reduxjs/toolkit/query';
import { productWizardSchema } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { CatalogWizardView, needsRecord } from '../../catalog/catalog-wizard-view.tsx';
import { productToDraft, productWizard } from '../product-wizard-slice.ts';
import { useCreateProductMutation, useProductQuery, useUpdateProductMutation } from '../products.api.ts';
import { PRODUCT_STEPS } from '../wizard/product-wizard-steps.ts';

/** /admin/products/new and /admin/products/{id}/edit: the product wizard. */
export function ProductWizardPage() {
  const { id = null } = useParams();
  return (
    <AccessGuard flags={id ? ['edit_product'] : ['create_product']}>
      <ProductWizard id={id} />
    </AccessGuard>
  );
}

function ProductWizard({ id }: { id: string | null }) {
  const { t } = useTranslation('products');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const state = useAppSelector((root) => root.productWizard);
  const { data: record, error } = useProductQuery(id && needsRecord(id, state.id) ? id : skipToken);
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();

  const save = async (parsed: Record<string, Record<string, unknown>>) => {
    const body = productWizardSchema.parse(parsed);
    const saved = id ? await updateProduct({ id, body }).unwrap() : await createProduct(body).unwrap();
    toast.success(id ? t('updated', { name: saved.basicDetails.name }) : t('created', { name: saved.basicDetails.name }));
    navigate(`/admin/products/${saved.id}`);
    dispatch(productWizard.actions.edit({ id: null, steps: {} }));
  };

  return (
    <CatalogWizardView
      id={id}
      draft={productWizard}
      state={state}
      record={record}
      recordError={error}
      toDraft={productToDraft}
      steps={PRODUCT_STEPS}
      stepTitles={{
        basicDetails: t('step.basicDetails'),
        productDetails: t('step.productDetails'),
        inventoryDetails: t('step.inventoryDetails'),
        images: t('step.images'),
      }}
      title={id ? t('editTitle') : t('newTitle')}
      saveLabel={id ? t('saveChanges') : t('createProduct')}
      onSave={save}
    />
  );
}
