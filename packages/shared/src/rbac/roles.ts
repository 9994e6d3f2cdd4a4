import { controlsFromFlags } from './access-check.ts';
import { ALL_FLAGS, PERMISSION_AREAS, type AccessControls, type PermissionArea, type PermissionFlag } from './permission-flags.ts';

export const ROLE_SLUGS = [
  'super_admin',
  'franchisor',
  'general_manager',
  'store_owner',
  'coordinator',
  'shop_manager',
  'cutter',
  'cleaner',
  'janitor',
  'customer',
  'lead_shop_coordinator',
  'accountant',
] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];

export const MANAGER_TITLES = ['Store Manager', 'Shop Manager', 'General Manager'] as const;
/** Spec section 6: owners, managers and general managers form the manager group. */
export const MANAGER_ROLE_SLUGS = ['store_owner', 'shop_manager', 'general_manager'] as const;

export const ROLE_SCOPES = ['platform', 'tenant', 'brand', 'store_group', 'own_stores', 'store'] as const;
export type RoleScope = (typeof ROLE_SCOPES)[number];

export type DefaultRoleSlug = Exclude<RoleSlug, 'customer'> | 'brand_admin';
export type DefaultRole = {
  slug: DefaultRoleSlug;
  name: string;
  scope: RoleScope;
  superAdmin?: true;
  flags: readonly PermissionFlag[];
};

function areas(...keys: readonly PermissionArea[]): PermissionFlag[] {
  return PERMISSION_AREAS.filter((area) => keys.includes(area.key)).flatMap((area) => area.flags.map((flag) => flag.key));
}

function without(flags: readonly PermissionFlag[], ...removed: readonly PermissionFlag[]): PermissionFlag[] {
  return flags.filter((flag) => !removed.includes(flag));
}

const OWN_RECORDS: PermissionFlag[] = ['view_self_employee', 'view_self_time_card'];
const OWN_SCHEDULE: PermissionFlag[] = [...OWN_RECORDS, 'view_self_store_shifts', 'appointment_chat'];

// Everyone who books or sells needs to see what the store offers.
const CATALOG_VIEW: PermissionFlag[] = ['view_service', 'view_package', 'view_product'];

// Managers are told when stock runs low, time cards need review and schedules change.
const MANAGER_NOTIFICATIONS: PermissionFlag[] = [
  'threshold_notification',
  'timecard_notification',
  'employee_schedule_update_notification',
];

// Managers keep their stores' time cards: see all, fix entries with a reason, approve (issue 14).
const TIME_CARD_MANAGER: PermissionFlag[] = [
  'view_all_time_cards',
  'add_time_card_entry',
  'edit_time_card_entry',
  'delete_time_card_entry',
];

const GENERAL_MANAGER: PermissionFlag[] = [
  ...MANAGER_NOTIFICATIONS,
  ...CATALOG_VIEW,
  'view_product_override',
  'create_product_override',
  'update_product_override',
  ...without(areas('store'), 'create_store', 'delete_store', 'activate_store'),
  ...areas('shifts', 'reports', 'cash_drawer', 'appointments', 'customers'),
  'view_inventory',
  'view_inventory_details',
  'search_inventory',
  'view_back_bar',
  'view_all_employees',
  'view_employee_details',
  ...TIME_CARD_MANAGER,
  'view_promo_codes',
  // Issue 15: managers see the dashboards of their stores (the all-stores variants cover only those stores).
  ...without(areas('dashboards'), 'sms_dashboard', 'sms_dashboard_all_stores'),
  ...OWN_RECORDS,
  // Issue 13: general managers and owners text promotions to the customers who opted in.
  'send_marketing_sms',
];

const FRONT_DESK: PermissionFlag[] = [
  ...CATALOG_VIEW,
  ...areas('appointments', 'customers'),
  ...without(areas('cash_drawer'), 'void_transactions'),
  ...OWN_SCHEDULE,
];

const ROLE_DRAFTS: readonly DefaultRole[] = [
  { slug: 'super_admin', name: 'Super Admin', scope: 'platform', superAdmin: true, flags: [] },
  { slug: 'franchisor', name: 'Franchisor', scope: 'tenant', flags: ALL_FLAGS },
  {
    slug: 'brand_admin',
    name: 'Brand Admin',
    scope: 'brand',
    flags: [
      ...without(areas('brands'), 'create_brand', 'franchisor'),
      ...areas('store', 'employees', 'services', 'packages', 'products', 'product_overrides', 'reports', 'promo_codes'),
      'read_contact_messages',
    ],
  },
  { slug: 'general_manager', name: 'General Manager', scope: 'store_group', flags: GENERAL_MANAGER },
  {
    slug: 'store_owner',
    name: 'Store Owner',
    scope: 'own_stores',
    flags: [...GENERAL_MANAGER, 'accounting_module', 'activate_store', 'manage_help_articles'],
  },
  {
    slug: 'shop_manager',
    name: 'Shop Manager',
    scope: 'store',
    flags: [
      ...areas('shifts', 'appointments', 'customers', 'cash_drawer', 'inventory'),
      ...MANAGER_NOTIFICATIONS,
      'kpi_summary',
      ...CATALOG_VIEW,
      'view_product_override',
      ...TIME_CARD_MANAGER,
      ...OWN_RECORDS,
      // Issue 19: the shop's manager pairs and unpairs its in-store tablets and keeps their drink and music lists.
      'manage_kiosks',
    ],
  },
  { slug: 'coordinator', name: 'Coordinator', scope: 'store', flags: FRONT_DESK },
  { slug: 'lead_shop_coordinator', name: 'Lead Shop Coordinator', scope: 'store', flags: FRONT_DESK },
  {
    slug: 'cutter',
    name: 'Cutter',
    scope: 'store',
    flags: [...OWN_SCHEDULE, 'view_appointment_details', 'see_appointment_statuses', 'view_service', 'limited_report_view'],
  },
  {
    // Issue 16: the franchisee's bookkeeper keeps the books end to end: reads the reports, sets up store groups,
    // maps GL accounts, connects QuickBooks, and runs and downloads the exports; nothing of the shop floor.
    slug: 'accountant',
    name: 'Accountant',
    scope: 'tenant',
    flags: ['list_reports', 'view_report_details', 'full_report_view', 'accounting_module', 'accounting_exports'],
  },
  { slug: 'cleaner', name: 'Cleaner', scope: 'store', flags: [...OWN_RECORDS, 'appointment_chat'] },
  { slug: 'janitor', name: 'Janitor', scope: 'store', flags: [...OWN_RECORDS, 'appointment_chat'] },
];

/** DOMAIN.md "Default roles": seeded per tenant and editable in RBAC management. */
export const DEFAULT_ROLES: readonly DefaultRole[] = ROLE_DRAFTS.map((role) => ({
  ...role,
  flags: [...new Set(role.flags)],
}));

/** The stored access controls of a role definition. */
export function roleControls(role: Pick<DefaultRole, 'superAdmin' | 'flags'>): AccessControls {
  return role.superAdmin ? { super_admin: true } : controlsFromFlags(role.flags);
}
