import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { DEFAULT_IMAGE_NAMES } from '@salon/shared';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormMoneyField } from '../../../components/form/form-money-field.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { labelOf, useStoreOptions } from '../../catalog/use-store-options.ts';
import { serviceOthersStepSchema } from './service-step-schemas.ts';

function Fields({ form }: { form: StepForm<typeof serviceOthersStepSchema> }) {
  const { t } = useTranslation('services');
  const stores = useStoreOptions();
  const { control } = form;
  const storeIds = useWatch({ control, name: 'storeIds' }) ?? [];
  const offering = stores.filter((s) => storeIds.includes(s.value));
  const overrides = useFieldArray({ control, name: 'storeOverrides' });
  return (
    <FieldGrid>
      <FormSelectField control={control} name="storeIds" label={t('stores')} options={stores} multiple helperText={t('storesHelp')} />
      <FormCheckbox control={control} name="onlineBookable" label={t('onlineBookable')} variant="switch" />
      <FieldSection title={t('storeOverrides')}>
        {overrides.fields.map((row, index) => (
          <Box
            key={row.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
              gap: 1.5,
              alignItems: 'start',
            }}
          >
            <FormSelectField
              control={control}
              name={`storeOverrides.${index}.storeId`}
              label={t('store', { n: index + 1 })}
              options={offering}
            />
            <IconButton
              aria-label={t('removeStorePrice', { n: index + 1 })}
              onClick={() => overrides.remove(index)}
              sx={{ mt: 1, gridColumn: { xs: 2, sm: 4 }, gridRow: 1 }}
            >
              <DeleteIcon />
            </IconButton>
            <FormMoneyField control={control} name={`storeOverrides.${index}.priceCents`} label={t('storePrice')} />
            <FormNumberField control={control} name={`storeOverrides.${index}.durationMinutes`} label={t('storeDuration')} maxLength={3} />
          </Box>
        ))}
        <Box>
          <Button
            variant="outlined"
            disabled={offering.length === 0}
            onClick={() => overrides.append({ storeId: '', priceCents: '', durationMinutes: null })}
          >
            {t('addStorePrice')}
          </Button>
        </Box>
      </FieldSection>
      <FieldSection title={t('images')}>
        <FieldGrid>
          {DEFAULT_IMAGE_NAMES.map((name, index) => (
            <UploadField
              key={name}
              control={control}
              name={`images.${name}`}
              label={t('imageN', { n: index + 1 })}
              entity="service"
              kind="image"
            />
          ))}
        </FieldGrid>
      </FieldSection>
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof serviceOthersStepSchema> }) {
  const { t } = useTranslation('services');
  const stores = useStoreOptions();
  const images = DEFAULT_IMAGE_NAMES.filter((name) => values.images?.[name]).length;
  return (
    <ReviewList
      items={[
        [t('stores'), (values.storeIds ?? []).map((id) => labelOf(stores, id)).join(', ')],
        [t('onlineBookable'), values.onlineBookable ? t('yes') : t('no')],
        [
          t('storeOverrides'),
          (values.storeOverrides ?? [])
            .map((o) =>
              [
                labelOf(stores, o.storeId),
                o.priceCents ? `$${o.priceCents}` : null,
                o.durationMinutes ? t('minutes', { count: Number(o.durationMinutes) }) : null,
              ]
                .filter(Boolean)
                .join(' · '),
            )
            .join('; '),
        ],
        [t('images'), images ? t('imagesAttached', { count: images }) : ''],
      ]}
    />
  );
}

export const serviceOthersStep = defineStep({ key: 'others', schema: serviceOthersStepSchema, Fields, Review });
