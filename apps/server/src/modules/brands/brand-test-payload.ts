import type { BrandWizardInput } from '@salon/shared';

/** A complete, valid brand wizard payload; `domain` must be unique per test run. */
export function brandPayload(domain: string, overrides: Partial<BrandWizardInput> = {}): BrandWizardInput {
  return {
    basicDetails: {
      name: 'Sharp & Co. Barbers',
      contactFirstName: "Dana O'Neil",
      contactLastName: 'Smith-Jones',
      email: 'Owner@Sharp.Example',
      countryCode: '+1',
      phoneNumber: '(312) 555-0142',
      website: 'https://sharp.example',
    },
    address: {
      address: { addressLine1: '120 N. State St.', addressLine2: 'Suite #4', city: 'Chicago', state: 'il', postalCode: '60602' },
      billingSameAsAddress: true,
      billingAddress: null,
    },
    other: {
      domains: [domain, `www.${domain}`],
      timezone: 'America/Chicago',
      defaultLanguage: 'en',
      supportEmail: '',
      supportPhone: null,
      description: 'Classic cuts.',
    },
    legal: {
      legalName: 'Sharp and Co. LLC',
      businessType: 'llc',
      taxId: '123456789',
      incorporationState: 'DE',
      registrationNumber: 'DE-2020_77',
    },
    appearance: { theme: 'custom', colors: { primary: '#1A2B3C', secondary: '#fff' }, logoFileId: null },
    states: { operatingStates: ['IL', 'IN', 'WI'] },
    plans: { plan: 'growth', billingCycle: 'annual', startDate: '2025-01-01', storeLimit: 10, seatLimit: 120 },
    ...overrides,
  };
}
