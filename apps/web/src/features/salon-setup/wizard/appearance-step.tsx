import { setupAppearanceSchema, setupLogoUrl } from '@salon/shared';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppSelector } from '../../../app/hooks.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { UploadTarget } from '../../../components/upload/upload-field.tsx';
import { FieldGrid } from '../../../components/wizard/field-grid.tsx';
import { ReviewList } from '../../../components/wizard/wizard-review.tsx';
import { type StepForm, defineStep } from '../../../components/wizard/wizard-step.tsx';
import { BrandLookFields, useBrandLookReview } from '../../brands/wizard/brand-appearance-step.tsx';
import { BrandPreview } from '../brand-preview.tsx';

/** The salon does not exist yet: its logo is staged by the public SalonSetup/Logo and claimed on create. */
const SETUP_LOGO: UploadTarget = { path: 'SalonSetup/Logo', fileUrl: setupLogoUrl };

function Fields({ form }: { form: StepForm<typeof setupAppearanceSchema> }) {
  const { t } = useTranslation('salonSetup');
  const { control } = form;
  const business = useAppSelector((root) => root.salonWizard.steps.basicDetails.businessName);
  // The brand is usually the business's name: offered, and left alone once typed.
  useEffect(() => {
    if (business && !form.getValues('brandName')) form.setValue('brandName', business, { shouldDirty: true });
  }, [form, business]);
  const [brandName, domain, theme, colors, logoFileId] = useWatch({
    control,
    name: ['brandName', 'domain', 'theme', 'colors', 'logoFileId'],
  });
  return (
    <FieldGrid>
      <FormTextField control={control} name="brandName" label={t('brandName')} required maxLength={80} />
      <FormTextField control={control} name="domain" label={t('domain')} required maxLength={100} helperText={t('domainHelp')} />
      <BrandLookFields form={form as unknown as Parameters<typeof BrandLookFields>[0]['form']} logoTarget={SETUP_LOGO} />
      <div className="wide">
        <BrandPreview look={{ brandName, domain, theme, colors, logoUrl: logoFileId ? setupLogoUrl(logoFileId, true) : null }} />
      </div>
    </FieldGrid>
  );
}

function Review({ values }: { values: z.input<typeof setupAppearanceSchema> }) {
  const { t } = useTranslation('salonSetup');
  return (
    <ReviewList items={[[t('brandName'), values.brandName ?? ''], [t('domain'), values.domain ?? ''], ...useBrandLookReview(values)]} />
  );
}

export const appearanceStep = defineStep({ key: 'appearance', schema: setupAppearanceSchema, Fields, Review });
