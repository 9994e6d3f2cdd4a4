import { type ProductOverride, priceCentsSchema, productOverrideBasicDetailsSchema } from '@salon/shared';
import type { z } from 'zod';
import { centsToInput, optionalMoneyInput } from '../../components/form/money-schema.ts';
import { type DraftEdit, createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';

/** The shared basic details with the store price typed as text; blank keeps the product's price. */
export const overrideBasicStepSchema = productOverrideBasicDetailsSchema.extend({
  priceCents: optionalMoneyInput(priceCentsSchema('Store price'), 'Store price'),
});

export type OverrideDraftSteps = { basicDetails: z.input<typeof overrideBasicStepSchema> };

export const productOverrideDraft = createWizardDraftSlice<OverrideDraftSteps>({
  name: 'productOverride',
  defaults: { basicDetails: { storeId: '', productId: '', priceCents: '', available: true } },
});

export function overrideToDraft(record: ProductOverride): DraftEdit<OverrideDraftSteps> {
  const { basicDetails } = record;
  return { id: record.id, steps: { basicDetails: { ...basicDetails, priceCents: centsToInput(basicDetails.priceCents) } } };
}
