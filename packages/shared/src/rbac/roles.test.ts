import { describe, expect, it } from 'vitest';
import { hasAccess } from './access-check.ts';
import { ALL_FLAGS } from './permission-flags.ts';
import { DEFAULT_ROLES, ROLE_SLUGS, roleControls, type DefaultRoleSlug } from './roles.ts';

const role = (slug: DefaultRoleSlug) => {
  const found = DEFAULT_ROLES.find((r) => r.slug === slug);
  if (!found) throw new Error(`no role ${slug}`);
  return found;
};

describe('default roles', () => {
  it('has one role per slug except customer, plus brand_admin', () => {
    const expected = [...ROLE_SLUGS.filter((slug) => slug !== 'customer'), 'brand_admin'].sort();
    expect(DEFAULT_ROLES.map((r) => r.slug).sort()).toEqual(expected);
  });

  it('lists only catalogue flags, each once', () => {
    for (const r of DEFAULT_ROLES) {
      for (const flag of r.flags) expect(ALL_FLAGS).toContain(flag);
      expect(new Set(r.flags).size).toBe(r.flags.length);
    }
  });

  it('lets no role but franchisor and super_admin create roles or role definitions', () => {
    const creators = DEFAULT_ROLES.filter((r) => hasAccess(roleControls(r), ['create_roles', 'create_role_definition']));
    expect(creators.map((r) => r.slug).sort()).toEqual(['franchisor', 'super_admin']);
  });

  it('gives super_admin only the super_admin concept and franchisor every flag', () => {
    expect(roleControls(role('super_admin'))).toEqual({ super_admin: true });
    expect(role('franchisor').flags).toEqual(ALL_FLAGS);
  });

  it('makes store_owner general_manager plus accounting, store activation and the help articles', () => {
    const extra = role('store_owner').flags.filter((flag) => !role('general_manager').flags.includes(flag));
    expect(extra.sort()).toEqual(['accounting_module', 'activate_store', 'manage_help_articles']);
    expect(role('general_manager').flags.every((flag) => role('store_owner').flags.includes(flag))).toBe(true);
  });

  it('gives the accountant the reports to read and the books (set-up and exports), nothing else', () => {
    expect([...role('accountant').flags].sort()).toEqual([
      'accounting_exports',
      'accounting_module',
      'full_report_view',
      'list_reports',
      'view_report_details',
    ]);
    expect(role('accountant').scope).toBe('tenant');
  });

  it.each([
    ['general_manager', 'cancel_appointment', true],
    ['general_manager', 'publish_store_shifts', true],
    ['general_manager', 'full_report_view', true],
    ['general_manager', 'void_transactions', true],
    ['general_manager', 'view_inventory', true],
    ['general_manager', 'add_stock', false],
    ['general_manager', 'edit_employee', false],
    ['general_manager', 'accounting_module', false],
    ['shop_manager', 'add_stock', true],
    ['shop_manager', 'void_transactions', true],
    ['shop_manager', 'list_reports', false],
    ['coordinator', 'checkout_appointment', true],
    ['coordinator', 'open_cash_drawer', true],
    ['coordinator', 'void_transactions', false],
    ['lead_shop_coordinator', 'void_transactions', false],
    ['cutter', 'view_self_store_shifts', true],
    ['cutter', 'view_appointment_details', true],
    ['cutter', 'appointment_chat', true],
    ['cutter', 'create_appointment', false],
    ['cleaner', 'view_self_time_card', true],
    ['cleaner', 'view_appointment_details', false],
    ['janitor', 'appointment_chat', true],
    ['brand_admin', 'create_service', true],
    ['brand_admin', 'create_brand', false],
  ] as const)('%s holds %s: %s', (slug, flag, expected) => {
    expect(hasAccess(roleControls(role(slug)), [flag])).toBe(expected);
  });

  it.each([
    ['super_admin', 'platform'],
    ['franchisor', 'tenant'],
    ['brand_admin', 'brand'],
    ['general_manager', 'store_group'],
    ['store_owner', 'own_stores'],
    ['cutter', 'store'],
  ] as const)('%s has scope %s', (slug, scope) => {
    expect(role(slug).scope).toBe(scope);
  });
});
