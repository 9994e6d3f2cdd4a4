import { NO_IMAGES, type Service } from '@salon/shared';
import type { z } from 'zod';
import { centsToInput } from '../../components/form/money-schema.ts';
import { type DraftEdit, createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';
import type { serviceAdditionalStepSchema, serviceBasicStepSchema, serviceOthersStepSchema } from './wizard/service-step-schemas.ts';

/** The service wizard's steps as typed (the price as text, "0.00"), keyed as the request nests them. */
export type ServiceDraftSteps = {
  basicDetails: z.input<typeof serviceBasicStepSchema>;
  additionalDetails: z.input<typeof serviceAdditionalStepSchema>;
  others: z.input<typeof serviceOthersStepSchema>;
};

export const SERVICE_DRAFT_DEFAULTS: ServiceDraftSteps = {
  basicDetails: { name: '', category: '', durationMinutes: 30, priceCents: '0.00', skillSet: '' },
  additionalDetails: { extraTimeMinutes: 0, processingGapMinutes: 0, bufferBeforeMinutes: 0, signature: false, productUsage: [] },
  others: { storeIds: [], onlineBookable: false, images: NO_IMAGES, storeOverrides: [] },
};

export const serviceWizard = createWizardDraftSlice<ServiceDraftSteps>({ name: 'serviceWizard', defaults: SERVICE_DRAFT_DEFAULTS });

/** A saved service as wizard steps, for edit. */
export function serviceToDraft(service: Service): DraftEdit<ServiceDraftSteps> {
  const { basicDetails, additionalDetails, others } = service;
  return {
    id: service.id,
    steps: {
      basicDetails: { ...basicDetails, priceCents: centsToInput(basicDetails.priceCents) },
      additionalDetails: {
        ...additionalDetails,
        productUsage: additionalDetails.productUsage.map(({ productId, quantity }) => ({ productId, quantity })),
      },
      others: {
        storeIds: others.storeIds,
        onlineBookable: others.onlineBookable,
        images: others.images,
        storeOverrides: others.storeOverrides.map((o) => ({ ...o, priceCents: centsToInput(o.priceCents) })),
      },
    },
  };
}
