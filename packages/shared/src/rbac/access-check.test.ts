import { describe, expect, it } from 'vitest';
import { controlsFromFlags, flagsOf, hasAccess, holdsAll, mergeControls } from './access-check.ts';
import type { AccessControls } from './permission-flags.ts';

describe('hasAccess', () => {
  it.each([
    ['null controls', null, ['create_store'], false],
    ['undefined controls', undefined, ['create_store'], false],
    ['a string', 'super_admin', ['create_store'], false],
    ['an array', [{ create_store: true }], ['create_store'], false],
    ['empty controls', {}, ['create_store'], false],
    ['top-level super_admin', { super_admin: true }, ['create_store'], true],
    ['nested super_admin', { platform: { super_admin: true } }, ['create_store'], true],
    ['super_admin false', { super_admin: false }, ['create_store'], false],
    ['flag in its area', { store: { create_store: true } }, ['create_store'], true],
    ['flag deeply nested', { a: { b: { c: { create_store: true } } } }, ['create_store'], true],
    ['flag false', { store: { create_store: false } }, ['create_store'], false],
    ['flag truthy but not true', { store: { create_store: 'yes' } }, ['create_store'], false],
    ['any of several', { store: { view_store_details: true } }, ['create_store', 'view_store_details'], true],
    ['none of several', { store: { search_stores: true } }, ['create_store', 'view_store_details'], false],
    ['empty list, one flag held', { store: { search_stores: true } }, [], true],
    ['empty list, no flag held', { store: { search_stores: false } }, [], false],
    ['empty list, super_admin', { super_admin: true }, [], true],
  ])('%s -> %s', (_name, controls, required, expected) => {
    expect(hasAccess(controls, required)).toBe(expected);
  });

  it('survives cyclic objects', () => {
    const controls: Record<string, unknown> = { store: { create_store: true } };
    controls.self = controls;
    expect(hasAccess(controls, ['create_store'])).toBe(true);
  });
});

describe('flagsOf', () => {
  it('collects every true key at any level', () => {
    const flags = flagsOf({
      super_admin: false,
      store: { create_store: true, delete_store: false },
      x: { y: { z: true } },
    });
    expect([...flags].sort()).toEqual(['create_store', 'z']);
  });
});

describe('controlsFromFlags', () => {
  it('nests flags by area and puts super_admin at the top', () => {
    expect(controlsFromFlags(['create_store', 'search_stores', 'walkout', 'super_admin'])).toEqual({
      super_admin: true,
      store: { create_store: true, search_stores: true },
      appointments: { walkout: true },
    });
  });

  it('throws on an unknown flag', () => {
    expect(() => controlsFromFlags(['create_store', 'fly_to_moon'])).toThrow('Unknown permission flag: fly_to_moon');
  });

  it('round-trips with flagsOf', () => {
    const flags = ['create_store', 'kpi_summary', 'edit_invoice'];
    expect([...flagsOf(controlsFromFlags(flags))].sort()).toEqual([...flags].sort());
  });
});

describe('mergeControls', () => {
  it.each<[string, AccessControls[], AccessControls]>([
    ['nothing', [], {}],
    ['one role', [{ store: { create_store: true } }], { store: { create_store: true } }],
    [
      'two roles sharing an area',
      [{ store: { create_store: true, delete_store: false } }, { store: { search_stores: true } }],
      { store: { create_store: true, search_stores: true } },
    ],
    [
      'a false flag never removes a true one',
      [{ store: { create_store: true } }, { store: { create_store: false } }],
      { store: { create_store: true } },
    ],
    ['super_admin', [{ store: { create_store: true } }, { super_admin: true }], { store: { create_store: true }, super_admin: true }],
    ['areas with only false flags vanish', [{ store: { create_store: false } }, { super_admin: false }], {}],
  ])('%s', (_name, list, expected) => {
    expect(mergeControls(...list)).toEqual(expected);
  });
});

describe('holdsAll', () => {
  const manager = controlsFromFlags(['create_appointment', 'cancel_appointment', 'view_store_details']);
  it.each([
    ['a subset', manager, controlsFromFlags(['create_appointment']), true],
    ['the same flags', manager, manager, true],
    ['an empty grant', manager, {}, true],
    ['a flag the granter lacks', manager, controlsFromFlags(['create_appointment', 'create_roles']), false],
    ['super_admin granting anything', { super_admin: true }, controlsFromFlags(['create_roles']), true],
    ['granting super_admin without holding it', manager, { super_admin: true }, false],
  ])('%s -> %s', (_name, granter, grant, expected) => {
    expect(holdsAll(granter, grant)).toBe(expected);
  });
});
