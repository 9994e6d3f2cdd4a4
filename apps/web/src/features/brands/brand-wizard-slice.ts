import type { BrandWizardInput } from '@salon/shared';
import { createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';

/** The brand wizard's steps as typed (zod input of brandWizardSchema), keyed as the request nests them. */
export type BrandDraftSteps = { [K in keyof BrandWizardInput]: NonNullable<BrandWizardInput[K]> };

const EMPTY_ADDRESS = { addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '' };

export const BRAND_DRAFT_DEFAULTS: BrandDraftSteps = {
  basicDetails: { name: '', contactFirstName: '', contactLastName: '', email: '', countryCode: '+1', phoneNumber: '', website: '' },
  address: { address: EMPTY_ADDRESS, billingSameAsAddress: true, billingAddress: null },
  other: { domains: [], timezone: '', defaultLanguage: 'en', supportEmail: '', supportPhone: '', description: '' },
  legal: { legalName: '', businessType: 'llc', taxId: '', incorporationState: '', registrationNumber: '' },
  appearance: { theme: 'dark', colors: {}, logoFileId: null },
  states: { operatingStates: [] },
  plans: { plan: 'starter', billingCycle: 'monthly', startDate: '', storeLimit: 1, seatLimit: 15 },
};

export const brandWizard = createWizardDraftSlice<BrandDraftSteps>({ name: 'brandWizard', defaults: BRAND_DRAFT_DEFAULTS });
export { EMPTY_ADDRESS };
