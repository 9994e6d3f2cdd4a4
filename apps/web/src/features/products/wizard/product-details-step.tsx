import Box from '@mui/material/Box';
import { hasAccess } from '@salon/shared';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { labelOf } from '../../catalog/use-store-options.ts';
import { useSession } from '../../session/session-context.ts';
import { ManageListsButton } from '../components/manage-lists-dialog.tsx';
import { productDetailsStepSchema } from '../product-wizard-slice.ts';
import { useProductListsQuery } from '../products.api.ts';

function Fields({ form }: { form: StepForm<typeof productDetailsStepSchema> }) {
  const { t } = useTranslation('products');
  const { data: session } = useSession();
  const { data: lists } = useProductListsQuery();
  const { control, setValue } = form;
  const productType = useWatch({ control, name: 'productType' });
  // A new product starts as the list's default type (Consumable).
  useEffect(() => {
    if (!productType && lists) setValue('productType', lists.defaultProductType);
  }, [productType, lists, setValue]);
  const controls = session?.accessControls;
  return (
    <FieldGrid>
      <FormSelectField control={control} name="productType" label={t('productType')} required options={lists?.productType ?? []} />
      <FormSelectField control={control} name="productUse" label={t('productUse')} required options={lists?.productUse ?? []} />
      <FormSelectField control={control} name="category" label={t('category')} required options={lists?.category ?? []} />
      <FormSelectField
        control={control}
        name="manufacturer"
        label={t('manufacturer')}
        options={[{ value: '', label: t('noManufacturer') }, ...(lists?.manufacturer ?? [])]}
        emptyAsNull
      />
      <FormTextField control={control} name="sku" label={t('sku')} maxLength={48} />
      <FormTextField control={control} name="barcode" label={t('barcode')} maxLength={48} />
      {hasAccess(controls, ['resellable_products']) ? (
        <FormCheckbox control={control} name="resellable" label={t('resellable')} variant="switch" />
      ) : null}
      {hasAccess(controls, ['consumable_products']) ? (
        <FormCheckbox control={control} name="consumable" label={t('consumable')} variant="switch" />
      ) : null}
      <Box className="wide">
        <ManageListsButton />
      </Box>
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof productDetailsStepSchema> }) {
  const { t } = useTranslation('products');
  const { data: lists } = useProductListsQuery();
  return (
    <ReviewList
      items={[
        [t('productType'), labelOf(lists?.productType ?? [], values.productType)],
        [t('productUse'), labelOf(lists?.productUse ?? [], values.productUse)],
        [t('category'), labelOf(lists?.category ?? [], values.category)],
        [t('manufacturer'), labelOf(lists?.manufacturer ?? [], values.manufacturer)],
        [t('sku'), values.sku ?? ''],
        [t('barcode'), values.barcode ?? ''],
        [t('resellable'), values.resellable ? t('yes') : t('no')],
        [t('consumable'), values.consumable ? t('yes') : t('no')],
      ]}
    />
  );
}

export const productDetailsStep = defineStep({ key: 'productDetails', schema: productDetailsStepSchema, Fields, Review });
