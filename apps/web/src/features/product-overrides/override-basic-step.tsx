import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox } from '../../components/form/form-checkbox.tsx';
import { FormMoneyField } from '../../components/form/form-money-field.tsx';
import { FormSelectField } from '../../components/form/form-select-field.tsx';
import { FieldGrid } from '../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../components/wizard/wizard-step.tsx';
import { labelOf, useStoreOptions } from '../catalog/use-store-options.ts';
import { useSearchProductsQuery } from '../products/products.api.ts';
import { overrideBasicStepSchema } from './product-override-slice.ts';

function useProductOptions() {
  const { data } = useSearchProductsQuery({ page: 1, pageSize: 100, sort: 'name', filters: { active: true } });
  return (data?.items ?? []).map((p) => ({ value: p.id, label: p.sku ? `${p.name} (${p.sku})` : p.name }));
}

function Fields({ form }: { form: StepForm<typeof overrideBasicStepSchema> }) {
  const { t } = useTranslation('productOverrides');
  const stores = useStoreOptions();
  const products = useProductOptions();
  const { control } = form;
  return (
    <FieldGrid>
      <FormSelectField control={control} name="productId" label={t('product')} required options={products} />
      <FormSelectField control={control} name="storeId" label={t('store')} required options={stores} />
      <FormMoneyField control={control} name="priceCents" label={t('storePrice')} helperText={t('storePriceHelp')} />
      <FormCheckbox control={control} name="available" label={t('available')} variant="switch" />
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof overrideBasicStepSchema> }) {
  const { t } = useTranslation('productOverrides');
  const stores = useStoreOptions();
  const products = useProductOptions();
  return (
    <ReviewList
      items={[
        [t('product'), labelOf(products, values.productId)],
        [t('store'), labelOf(stores, values.storeId)],
        [t('storePrice'), values.priceCents ? `$${values.priceCents}` : t('productPrice')],
        [t('available'), values.available === false ? t('no') : t('yes')],
      ]}
    />
  );
}

export const overrideBasicStep = defineStep({ key: 'basicDetails', schema: overrideBasicStepSchema, Fields, Review });
