import { CALENDAR, type ConfigGroupValues, DEFAULT_STORE_OPENING_HOURS, NO_WIFI_PASSWORD, type StoreWizardInput } from '@salon/shared';
import { createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';

/** The store wizard's steps as typed (zod input of storeWizardSchema), keyed as the request nests them. */
export type StoreDraftSteps = Required<{ [K in keyof StoreWizardInput]: NonNullable<StoreWizardInput[K]> }>;

export const STORE_DRAFT_DEFAULTS: StoreDraftSteps = {
  basicDetails: {
    name: '',
    brandId: '',
    phoneNumber: '',
    email: '',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '' },
  },
  storeDetails: { timezone: '', openingHours: DEFAULT_STORE_OPENING_HOURS, geoPosition: '', slotInterval: CALENDAR.timeScaleMinutes },
  legalInfo: { licenseNo: '', licenseFileId: null, dateOfExpiry: '', agreementFileId: null, storeDetailsFileId: null, termsFileId: null },
  images: { image1: null, image2: null, image3: null, image4: null, storeProfileImageId: null },
  paymentsInfo: {
    acceptedTenders: ['card', 'cash'],
    taxRateMilliPercent: 0,
    tipSuggestions: [15, 18, 20],
    receiptFooter: '',
    paymentSandbox: true,
  },
  otherInfo: { wifiName: '', wifiSecurity: NO_WIFI_PASSWORD, wifiPassword: '' },
};

/** The fetched default config kept across resets: store timings and store config (timezones, Wi-Fi choices). */
export type StoreDefaultConfig = Pick<Partial<ConfigGroupValues>, 'store_timings' | 'store_config'>;

export const storeWizard = createWizardDraftSlice<StoreDraftSteps, StoreDefaultConfig>({
  name: 'storeWizard',
  defaults: STORE_DRAFT_DEFAULTS,
});
