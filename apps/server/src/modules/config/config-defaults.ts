import {
  APPLICATION_SOURCES,
  APPOINTMENT_SOURCES,
  CALENDAR,
  DEFAULT_STORE_DOCUMENTS,
  NON_AVAILABILITY_LABELS,
  PHONE_PREFIX,
  PROFILE_TYPES,
  TIMEZONE_MAP,
  US_STATES,
  WIFI_SECURITY,
  WORKING_HOURS_DEFAULT,
  type ConfigGroupValues,
} from '@salon/shared';

/** The groups whose defaults live in code and that a tenant may override through config_groups. */
export type StaticGroup = Exclude<keyof ConfigGroupValues, 'environment_config' | 'roles'>;

const options = (labels: readonly string[]) =>
  labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, ''),
    label,
  }));

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Defaults from code (spec sections 3 and 9); a tenant's row in config_groups replaces a whole group. */
export const CONFIG_DEFAULTS: { [G in StaticGroup]: ConfigGroupValues[G] } = {
  languages: [
    { code: 'en', name: 'English' },
    { code: 'es', name: 'Español' },
  ],
  skills: options([
    'Haircut',
    'Fade',
    'Buzz Cut',
    'Kids Cut',
    'Beard Trim',
    'Hot Towel Shave',
    'Line Up',
    'Hair Coloring',
    'Highlights',
    'Balayage',
    'Perm',
    'Blowout',
    'Styling',
    'Braiding',
    'Hair Extensions',
    'Keratin Treatment',
    'Scalp Treatment',
    'Facial',
    'Waxing',
    'Manicure',
    'Pedicure',
  ]),
  states: US_STATES.map(([code, name]) => ({ code, name })),
  application_source: APPLICATION_SOURCES.map((s) => ({ value: s.value, label: s.label })),
  document_types: {
    store: [
      { key: 'license', label: DEFAULT_STORE_DOCUMENTS[0] },
      { key: 'agreement', label: DEFAULT_STORE_DOCUMENTS[1] },
      { key: 'storeDetails', label: DEFAULT_STORE_DOCUMENTS[2] },
      { key: 'termsAndConditions', label: DEFAULT_STORE_DOCUMENTS[3] },
    ],
    employee: [
      { key: 'license', label: 'Licence' },
      { key: 'identityDocument', label: 'Identity document' },
    ],
  },
  store_timings: {
    openTime: CALENDAR.defaultOpen,
    closeTime: CALENDAR.defaultClose,
    weekdays: WEEKDAYS.map((name, day) => ({ day, name, open: CALENDAR.defaultOpen, close: CALENDAR.defaultClose })),
    slotIntervals: [...CALENDAR.slotIntervals],
    defaultSlotInterval: CALENDAR.timeScaleMinutes,
  },
  customer_config: {
    profileTypes: [...PROFILE_TYPES],
    appointmentSources: [...APPOINTMENT_SOURCES],
    beverages: options(['Water', 'Coffee', 'Tea', 'Soda', 'Juice', 'Beer']),
    music: options(['Hip Hop', 'R&B', 'Pop', 'Rock', 'Jazz', 'Latin', 'Country', 'No Music']),
  },
  store_config: {
    openTime: CALENDAR.defaultOpen,
    closeTime: CALENDAR.defaultClose,
    slotIntervals: [...CALENDAR.slotIntervals],
    workingHoursPerDay: WORKING_HOURS_DEFAULT,
    wifiSecurity: [...WIFI_SECURITY],
    nonAvailabilityLabels: [...NON_AVAILABILITY_LABELS],
    defaultDocuments: [...DEFAULT_STORE_DOCUMENTS],
    timezones: Object.entries(TIMEZONE_MAP).map(([code, zone]) => ({ code, zone })),
  },
  product_config: {
    productUse: options(['Retail', 'Back Bar', 'Retail and Back Bar']),
    category: options(['Shampoo', 'Conditioner', 'Styling', 'Beard Care', 'Shaving', 'Hair Color', 'Skin Care', 'Tools', 'Accessories']),
    productType: options(['Consumable', 'Non-Consumable']),
    defaultProductType: 'consumable',
    manufacturer: options([
      'American Crew',
      'Redken',
      'Paul Mitchell',
      'Baxter of California',
      'Layrite',
      'Suavecito',
      'Andis',
      'Wahl',
      'Other',
    ]),
  },
  cash_drawer_config: {
    currency: 'USD',
    denominations: [
      { cents: 10000, label: '$100', kind: 'bill' },
      { cents: 5000, label: '$50', kind: 'bill' },
      { cents: 2000, label: '$20', kind: 'bill' },
      { cents: 1000, label: '$10', kind: 'bill' },
      { cents: 500, label: '$5', kind: 'bill' },
      { cents: 200, label: '$2', kind: 'bill' },
      { cents: 100, label: '$1', kind: 'bill' },
      { cents: 100, label: '$1 coin', kind: 'coin' },
      { cents: 50, label: '50¢', kind: 'coin' },
      { cents: 25, label: '25¢', kind: 'coin' },
      { cents: 10, label: '10¢', kind: 'coin' },
      { cents: 5, label: '5¢', kind: 'coin' },
      { cents: 1, label: '1¢', kind: 'coin' },
    ],
  },
  service_frequency: [
    { value: 'weekly', label: 'Every week', days: 7 },
    { value: 'biweekly', label: 'Every 2 weeks', days: 14 },
    { value: 'every_3_weeks', label: 'Every 3 weeks', days: 21 },
    { value: 'monthly', label: 'Every month', days: 30 },
    { value: 'every_6_weeks', label: 'Every 6 weeks', days: 42 },
    { value: 'every_2_months', label: 'Every 2 months', days: 60 },
    { value: 'quarterly', label: 'Every 3 months', days: 90 },
  ],
  country_codes: {
    default: PHONE_PREFIX,
    codes: [
      { dialCode: '+1', iso: 'US', name: 'United States' },
      { dialCode: '+1', iso: 'CA', name: 'Canada' },
      { dialCode: '+1', iso: 'PR', name: 'Puerto Rico' },
      { dialCode: '+52', iso: 'MX', name: 'Mexico' },
      { dialCode: '+44', iso: 'GB', name: 'United Kingdom' },
      { dialCode: '+91', iso: 'IN', name: 'India' },
    ],
  },
};
