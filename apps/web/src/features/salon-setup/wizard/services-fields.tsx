import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { BARBER_SERVICE_TEMPLATES, formatMoney, priceCentsSchema, setupServiceSchema, setupServicesSchema } from '@salon/shared';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormMoneyField } from '../../../components/form/form-money-field.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { moneyInput } from '../../../components/form/money-schema.ts';
import { FieldSection } from '../../../components/wizard/field-grid.tsx';
import type { StepForm } from '../../../components/wizard/wizard-step.tsx';
import { templateRow } from '../salon-wizard-slice.ts';

// The shared rows with prices typed as text ("35.00"); the shared rules (unique names...) run on the parsed rows.
export const serviceRowSchema = setupServiceSchema.extend({ priceCents: moneyInput(priceCentsSchema('Price'), 'Price') });
const servicesStepSchema = z.object({ services: z.array(serviceRowSchema) });

/** The shared list rules (at least one, unique names...) on parsed rows, reported on the rows. */
export function servicesRule(step: { services: z.output<typeof serviceRowSchema>[] }, ctx: z.core.$RefinementCtx<unknown>) {
  for (const issue of setupServicesSchema.safeParse({ services: step.services }).error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** The salon's services: the barber templates to start from, each row editable. */
export function ServicesFields({ form }: { form: StepForm<typeof servicesStepSchema> }) {
  const { t } = useTranslation('salonSetup');
  const { control } = form;
  const rows = useFieldArray({ control, name: 'services' });
  const names = (useWatch({ control, name: 'services' }) ?? []).map((s) => s.name.trim().toLowerCase());
  const missing = BARBER_SERVICE_TEMPLATES.filter((tpl) => !names.includes(tpl.name.toLowerCase()));
  const listError = form.formState.errors.services?.root?.message ?? form.formState.errors.services?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {rows.fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('service', { n: index + 1 })}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', md: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
            gap: 1.5,
            alignItems: 'start',
            '& > .name': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          <FormTextField
            control={control}
            name={`services.${index}.name`}
            label={t('serviceName')}
            required
            maxLength={80}
            className="name"
          />
          <FormNumberField control={control} name={`services.${index}.durationMinutes`} label={t('duration')} required maxLength={3} />
          <FormMoneyField control={control} name={`services.${index}.priceCents`} label={t('price')} required />
          <IconButton aria-label={t('removeService', { n: index + 1 })} onClick={() => rows.remove(index)} sx={{ mt: 1 }}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      {listError ? (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      ) : null}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => rows.append({ name: '', durationMinutes: 30, priceCents: '' })}>
          {t('addService')}
        </Button>
      </Box>
      {missing.length ? (
        <FieldSection title={t('templatesTitle')}>
          <Typography variant="body2" color="text.secondary">
            {t('templatesHelp')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {missing.map((tpl) => (
              <Button key={tpl.name} variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => rows.append(templateRow(tpl))}>
                {t('addTemplate', { name: `${tpl.name} · ${tpl.durationMinutes} min · ${formatMoney(tpl.priceCents)}` })}
              </Button>
            ))}
          </Box>
        </FieldSection>
      ) : null}
    </Box>
  );
}

export function useServicesReview(values: z.input<typeof servicesStepSchema>): [string, string][] {
  const { t } = useTranslation('salonSetup');
  return (values.services ?? []).map((s, index) => [
    t('service', { n: index + 1 }),
    `${s.name} · ${s.durationMinutes ?? ''} min · $${s.priceCents}`,
  ]);
}
