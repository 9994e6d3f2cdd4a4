import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { hasAccess, MAX_SERVICE_PRODUCTS } from '@salon/shared';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { labelOf } from '../../catalog/use-store-options.ts';
import { useSearchProductsQuery } from '../../products/products.api.ts';
import { useSession } from '../../session/session-context.ts';
import { serviceAdditionalStepSchema } from './service-step-schemas.ts';

/** Consumable products (back-bar), the options of "products used". */
function useConsumableOptions() {
  const { data: session } = useSession();
  const { data } = useSearchProductsQuery(
    { page: 1, pageSize: 100, sort: 'name', filters: { consumable: true, active: true } },
    { skip: !hasAccess(session?.accessControls, ['view_product']) },
  );
  return (data?.items ?? []).map((p) => ({ value: p.id, label: p.name }));
}

function Fields({ form }: { form: StepForm<typeof serviceAdditionalStepSchema> }) {
  const { t } = useTranslation('services');
  const { data: session } = useSession();
  const products = useConsumableOptions();
  const { control } = form;
  const usage = useFieldArray({ control, name: 'productUsage' });
  return (
    <FieldGrid>
      <FormNumberField
        control={control}
        name="extraTimeMinutes"
        label={t('extraTimeMinutes')}
        maxLength={3}
        helperText={t('minutesHelp')}
      />
      <FormNumberField
        control={control}
        name="processingGapMinutes"
        label={t('processingGapMinutes')}
        maxLength={3}
        helperText={t('processingGapHelp')}
      />
      <FormNumberField
        control={control}
        name="bufferBeforeMinutes"
        label={t('bufferBeforeMinutes')}
        maxLength={3}
        helperText={t('bufferBeforeHelp')}
      />
      {hasAccess(session?.accessControls, ['signature_services']) ? (
        <FormCheckbox control={control} name="signature" label={t('signature')} variant="switch" />
      ) : null}
      <FieldSection title={t('productUsage')}>
        {usage.fields.map((row, index) => (
          <Box key={row.id} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 110px auto', gap: 1.5, alignItems: 'start' }}>
            <FormSelectField
              control={control}
              name={`productUsage.${index}.productId`}
              label={t('product', { n: index + 1 })}
              options={products}
            />
            <FormNumberField control={control} name={`productUsage.${index}.quantity`} label={t('quantity')} maxLength={4} />
            <IconButton aria-label={t('removeProduct', { n: index + 1 })} onClick={() => usage.remove(index)} sx={{ mt: 1 }}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            variant="outlined"
            disabled={usage.fields.length >= MAX_SERVICE_PRODUCTS || products.length === 0}
            onClick={() => usage.append({ productId: '', quantity: 1 })}
          >
            {t('addProduct')}
          </Button>
        </Box>
      </FieldSection>
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof serviceAdditionalStepSchema> }) {
  const { t } = useTranslation('services');
  const products = useConsumableOptions();
  return (
    <ReviewList
      items={[
        [t('extraTimeMinutes'), t('minutes', { count: Number(values.extraTimeMinutes ?? 0) })],
        [t('processingGapMinutes'), t('minutes', { count: Number(values.processingGapMinutes ?? 0) })],
        [t('bufferBeforeMinutes'), t('minutes', { count: Number(values.bufferBeforeMinutes ?? 0) })],
        [t('signature'), values.signature ? t('yes') : t('no')],
        [t('productUsage'), (values.productUsage ?? []).map((u) => `${labelOf(products, u.productId)} × ${u.quantity}`).join(', ')],
      ]}
    />
  );
}

export const serviceAdditionalStep = defineStep({ key: 'additionalDetails', schema: serviceAdditionalStepSchema, Fields, Review });
