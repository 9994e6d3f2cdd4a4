import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, storeNotes, stores } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { storeWizard } from './store-test-data.ts';

type Headers = Record<string, string>;

describe('store detail actions: activate, online booking, notes, people, delete', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisor: Headers;
  let franchisorId: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Headers = franchisor) =>
    t.app.inject({ method, url: `/api/Store/${url}`, headers, ...(payload ? { payload } : {}) });
  const newStore = async (name?: string) => (await call('POST', 'Create', storeWizard(alpha.brand.id, name))).json().res_data.id as string;
  const actionsOf = async (storeId: string) =>
    (
      await withTenant(t.database.db, alpha.tenant.id, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityType, 'store'), eq(auditLog.entityId, storeId)))
          // Rows come back in no particular order (the table's key is (tenant_id, id)): in the order they happened.
          .orderBy(auditLog.createdAt),
      )
    ).map((a) => a.action);

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    const employee = await makeEmployee(t.database.db, alpha, 'franchisor');
    franchisorId = employee.id;
    franchisor = (await staffAuth(t.database.db, employee)).headers;
  });

  describe('Store/Activate', () => {
    it('activates a pending store once; a second activation is an invalid transition', async () => {
      const id = await newStore();
      const res = await call('PATCH', `Activate/${id}`, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().res_data).toEqual({ id, status: 'active', onlineBooking: false });
      const again = await call('PATCH', `Activate/${id}`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: { code: 'INVALID_TRANSITION' },
        message: 'This store is already active; only a pending store can be activated.',
      });
      expect(await actionsOf(id)).toEqual(['store.create', 'store.activate']);
    });

    it('keeps a store whose licence has expired pending', async () => {
      const id = await newStore();
      await withTenant(t.database.db, alpha.tenant.id, (tx) =>
        tx.update(stores).set({ licenseExpiresOn: '2021-03-31' }).where(eq(stores.id, id)),
      );
      const res = await call('PATCH', `Activate/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The store licence expired on 2021-03-31. Renew it before activating the store.');
      expect((await call('GET', `GetById/${id}`)).json().res_data.status).toBe('pending');
    });
  });

  describe('Store/ToggleOnlineBooking', () => {
    it('refuses online booking for a pending store and allows it once active', async () => {
      const id = await newStore();
      const pending = await call('PATCH', `ToggleOnlineBooking/${id}`, { onlineBooking: true });
      expect(pending.statusCode).toBe(409);
      expect(pending.json().error.code).toBe('INVALID_TRANSITION');
      await call('PATCH', `Activate/${id}`, {});
      const on = await call('PATCH', `ToggleOnlineBooking/${id}`, { onlineBooking: true });
      expect(on.json().res_data).toEqual({ id, status: 'active', onlineBooking: true });
      const repeat = await call('PATCH', `ToggleOnlineBooking/${id}`, { onlineBooking: true });
      expect(repeat.json().res_data.onlineBooking).toBe(true);
      const off = await call('PATCH', `ToggleOnlineBooking/${id}`, { onlineBooking: false });
      expect(off.json().res_data.onlineBooking).toBe(false);
      expect(await actionsOf(id)).toEqual(['store.create', 'store.activate', 'store.online_booking', 'store.online_booking']);
    });

    it('lets a pending store turn online booking off, and needs a boolean', async () => {
      const id = await newStore();
      expect((await call('PATCH', `ToggleOnlineBooking/${id}`, { onlineBooking: false })).statusCode).toBe(200);
      const res = await call('PATCH', `ToggleOnlineBooking/${id}`, { onlineBooking: 'yes' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().error.fields)).toEqual(['onlineBooking']);
    });
  });

  describe('Store/Notes and Store/AddNote', () => {
    const payloads = [
      "'; drop table store_notes; --",
      '<script>alert("x")</script><img src=x onerror=alert(1)>',
      'Robert"); DELETE FROM stores WHERE (1=1',
      'Back door code changed — ask the GM 🔑',
    ];

    it('keeps SQL and HTML verbatim with author and time, newest first', async () => {
      const id = await newStore();
      for (const text of payloads) {
        const res = await call('POST', `AddNote/${id}`, { text });
        expect(res.statusCode).toBe(201);
        expect(res.json().res_data).toMatchObject({ text, authorId: franchisorId, authorName: 'Franchisor Tester', assumedById: null });
      }
      const list = await call('GET', `Notes/${id}`);
      expect(list.statusCode).toBe(200);
      const notes = list.json().res_data;
      expect(notes.map((n: { text: string }) => n.text)).toEqual([...payloads].reverse());
      expect(Date.parse(notes[0].createdAt)).not.toBeNaN();
      const stored = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
        tx.select().from(storeNotes).where(eq(storeNotes.storeId, id)),
      );
      expect(stored.map((n) => n.body).sort()).toEqual([...payloads].sort());
      expect((await actionsOf(id)).filter((a) => a === 'store.note_add')).toHaveLength(4);
    });

    it('refuses a blank or over-long note', async () => {
      const id = await newStore();
      for (const text of ['', '   ', 'x'.repeat(2001)]) {
        const res = await call('POST', `AddNote/${id}`, { text });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().error.fields)).toEqual(['text']);
      }
      expect((await call('GET', `Notes/${id}`)).json().res_data).toEqual([]);
    });
  });

  describe('Store/Owners, Store/Managers, Store/KeyHolders', () => {
    it('sets owners, titled managers and key holders, replacing each list', async () => {
      const id = await newStore();
      const ann = await makeEmployee(t.database.db, alpha, 'store_owner');
      const bob = await makeEmployee(t.database.db, alpha, 'general_manager');
      const cy = await makeEmployee(t.database.db, alpha, 'cutter');
      const owners = await call('PUT', `Owners/${id}`, { employeeIds: [ann.id, bob.id] });
      expect(owners.statusCode).toBe(200);
      expect(
        owners
          .json()
          .res_data.owners.map((p: { employeeId: string }) => p.employeeId)
          .sort(),
      ).toEqual([ann.id, bob.id].sort());
      const managers = await call('PUT', `Managers/${id}`, {
        managers: [
          { employeeId: bob.id, title: 'General Manager' },
          { employeeId: cy.id, title: 'Shop Manager' },
        ],
      });
      expect(managers.json().res_data.managers).toEqual(
        expect.arrayContaining([
          { employeeId: bob.id, firstName: 'General manager', lastName: 'Tester', email: bob.email, title: 'General Manager' },
          expect.objectContaining({ employeeId: cy.id, title: 'Shop Manager' }),
        ]),
      );
      await call('PUT', `KeyHolders/${id}`, { employeeIds: [cy.id] });
      await call('PUT', `Owners/${id}`, { employeeIds: [ann.id] });
      const retitled = await call('PUT', `Managers/${id}`, { managers: [{ employeeId: bob.id, title: 'Store Manager' }] });
      expect(retitled.json().res_data.managers.map((m: { title: string }) => m.title)).toEqual(['Store Manager']);
      const people = (await call('GET', `GetById/${id}`)).json().res_data.people;
      expect(people.owners.map((p: { employeeId: string }) => p.employeeId)).toEqual([ann.id]);
      expect(people.managers.map((p: { employeeId: string }) => p.employeeId)).toEqual([bob.id]);
      expect(people.keyHolders.map((p: { employeeId: string }) => p.employeeId)).toEqual([cy.id]);
      expect(await actionsOf(id)).toEqual([
        'store.create',
        'store.owners_set',
        'store.managers_set',
        'store.key_holders_set',
        'store.owners_set',
        'store.managers_set',
      ]);
      const cleared = await call('PUT', `KeyHolders/${id}`, { employeeIds: [] });
      expect(cleared.json().res_data.keyHolders).toEqual([]);
    });

    it("refuses inactive employees, another tenant's employees and unknown ids, naming the position", async () => {
      const id = await newStore();
      const active = await makeEmployee(t.database.db, alpha, 'cutter');
      const gone = await makeEmployee(t.database.db, alpha, 'cutter');
      await withTenant(t.database.db, alpha.tenant.id, (tx) =>
        tx.update(employees).set({ status: 'inactive' }).where(eq(employees.id, gone.id)),
      );
      const foreign = await makeEmployee(t.database.db, beta, 'cutter');
      const res = await call('PUT', `KeyHolders/${id}`, { employeeIds: [active.id, gone.id, foreign.id] });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({
        'employeeIds.1': 'This employee is not active',
        'employeeIds.2': 'Not an employee of your organisation',
      });
      const managers = await call('PUT', `Managers/${id}`, { managers: [{ employeeId: foreign.id, title: 'Store Manager' }] });
      expect(managers.json().error.fields).toEqual({ 'managers.0.employeeId': 'Not an employee of your organisation' });
      expect((await call('GET', `GetById/${id}`)).json().res_data.people.keyHolders).toEqual([]);
    });

    it('refuses an unknown manager title and a person listed twice', async () => {
      const id = await newStore();
      const e = await makeEmployee(t.database.db, alpha, 'cutter');
      const title = await call('PUT', `Managers/${id}`, { managers: [{ employeeId: e.id, title: 'Boss' }] });
      expect(title.statusCode).toBe(422);
      expect(Object.keys(title.json().error.fields)).toEqual(['managers.0.title']);
      const twice = await call('PUT', `Owners/${id}`, { employeeIds: [e.id, e.id] });
      expect(twice.statusCode).toBe(422);
      expect(Object.keys(twice.json().error.fields)).toEqual(['employeeIds']);
    });
  });

  describe('Store/Delete', () => {
    it('deletes a store without history, with its notes', async () => {
      const id = await newStore();
      await call('POST', `AddNote/${id}`, { text: 'Opening soon' });
      const res = await call('DELETE', `Delete/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().res_data).toEqual({ id, deleted: true });
      expect((await call('GET', `GetById/${id}`)).statusCode).toBe(404);
      expect(await actionsOf(id)).toContain('store.delete');
    });

    it('refuses a store where employees hold roles or are assigned, with 409', async () => {
      const withRole = alpha.stores[0].id; // the factory's employees hold roles here
      await makeEmployee(t.database.db, alpha, 'cutter');
      const res = await call('DELETE', `Delete/${withRole}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Employees are assigned to .* so it cannot be deleted/);

      const assigned = await newStore();
      const keyHolder = await makeEmployee(t.database.db, alpha, 'cutter');
      await call('PUT', `KeyHolders/${assigned}`, { employeeIds: [keyHolder.id] });
      expect((await call('DELETE', `Delete/${assigned}`)).statusCode).toBe(409);
      expect((await call('GET', `GetById/${assigned}`)).statusCode).toBe(200);
    });

    it('refuses a store that other records refer to (history such as stock or appointments), with 409', async () => {
      const id = await newStore('Has History');
      await t.database.raw(
        'create table test_store_history (tenant_id uuid not null, store_id uuid not null, foreign key (tenant_id, store_id) references stores (tenant_id, id))',
      );
      await t.database.raw(`insert into test_store_history values ('${alpha.tenant.id}', '${id}')`);
      const res = await call('DELETE', `Delete/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: { code: 'CONFLICT' },
        message: 'Has History has history (records refer to it), so it cannot be deleted.',
      });
      expect((await call('GET', `GetById/${id}`)).statusCode).toBe(200);
      await t.database.raw('drop table test_store_history');
    });
  });
});
