import { describe, expect, it } from 'vitest';
import { areaState, grantableFlags, toggleArea, toggleFlag, treeOf } from './permission-tree.ts';

const manager = { store: { view_store_details: true, edit_store_notes: true }, employees: { view_all_employees: true } };

describe('the RBAC permission tree', () => {
  it('lets a person grant only the flags they hold, and super_admin every flag', () => {
    expect([...grantableFlags(manager)].sort()).toEqual(['edit_store_notes', 'view_all_employees', 'view_store_details']);
    expect(grantableFlags({ super_admin: true }).has('accounting_module')).toBe(true);
  });

  it('select-all of an area turns on its grantable flags only, and off again when all are on', () => {
    const grantable = grantableFlags(manager);
    const on = toggleArea('store', new Set(), grantable);
    expect([...on].sort()).toEqual(['edit_store_notes', 'view_store_details']);
    expect(areaState('store', on, grantable)).toEqual({ checked: 2, grantable: 2, total: 15 }); // manage_kiosks is the 15th (issue 19)
    expect([...toggleArea('store', on, grantable)]).toEqual([]);
  });

  it('select-all never removes a flag the person cannot grant', () => {
    const grantable = grantableFlags(manager);
    const held = new Set(['create_store', 'view_store_details', 'edit_store_notes']);
    expect([...toggleArea('store', held, grantable)]).toEqual(['create_store']);
  });

  it('a single flag the person does not hold cannot be switched', () => {
    const grantable = grantableFlags(manager);
    expect([...toggleFlag('create_store', new Set(), grantable)]).toEqual([]);
    expect([...toggleFlag('view_store_details', new Set(), grantable)]).toEqual(['view_store_details']);
  });

  it('sends the flags nested by area', () => {
    expect(treeOf(new Set(['view_store_details', 'view_all_employees']))).toEqual({
      store: { view_store_details: true },
      employees: { view_all_employees: true },
    });
  });
});
