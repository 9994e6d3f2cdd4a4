import { APPOINTMENT_ACTION_FLAGS, GIFT_CARD_FLAGS, hasAccess } from '@salon/shared';
import type { LABELS_EN } from '@salon/shared/i18n/labels';

export type NavLabelKey = Extract<keyof (typeof LABELS_EN)['adminShell'], `nav.${string}`>;

/** The areas of the menu (issue 15), in the order they show; each has the label `group.<id>` in `adminShell`. */
export const ADMIN_NAV_GROUPS = ['frontDesk', 'people', 'catalogAndStock', 'money', 'reports', 'accounting', 'settings'] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

/**
 * The admin routes of spec section 2 with the flags that open them. `available` marks the ones
 * that exist in this release; the rest stay here, hidden, until their issue builds the screen.
 */
export interface AdminNavItem {
  /** Label key in the `adminShell` page of the catalogue. */
  labelKey: NavLabelKey;
  /** The area it is listed under; items are kept in group order here. */
  group: AdminNavGroup;
  path: string;
  /** Any one of these opens the item; an empty list means any signed-in employee with a flag. */
  flags: readonly string[];
  available: boolean;
}

const APPOINTMENTS = ['create_appointment', 'view_appointment_details', 'see_appointment_statuses'];
const SHIFTS = ['view_store_shifts', 'add_store_shifts', 'edit_store_shifts', 'view_self_store_shifts'];
const CASH_DRAWER = ['open_cash_drawer', 'close_cash_drawer', 'see_transactions', 'see_activities', 'withdraw_cash'];

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { labelKey: 'nav.dashboard', group: 'frontDesk', path: '/admin/dashboard', flags: [], available: true },
  {
    labelKey: 'nav.appointmentsDashboard',
    group: 'frontDesk',
    path: '/admin/appointments-dashboard',
    flags: APPOINTMENT_ACTION_FLAGS.view,
    available: true,
  },
  { labelKey: 'nav.appointmentsCalendar', group: 'frontDesk', path: '/admin/appointments-calendar', flags: APPOINTMENTS, available: true },
  {
    labelKey: 'nav.customers',
    group: 'frontDesk',
    path: '/admin/customers',
    flags: ['search_customers', 'view_customer_profile'],
    available: true,
  },
  { labelKey: 'nav.messages', group: 'frontDesk', path: '/admin/messages', flags: [], available: true },
  {
    labelKey: 'nav.employees',
    group: 'people',
    path: '/admin/employees',
    flags: ['view_all_employees', 'create_employee', 'view_employee_details'],
    available: true,
  },
  { labelKey: 'nav.employeeSchedule', group: 'people', path: '/admin/store/employee-schedule', flags: SHIFTS, available: true },
  {
    labelKey: 'nav.manageShifts',
    group: 'people',
    path: '/admin/store/manage-shifts',
    flags: ['add_store_shifts', 'edit_store_shifts', 'publish_store_shifts'],
    available: true,
  },
  {
    labelKey: 'nav.timeCard',
    group: 'people',
    path: '/admin/employees/time-card',
    flags: ['view_all_time_cards', 'view_self_time_card'],
    available: true,
  },
  {
    labelKey: 'nav.oldTimeCard',
    group: 'people',
    path: '/admin/employees/old-time-card',
    flags: ['view_all_time_cards', 'view_self_time_card'],
    available: true,
  },
  {
    labelKey: 'nav.timeClock',
    group: 'people',
    path: '/admin/time-clock',
    flags: ['view_all_time_cards', 'view_self_time_card'],
    available: true,
  },
  {
    labelKey: 'nav.faceSignIn',
    group: 'people',
    path: '/admin/face',
    flags: ['view_all_time_cards', 'view_self_time_card'],
    available: true,
  },
  {
    labelKey: 'nav.services',
    group: 'catalogAndStock',
    path: '/admin/services',
    flags: ['view_service', 'create_service'],
    available: true,
  },
  {
    labelKey: 'nav.packages',
    group: 'catalogAndStock',
    path: '/admin/packages',
    flags: ['view_package', 'create_package'],
    available: true,
  },
  {
    labelKey: 'nav.products',
    group: 'catalogAndStock',
    path: '/admin/products',
    flags: ['view_product', 'create_product'],
    available: true,
  },
  {
    labelKey: 'nav.inventory',
    group: 'catalogAndStock',
    path: '/admin/inventory',
    flags: ['view_inventory', 'search_inventory'],
    available: true,
  },
  {
    labelKey: 'nav.retailAdjustments',
    group: 'catalogAndStock',
    path: '/admin/retail-adjustments',
    flags: ['view_product_override', 'create_product_override'],
    available: true,
  },
  {
    labelKey: 'nav.storeDemands',
    group: 'catalogAndStock',
    path: '/admin/store/store-demands',
    flags: ['view_store_demand', 'create_store_demand', 'edit_store_demand'],
    available: true,
  },
  { labelKey: 'nav.cashDrawer', group: 'money', path: '/admin/store/cash-drawer', flags: CASH_DRAWER, available: true },
  {
    labelKey: 'nav.giftCards',
    group: 'money',
    path: '/admin/gift-cards',
    flags: GIFT_CARD_FLAGS,
    available: true,
  },
  {
    labelKey: 'nav.promoCodes',
    group: 'money',
    path: '/admin/promo-codes',
    flags: ['view_promo_codes', 'create_edit_promo_codes'],
    available: true,
  },
  {
    labelKey: 'nav.inStorePromotions',
    group: 'money',
    path: '/admin/in-store-promotions',
    flags: ['view_promo_codes', 'create_edit_promo_codes'],
    available: true,
  },
  {
    labelKey: 'nav.reports',
    group: 'reports',
    path: '/admin/reports',
    flags: ['list_reports', 'limited_report_view', 'full_report_view'],
    available: true,
  },
  {
    labelKey: 'nav.boldReports',
    group: 'reports',
    path: '/admin/bold-reports',
    flags: ['list_reports', 'limited_report_view', 'full_report_view'],
    available: true,
  },
  {
    labelKey: 'nav.kpiSummary',
    group: 'reports',
    path: '/admin/dashboards/kpi-summary',
    flags: ['kpi_summary', 'kpi_summary_all_stores'],
    available: true,
  },
  {
    labelKey: 'nav.customerDashboard',
    group: 'reports',
    path: '/admin/dashboards/customer-dashboard',
    flags: ['customer_dashboard', 'customer_dashboard_all_stores'],
    available: true,
  },
  {
    labelKey: 'nav.customerRetention',
    group: 'reports',
    path: '/admin/dashboards/customer-retention-dashboard',
    flags: ['customer_retention_dashboard', 'customer_retention_dashboard_all_stores'],
    available: true,
  },
  {
    labelKey: 'nav.smsDashboard',
    group: 'reports',
    path: '/admin/sms-dashboard',
    flags: ['sms_dashboard', 'sms_dashboard_all_stores'],
    available: true,
  },
  {
    labelKey: 'nav.accounting',
    group: 'accounting',
    path: '/admin/accounting/account-maintenance',
    flags: ['accounting_module'],
    available: true,
  },
  {
    labelKey: 'nav.storeGroups',
    group: 'accounting',
    path: '/admin/accounting/store-groups',
    flags: ['accounting_module'],
    available: true,
  },
  { labelKey: 'nav.glAccount', group: 'accounting', path: '/admin/accounting/gl-account', flags: ['accounting_module'], available: true },
  {
    labelKey: 'nav.exportToQb',
    group: 'accounting',
    path: '/admin/account-management/export-to-qb',
    flags: ['accounting_module', 'accounting_exports'],
    available: true,
  },
  { labelKey: 'nav.brand', group: 'settings', path: '/admin/brand', flags: ['view_brand', 'create_brand', 'edit_brand'], available: true },
  {
    labelKey: 'nav.store',
    group: 'settings',
    path: '/admin/store',
    flags: ['view_store_details', 'get_store_list', 'search_stores'],
    available: true,
  },
  {
    labelKey: 'nav.rbac',
    group: 'settings',
    path: '/admin/rbac-management',
    flags: ['view_roles', 'create_roles', 'edit_roles'],
    available: true,
  },
  // Issue 19: super_admin is no catalogue flag, so only a Super Admin sees the platform's tenants.
  { labelKey: 'nav.tenants', group: 'settings', path: '/admin/tenants', flags: ['super_admin'], available: true },
  {
    labelKey: 'nav.articleAccess',
    group: 'settings',
    path: '/admin/article-access-management',
    flags: ['manage_help_articles'],
    available: true,
  },
  { labelKey: 'nav.helpAndSupport', group: 'settings', path: '/admin/help-and-support', flags: [], available: true },
  { labelKey: 'nav.contactUs', group: 'settings', path: '/admin/contact-us', flags: [], available: true },
];

/** The items a person sees: built in this release and allowed by their access controls. */
export function visibleNavItems(controls: unknown, items: readonly AdminNavItem[] = ADMIN_NAV_ITEMS): AdminNavItem[] {
  return items.filter((item) => item.available && hasAccess(controls, item.flags));
}
