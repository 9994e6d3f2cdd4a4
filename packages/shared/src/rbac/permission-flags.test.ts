import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, AREA_OF_FLAG, isPermissionFlag, PERMISSION_AREAS } from './permission-flags.ts';

describe('permission flag catalogue', () => {
  it('has unique snake_case flag keys across all areas', () => {
    expect(new Set(ALL_FLAGS).size).toBe(ALL_FLAGS.length);
    for (const flag of ALL_FLAGS) expect(flag).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('has unique area keys and a human label on every area and flag', () => {
    const areaKeys = PERMISSION_AREAS.map((area) => area.key);
    expect(new Set(areaKeys).size).toBe(areaKeys.length);
    for (const area of PERMISSION_AREAS) {
      expect(area.label).toMatch(/^[A-Z]/);
      for (const flag of area.flags) expect(flag.label).toMatch(/^[A-Z][^_]*$/);
    }
  });

  it.each([
    ['store', 15],
    ['shifts', 9],
    ['inventory', 8],
    ['notifications', 3],
    ['appointments', 20],
    ['billing', 2],
    ['employees', 14],
    ['customers', 9],
    ['dashboards', 8],
    ['accounting', 2],
    ['cash_drawer', 7],
    ['services', 6],
    ['packages', 5],
    ['products', 9],
    ['reports', 7],
    ['rbac', 4],
    ['help_centre', 2],
    ['product_overrides', 4],
    ['promo_codes', 2],
    ['brands', 5],
  ])('area %s has %i flags', (key, count) => {
    expect(PERMISSION_AREAS.find((area) => area.key === key)?.flags).toHaveLength(count);
  });

  it.each([
    ['quick_swap_route', 'store'],
    ['publish_store_shifts', 'shifts'],
    ['undo_back_bar', 'inventory'],
    ['walkout', 'appointments'],
    ['assume_role', 'employees'],
    ['merge_customers', 'customers'],
    ['sms_dashboard_all_stores', 'dashboards'],
    ['void_transactions', 'cash_drawer'],
    ['signature_services', 'services'],
    ['full_report_view', 'reports'],
    ['create_role_definition', 'rbac'],
    ['manage_help_articles', 'help_centre'],
    ['read_contact_messages', 'help_centre'],
    ['delete_product_override', 'product_overrides'],
    ['create_edit_promo_codes', 'promo_codes'],
    ['brand_admin', 'brands'],
  ] as const)('maps %s to area %s', (flag, area) => {
    expect(AREA_OF_FLAG[flag]).toBe(area);
  });

  it.each([
    ['create_store', true],
    ['super_admin', false],
    ['store', false],
    ['toString', false],
  ])('isPermissionFlag(%s) is %s', (value, expected) => {
    expect(isPermissionFlag(value)).toBe(expected);
  });
});
