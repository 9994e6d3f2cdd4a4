import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CALENDAR,
  DEFAULT_STORE_OPENING_HOURS,
  type OpeningDay,
  TIMEZONE_MAP,
  WEEKDAY_KEYS,
  type WeekdayKey,
  storeDetailsStepSchema,
  timezoneOfUsState,
} from '@salon/shared';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppSelector } from '../../../app/hooks.ts';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FieldGrid, FieldSection } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { weekdayName } from '../store-format.ts';

type Values = z.input<typeof storeDetailsStepSchema>;

/** The spec's timezone map, one option per zone (MST and MDT share America/Denver). */
export const TIMEZONE_OPTIONS = Object.values(
  Object.fromEntries(
    Object.entries(TIMEZONE_MAP)
      .reverse()
      .map(([code, zone]) => [zone, { value: zone, label: `${zone.replace('_', ' ')} (${code})` }]),
  ),
).reverse();

const SLOT_OPTIONS = CALENDAR.slotIntervals.map((minutes) => ({ value: String(minutes), label: `${minutes} min` }));

export function OpeningHoursFields({ form }: { form: StepForm<typeof storeDetailsStepSchema> }) {
  const { t, i18n } = useTranslation('stores');
  return (
    <FieldSection title={t('openingHours')}>
      <Typography variant="body2" color="text.secondary">
        {t('openingHoursHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {WEEKDAY_KEYS.map((day: WeekdayKey) => (
          <Controller
            key={day}
            control={form.control}
            name={`openingHours.${day}`}
            render={({ field, fieldState }) => {
              const value = field.value as OpeningDay | null | undefined;
              const name = weekdayName(day, i18n.language);
              const open = value !== null;
              const hours = value ?? DEFAULT_STORE_OPENING_HOURS[day] ?? { open: CALENDAR.defaultOpen, close: CALENDAR.defaultClose };
              const closeError = (fieldState.error as { close?: { message?: string } } | undefined)?.close?.message;
              return (
                <Box
                  role="group"
                  aria-label={name}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr 1fr', sm: '150px 130px minmax(0, 200px) minmax(0, 200px)' },
                    alignItems: 'center',
                    gap: 1.5,
                  }}
                >
                  <Typography sx={{ fontWeight: 600, gridColumn: { xs: '1 / 2', sm: 'auto' } }}>{name}</Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <Switch
                      checked={open}
                      onChange={(_, checked) => field.onChange(checked ? hours : null)}
                      slotProps={{ input: { 'aria-label': t('openOn', { day: name }) } }}
                    />
                    <Typography variant="body2">{open ? t('open') : t('closed')}</Typography>
                  </Box>
                  {open ? (
                    <>
                      <TextField
                        type="time"
                        size="small"
                        label={t('opensAt')}
                        value={hours.open}
                        onChange={(event) => field.onChange({ ...hours, open: event.target.value })}
                        slotProps={{ htmlInput: { 'aria-label': t('opensAtDay', { day: name }) }, inputLabel: { shrink: true } }}
                      />
                      <TextField
                        type="time"
                        size="small"
                        label={t('closesAt')}
                        value={hours.close}
                        error={Boolean(closeError)}
                        helperText={closeError}
                        onChange={(event) => field.onChange({ ...hours, close: event.target.value })}
                        slotProps={{ htmlInput: { 'aria-label': t('closesAtDay', { day: name }) }, inputLabel: { shrink: true } }}
                      />
                    </>
                  ) : null}
                </Box>
              );
            }}
          />
        ))}
      </Box>
      {form.formState.errors.openingHours?.root?.message || form.formState.errors.openingHours?.message ? (
        <Typography color="error" variant="body2" role="alert">
          {form.formState.errors.openingHours?.root?.message ?? form.formState.errors.openingHours?.message}
        </Typography>
      ) : null}
    </FieldSection>
  );
}

/** An empty time zone is filled from the state of the address step; the manager can change it. */
function usePrefilledTimezone(form: StepForm<typeof storeDetailsStepSchema>): string | null {
  const state = useAppSelector((root) => root.storeWizard.steps.basicDetails?.address?.state);
  const zone = timezoneOfUsState(state);
  useEffect(() => {
    if (zone && !form.getValues('timezone')) form.setValue('timezone', zone, { shouldDirty: true });
  }, [form, zone]);
  return zone && state ? state.toUpperCase() : null;
}

function Fields({ form }: { form: StepForm<typeof storeDetailsStepSchema> }) {
  const { t } = useTranslation('stores');
  const { control } = form;
  const prefilledFrom = usePrefilledTimezone(form);
  return (
    <FieldGrid>
      <FormSelectField
        control={control}
        name="timezone"
        label={t('timezone')}
        required
        options={TIMEZONE_OPTIONS}
        helperText={prefilledFrom ? t('timezoneFromState', { state: prefilledFrom }) : undefined}
      />
      <Controller
        control={control}
        name="slotInterval"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('slotInterval')}
            value={String(field.value ?? CALENDAR.timeScaleMinutes)}
            onChange={(event) => field.onChange(Number(event.target.value))}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ select: { native: true } }}
          >
            {SLOT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        control={control}
        name="geoPosition"
        label={t('geoPosition')}
        required
        helperText={t('geoPositionHelp')}
        maxLength={40}
        className="wide"
      />
      <OpeningHoursFields form={form} />
    </FieldGrid>
  );
}

function Review({ values }: { values: Values }) {
  const { t, i18n } = useTranslation('stores');
  const hours = values.openingHours ?? DEFAULT_STORE_OPENING_HOURS;
  return (
    <ReviewList
      items={[
        [t('timezone'), values.timezone],
        [t('slotInterval'), `${values.slotInterval ?? CALENDAR.timeScaleMinutes} min`],
        [t('geoPosition'), values.geoPosition],
        ...WEEKDAY_KEYS.map((day) => {
          const hoursOfDay = hours[day];
          return [weekdayName(day, i18n.language), hoursOfDay ? `${hoursOfDay.open}–${hoursOfDay.close}` : t('closed')] as const;
        }),
      ]}
    />
  );
}

export const storeDetailsStep = defineStep({ key: 'storeDetails', schema: storeDetailsStepSchema, Fields, Review });
