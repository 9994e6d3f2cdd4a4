import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppSelector } from '../../../app/hooks.ts';
import { FormMoneyField } from '../../../components/form/form-money-field.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { labelOf, useStoreOptions } from '../../catalog/use-store-options.ts';
import { productInventoryStepSchema } from '../product-wizard-slice.ts';

function Fields({ form }: { form: StepForm<typeof productInventoryStepSchema> }) {
  const { t } = useTranslation('products');
  const stores = useStoreOptions();
  const editing = useAppSelector((root) => root.productWizard.id !== null);
  const { control } = form;
  const rows = useFieldArray({ control, name: 'initialStock' });
  const chosen = (useWatch({ control, name: 'initialStock' }) ?? []).map((row) => row.storeId);
  return (
    <FieldGrid>
      <FormNumberField control={control} name="threshold" label={t('threshold')} maxLength={7} helperText={t('thresholdHelp')} />
      <FormMoneyField control={control} name="unitCostCents" label={t('unitCost')} />
      {editing ? null : (
        <FieldSection title={t('initialStock')}>
          {rows.fields.map((row, index) => (
            <Box key={row.id} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 110px auto', gap: 1.5, alignItems: 'start' }}>
              <FormSelectField
                control={control}
                name={`initialStock.${index}.storeId`}
                label={t('stockStore', { n: index + 1 })}
                options={stores.filter((s) => s.value === chosen[index] || !chosen.includes(s.value))}
              />
              <FormNumberField control={control} name={`initialStock.${index}.quantity`} label={t('quantity')} maxLength={7} />
              <IconButton aria-label={t('removeStock', { n: index + 1 })} onClick={() => rows.remove(index)} sx={{ mt: 1 }}>
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Box>
            <Button variant="outlined" disabled={chosen.length >= stores.length} onClick={() => rows.append({ storeId: '', quantity: 0 })}>
              {t('addStock')}
            </Button>
          </Box>
        </FieldSection>
      )}
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof productInventoryStepSchema> }) {
  const { t } = useTranslation('products');
  const stores = useStoreOptions();
  return (
    <ReviewList
      items={[
        [t('threshold'), String(values.threshold ?? 0)],
        [t('unitCost'), values.unitCostCents ? `$${values.unitCostCents}` : ''],
        [t('initialStock'), (values.initialStock ?? []).map((s) => `${labelOf(stores, s.storeId)}: ${s.quantity}`).join(', ')],
      ]}
    />
  );
}

export const productInventoryStep = defineStep({ key: 'inventoryDetails', schema: productInventoryStepSchema, Fields, Review });
