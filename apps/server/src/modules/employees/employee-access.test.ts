import { DEFAULT_ROLES, roleControls } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { canSeeEmployee, manageRefusal, missingFlags, recordView, sharesScope, type EmployeeScope } from './employee-access.ts';

const controls = (slug: string) => roleControls(DEFAULT_ROLES.find((r) => r.slug === slug) ?? { flags: [] });
const actor = (slug: string, storeIds: string[], tenantWide = false) => ({
  id: `actor-${slug}`,
  isSuperAdmin: false,
  tenantWide,
  storeIds,
  accessControls: controls(slug),
});
const target = (slug: string, storeIds: string[], tenantWide = false): EmployeeScope => ({
  id: `target-${slug}`,
  isSuperAdmin: false,
  storeIds,
  tenantWide,
  accessControls: controls(slug),
});

describe('employee access rules', () => {
  it.each([
    ['franchisor reaches every store', actor('franchisor', [], true), target('cutter', ['s2']), true],
    ['a store manager reaches a colleague of their store', actor('general_manager', ['s1']), target('cutter', ['s1', 's2']), true],
    ['a store manager does not reach another store', actor('general_manager', ['s1']), target('cutter', ['s2']), false],
    ['a store manager does not reach tenant-wide staff', actor('general_manager', ['s1']), target('franchisor', [], true), false],
  ])('%s', (_name, who, whom, expected) => {
    expect(sharesScope(who, whom)).toBe(expected);
  });

  it.each([
    ['general_manager', 'target-cutter', true, 'details'],
    ['franchisor', 'target-cutter', true, 'full'],
    ['shop_manager', 'target-cutter', false, null],
    ['cutter', 'target-cutter', false, null],
    ['cutter', 'actor-cutter', true, 'full'],
  ] as const)('%s looking at %s: visible %s, view %s', (slug, targetId, visible, view) => {
    const who = actor(slug, ['s1'], slug === 'franchisor');
    expect(canSeeEmployee(who, { id: targetId, storeIds: ['s1'], tenantWide: false })).toBe(visible);
    expect(recordView(who, targetId)).toBe(view);
  });

  it('refuses to manage someone holding flags the actor lacks, a super admin, or someone out of reach', () => {
    expect(manageRefusal(actor('franchisor', [], true), target('cutter', ['s1']))).toBeNull();
    expect(manageRefusal(actor('brand_admin', [], true), target('franchisor', [], true))).toMatchObject({ reason: 'outranks' });
    expect(manageRefusal(actor('franchisor', [], true), { ...target('cutter', ['s1']), isSuperAdmin: true })).toEqual({
      reason: 'super_admin',
    });
    expect(manageRefusal(actor('general_manager', ['s1']), target('cutter', ['s2']))).toEqual({ reason: 'not_visible' });
    expect(missingFlags(controls('cutter'), controls('coordinator'))).toContain('create_appointment');
    expect(missingFlags({ super_admin: true }, controls('franchisor'))).toEqual([]);
  });
});
