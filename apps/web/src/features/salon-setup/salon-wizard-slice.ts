import { BARBER_SERVICE_TEMPLATES, DEFAULT_STORE_OPENING_HOURS, SALON_TERMS_VERSION } from '@salon/shared';
import { createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';
import { centsToInput } from '../../components/form/money-schema.ts';

/** A service row as typed: the price is text ("35.00") until the step parses it to cents. */
export interface ServiceRowDraft {
  name: string;
  durationMinutes: number;
  priceCents: string;
}

export const templateRow = (t: (typeof BARBER_SERVICE_TEMPLATES)[number]): ServiceRowDraft => ({
  name: t.name,
  durationMinutes: t.durationMinutes,
  priceCents: centsToInput(t.priceCents),
});

/** The salon setup wizard's steps as typed, keyed as SalonSetup/Create nests them (the logo by its staged id only). */
export const SALON_DRAFT_DEFAULTS = {
  basicDetails: { businessName: '', ownerFirstName: '', ownerLastName: '', ownerEmail: '', password: '' },
  store: {
    storeName: '',
    phoneNumber: '',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '' },
    timezone: '',
    openingHours: DEFAULT_STORE_OPENING_HOURS,
  },
  legal: {
    legalName: '',
    businessType: 'llc',
    taxId: '',
    incorporationState: '',
    registrationNumber: '',
    licenseNo: '',
    dateOfExpiry: '',
    termsAccepted: false,
    termsVersion: SALON_TERMS_VERSION,
  },
  appearance: {
    brandName: '',
    domain: '',
    theme: 'dark',
    colors: {} as { primary?: string; secondary?: string },
    logoFileId: null as string | null,
  },
  other: {
    // The four a barber shop offers most; the step adds the other templates with one click.
    services: BARBER_SERVICE_TEMPLATES.slice(0, 4).map(templateRow),
    invites: [] as { firstName: string; lastName: string; email: string; role: string }[],
  },
};
export type SalonDraftSteps = typeof SALON_DRAFT_DEFAULTS;

export const salonWizard = createWizardDraftSlice<SalonDraftSteps>({ name: 'salonWizard', defaults: SALON_DRAFT_DEFAULTS });
