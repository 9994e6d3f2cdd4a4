import {
  NO_IMAGES,
  type Package,
  packageAdditionalDetailsSchema,
  packageBasicDetailsSchema,
  packageOthersSchema,
  priceCentsSchema,
} from '@salon/shared';
import type { z } from 'zod';
import { centsToInput, moneyInput } from '../../components/form/money-schema.ts';
import { type DraftEdit, createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';

// The shared request schemas with the price typed as text ("12.50"), parsed to cents on the way out.
export const packageBasicStepSchema = packageBasicDetailsSchema.extend({ priceCents: moneyInput(priceCentsSchema('Price'), 'Price') });
export const packageAdditionalStepSchema = packageAdditionalDetailsSchema;
export const packageOthersStepSchema = packageOthersSchema;

export type PackageDraftSteps = {
  basicDetails: z.input<typeof packageBasicStepSchema>;
  additionalDetails: z.input<typeof packageAdditionalStepSchema>;
  others: z.input<typeof packageOthersStepSchema>;
};

export const PACKAGE_DRAFT_DEFAULTS: PackageDraftSteps = {
  basicDetails: { name: '', services: [{ serviceId: '', count: 1 }], priceCents: '0.00' },
  additionalDetails: { validityDays: 365 },
  others: { description: '', notes: [], images: NO_IMAGES },
};

export const packageWizard = createWizardDraftSlice<PackageDraftSteps>({ name: 'packageWizard', defaults: PACKAGE_DRAFT_DEFAULTS });

export function packageToDraft(record: Package): DraftEdit<PackageDraftSteps> {
  const { basicDetails, additionalDetails, others } = record;
  return {
    id: record.id,
    steps: {
      basicDetails: {
        name: basicDetails.name,
        services: basicDetails.services.map(({ serviceId, count }) => ({ serviceId, count })),
        priceCents: centsToInput(basicDetails.priceCents),
      },
      additionalDetails,
      others: { description: others.description ?? '', notes: others.notes, images: others.images },
    },
  };
}
