// Business constants and limits of spec section 9 (and the lists of section 3 that both sides use).

export const TOAST_AUTO_HIDE_MS = 6000;
export const TOAST_SHORT_AUTO_HIDE_MS = 2000;
export const SESSION_KEEP_ALIVE_SECONDS = 240;
export const PERSIST_TIMEOUT_MS = 5000;

export const DEFAULT_LOCALE = 'en';
export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
export const CHICAGO_TIMEZONE = 'America/Chicago';
export const TIMEZONE_MAP = {
  AST: 'America/Puerto_Rico',
  CST: 'America/Chicago',
  EST: 'America/New_York',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  PST: 'America/Los_Angeles',
  AKST: 'America/Anchorage',
  HST: 'Pacific/Honolulu',
  GMT: 'Etc/GMT',
  UTC: 'Etc/UTC',
} as const;
export const MIN_DATE = '1970-01-01';
/** date-fns format strings. */
export const DATE_FORMATS = {
  date: 'MM/dd/yyyy',
  dayMonth: 'dd MMM',
  dayFirst: 'dd/MM/yyyy',
  time12h: 'hh:mm a',
  time24h: 'HH:mm',
} as const;

export const PHONE_PREFIX = '+1';
export const US_NATIONAL_NUMBER_LENGTH = 10;
// The spec caps the login password at 20 but lets a password be set up to 64 characters; a person with a
// 21-64 character password could then never sign in, so sign-in accepts what the password rule accepts.
export const MAX_LENGTHS = { email: 64, loginPassword: 64, mobile: 12, search: 50, pin: 6 } as const;

export const CALENDAR = {
  defaultOpen: '10:00',
  defaultClose: '20:00',
  timeScaleMinutes: 5,
  defaultHeightPx: 600,
  slotIntervals: [5, 10, 15, 20],
} as const;
export type SlotInterval = (typeof CALENDAR.slotIntervals)[number];
/** Default working hours per weekday. */
export const WORKING_HOURS_DEFAULT = 9;
export const DEFAULT_PRICE = '0.00';

export const DEFAULT_IMAGE_NAMES = ['image1', 'image2', 'image3', 'image4'] as const;
export const DEFAULT_STORE_DOCUMENTS = ['Store license', 'Agreement', 'Store Details', 'Terms & conditions'] as const;
export const IMAGE_FOLDERS = {
  service: 'service',
  package: 'package',
  product: 'product',
  store: 'store',
  employee: 'employee',
  customer: 'customer',
  brand: 'brand',
} as const;
export const NON_AVAILABILITY_LABELS = ['Non Availability', 'blocked', 'vacation'] as const;
export const WIFI_SECURITY = ['No Password', 'WEP', 'WPA/WPA2', 'WPA3', 'WPA-EAP'] as const;

export const THEMES = ['dark', 'grey', 'darkGrey', 'whiteGrey'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1152, ml: 1366, xlg: 1440, xl: 1920 } as const;

/** Browser localStorage keys (spec section 3), spelled exactly. */
export const STORAGE_KEYS = {
  rememberMe: 'rememberMe',
  accessToken: 'accessToken',
  authHeader: 'authHeader',
  logoutRedirectUrl: 'logoutRedirectUrl',
  secretValue: 'secretValue',
  isUserPreference: 'isUserPreference',
  isSetDefaultLocation: 'isSetDefaultLocation',
  landingPageParams: 'landingPageParams',
  storeGroupValues: 'storeGroupValues',
  gtmLeadId: 'gtmLeadId',
  tenantId: 'tenant_id',
  unauthorizedErrorMessage: 'unauthorizedErrorMessage',
  /** Issue 19: the in-store tablet's device credential (kept through sign-outs: the tablet stays paired). */
  kioskToken: 'kioskDeviceToken',
  /** Issue 15: the admin menu areas each person closed, `{ [userId]: group[] }` (a preference, kept through a 401). */
  adminNavClosedGroups: 'adminNavClosedGroups',
} as const;
/** Redux slices restored from storage before the app displays. */
export const PERSISTED_SLICES = [
  'auth',
  'brandWizard',
  'storeWizard',
  'employeeWizard',
  'serviceWizard',
  'packageWizard',
  'productWizard',
  'productOverride',
  'salonWizard',
  'storeDemand',
  'commonData',
  'customer',
  'appointmentByCall',
  'manageShifts',
  'storeConfig',
  'addPromoCode',
] as const;

export const APPOINTMENT_SOURCES = ['web', 'walkin', 'phone'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];
export const PROFILE_TYPES = ['PRIMARY', 'LINKED'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
export const USER_TYPES = ['admin', 'customer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Toast severities; the values are MUI Alert severities. */
export const SUCCESS_NOTIFICATION = 'success';
export const ERROR_NOTIFICATION = 'error';
export const TOKEN_EXPIRE = 'TOKEN_EXPIRE';
export const SOCIAL_ACCOUNT_EXISTS = 'SOCIAL_ACCOUNT_EXISTS';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong!';
export const TRANSLATION_SIGNATURE_MESSAGE = 'It seems date and time are not correct, please check and try again.';

export const PAYMENT_STATUSES = [
  'success',
  'partially-paid',
  'refunded',
  'partial_refund',
  'failed',
  'invoice_does_not_exist',
  'invalid_giftcard_number',
  'incomplete',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const CARD_BRANDS = [
  'amex',
  'mastercard',
  'visa',
  'discover',
  'maestro',
  'jcb',
  'diners',
  'cartebleue',
  'airplus',
  'dankort',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CONFIG_GROUPS = [
  'languages',
  'skills',
  'states',
  'application_source',
  'roles',
  'document_types',
  'store_timings',
  'customer_config',
  'store_config',
  'product_config',
  'cash_drawer_config',
  'environment_config',
  'service_frequency',
] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];
export const EXPORT_STAGES = ['beginExport', 'exportStarted', 'preparation', 'documentPreparation'] as const;
export const DASHBOARD_NAMES = {
  kpiSummary: 'KPI Summary',
  customerDashboard: 'Customer Dashboard',
  customerRetentionDashboard: 'Customer Retention Dashboard',
} as const;
/** Where an employee applicant heard of the job (seed of the application_source config group). */
export const APPLICATION_SOURCES = [
  { value: 'referral', label: 'Referral' },
  { value: 'socialmedia', label: 'Social Media' },
  { value: 'website', label: 'Website' },
  { value: 'walkin', label: 'Walk-in' },
  { value: 'other', label: 'Other' },
] as const;

/** One-time codes (auth-contract.md). */
export const OTP = { length: 6, ttlSeconds: 600, maxAttempts: 5, resendCooldownSeconds: 60, maxPerHour: 5 } as const;
export const SESSION_POLICY = {
  staffIdleMinutes: 30,
  staffAbsoluteHours: 12,
  customerIdleDays: 30,
  customerAbsoluteDays: 90,
} as const;
export const GEOLOCATION = { timeoutMs: 10_000, enableHighAccuracy: true, maximumAge: 0 } as const;

/**
 * Sign-in throttling (README "Sign-in throttling"). Failures are counted over a sliding window per
 * account + client (IP and device cookie), per account and per IP. Past the free tries an attempt
 * must carry a solved captcha; further failures raise the captcha's level (each level doubles the
 * proof of work). A right password with a solved captcha of the asked level is never refused.
 */
export const SIGN_IN_THROTTLE = {
  windowMinutes: 15,
  /** Free failures of one account from one client (same IP and device cookie). */
  freeFailuresPerClient: 5,
  /** Free failures of one account from every client together (attacks from many addresses). */
  freeFailuresPerAccount: 10,
  /** Free failures from one IP over every account (many people may share a salon's address). */
  freeFailuresPerIp: 20,
  /** Failures past the free ones that raise the captcha level by one. */
  failuresPerCaptchaLevel: 20,
  maxCaptchaLevel: 4,
  /** A device that signed in to an account within this many days keeps its own free tries while others attack. */
  trustedDeviceDays: 30,
  /** Wrong current passwords in ChangePassword (a signed-in caller) before it answers 429 for the window. */
  changePasswordFailures: 10,
} as const;

/** The `error` of a refused sign-in's `url` (auth-contract.md); CaptchaRequired comes with CAPTCHA_LEVEL_HEADER. */
export const SIGN_IN_ERRORS = {
  credentials: 'CredentialsSignin',
  captchaRequired: 'CaptchaRequired',
  tooManyAttempts: 'TooManyAttempts',
} as const;
export const CAPTCHA_LEVEL_HEADER = 'x-captcha-level';
