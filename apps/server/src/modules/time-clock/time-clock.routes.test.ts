import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createAppAt, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { timeEntries, timeEntryVersions } from './time-clock.tables.ts';

type Headers = Record<string, string>;
const ROLES = ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'] as const;
/** Wednesday 3 June 2026, 13:00 in Los Angeles: the week runs Sunday 31 May to Saturday 6 June. */
const FIXED_NOW = new Date('2026-06-03T20:00:00Z');

describe('time clock: punches, PIN, entries with versions, cards, approval, export, missed punches', () => {
  let t: TestApp;
  let fixed: FastifyInstance;
  let alpha: TestTenant;
  let beta: TestTenant;
  const headersOf: Record<string, Headers> = {};
  const idOf: Record<string, string> = {};
  const emailOf: Record<string, string> = {};
  let betaHeaders: Headers;
  let la: string;
  let chicago: string;

  const api = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = headersOf.franchisor) =>
    app.inject({ method, url: `/api/TimeCard/${url}`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    fixed = await createAppAt(t.database, FIXED_NOW);
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    beta = await makeTenant(db, 'Beta');
    chicago = alpha.stores[0].id;
    la = alpha.stores[1].id;
    for (const slug of ROLES) {
      const employee = await makeEmployee(db, alpha, slug);
      idOf[slug] = employee.id;
      emailOf[slug] = employee.email;
      headersOf[slug] = (await staffAuth(db, employee)).headers;
    }
    // A second cutter at Los Angeles (California overtime).
    const laCutter = await makeEmployee(db, alpha, 'cutter', { storeId: la });
    idOf.laCutter = laCutter.id;
    headersOf.laCutter = (await staffAuth(db, laCutter)).headers;
    betaHeaders = (await staffAuth(db, await makeEmployee(db, beta, 'franchisor'))).headers;
  });

  it('clocks the caller in, through an unpaid break, and out; a second clock-in answers 409', async () => {
    const h = headersOf.coordinator;
    const punch = (action: string, extra: object = {}) => api(t.app, 'POST', 'Punch', { storeId: chicago, action, ...extra }, h);
    const first = await punch('clock_in');
    expect(first.statusCode).toBe(200);
    expect(first.json().res_data).toMatchObject({ state: 'working', openEntry: { kind: 'work', method: 'self' } });
    const again = await punch('clock_in');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Already clocked in since/);
    expect((await punch('break_start', { breakKind: 'unpaid_break' })).json().res_data).toMatchObject({
      state: 'on_break',
      openEntry: { kind: 'unpaid_break' },
    });
    expect((await punch('break_end')).json().res_data.state).toBe('working');
    expect((await punch('clock_out')).json().res_data).toEqual({
      employeeId: idOf.coordinator,
      name: 'Coordinator Tester',
      state: 'out',
      openEntry: null,
    });
    expect((await punch('clock_out')).statusCode).toBe(409);
    const rows = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.select().from(timeEntries).where(eq(timeEntries.employeeId, idOf.coordinator)).orderBy(timeEntries.createdAt),
    );
    expect(rows.map((r) => [r.kind, r.clockOut !== null])).toEqual([
      ['work', true],
      ['unpaid_break', true],
      ['work', true],
    ]);
  });

  it('punches by PIN at the store tablet; a wrong PIN is 422 on the pin field and audited', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/Employee/SetPin/${idOf.cutter}`,
      headers: headersOf.cutter,
      payload: { pin: '4821' },
    });
    expect(set.statusCode).toBe(200);
    const tablet = headersOf.shop_manager;
    const wrong = await api(t.app, 'POST', 'PunchByPin', { storeId: chicago, action: 'clock_in', pin: '0000' }, tablet);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ pin: 'That PIN does not match anyone at this store' });
    const inn = await api(t.app, 'POST', 'PunchByPin', { storeId: chicago, action: 'clock_in', pin: '4821' }, tablet);
    expect(inn.statusCode).toBe(200);
    expect(inn.json().res_data).toMatchObject({ employeeId: idOf.cutter, state: 'working', openEntry: { method: 'pin' } });
    // The PIN holds no role at Los Angeles: unknown there.
    expect(
      (await api(t.app, 'POST', 'PunchByPin', { storeId: la, action: 'clock_out', pin: '4821' }, headersOf.franchisor)).statusCode,
    ).toBe(422);
    const out = await api(t.app, 'POST', 'PunchByPin', { storeId: chicago, action: 'clock_out', pin: '4821' }, tablet);
    expect(out.json().res_data.state).toBe('out');
  });

  it('a California 13-hour day added by a manager shows 8 regular, 4 overtime, 1 double time', async () => {
    const add = await api(fixed, 'POST', 'Entry', {
      employeeId: idOf.laCutter,
      storeId: la,
      kind: 'work',
      clockIn: '2026-06-02T15:00:00Z',
      clockOut: '2026-06-03T04:00:00Z',
      reason: 'Forgot to clock in on the tablet',
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().res_data).toMatchObject({ method: 'manager', edited: true, version: 1 });
    const card = await api(fixed, 'GET', `Card?storeId=${la}`);
    expect(card.statusCode).toBe(200);
    const body = card.json().res_data;
    expect(body).toMatchObject({
      periodStart: '2026-05-31',
      periodEnd: '2026-06-06',
      overtimeRule: 'california',
      current: true,
      locked: false,
      selfOnly: false,
    });
    const person = body.employees.find((e: { employeeId: string }) => e.employeeId === idOf.laCutter);
    expect(person.days[2]).toMatchObject({
      date: '2026-06-02',
      paid: 780,
      regular: 480,
      overtime: 240,
      doubleTime: 60,
      flags: ['short_break', 'edited'],
    });
    expect(person.totals).toEqual({ paid: 780, unpaidBreak: 0, regular: 480, overtime: 240, doubleTime: 60 });
    // The cutter with view_self_time_card sees only their own card.
    const own = (await api(fixed, 'GET', `Card?storeId=${la}`, undefined, headersOf.laCutter)).json().res_data;
    expect(own.selfOnly).toBe(true);
    expect(own.employees.map((e: { employeeId: string }) => e.employeeId)).toEqual([idOf.laCutter]);
  });

  it('edits with a reason write a new version; an overlap is 422 and writes nothing', async () => {
    const base = { employeeId: idOf.cutter, storeId: chicago, kind: 'work', reason: 'Paper timesheet' };
    const a = (await api(fixed, 'POST', 'Entry', { ...base, clockIn: '2026-06-01T14:00:00Z', clockOut: '2026-06-01T22:00:00Z' })).json()
      .res_data;
    const b = (await api(fixed, 'POST', 'Entry', { ...base, clockIn: '2026-06-02T14:00:00Z', clockOut: '2026-06-02T22:00:00Z' })).json()
      .res_data;
    const noReason = await api(fixed, 'PUT', `Entry/${a.id}`, {
      kind: 'work',
      clockIn: '2026-06-01T14:00:00Z',
      clockOut: '2026-06-01T23:00:00Z',
      reason: '',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields.reason).toBe('Give a reason (at least 3 characters)');
    const edit = await api(fixed, 'PUT', `Entry/${a.id}`, {
      kind: 'work',
      clockIn: '2026-06-01T14:00:00Z',
      clockOut: '2026-06-01T23:00:00Z',
      reason: 'Stayed late',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().res_data).toMatchObject({ version: 2, clockOut: '2026-06-01T23:00:00.000Z' });
    const overlap = await api(fixed, 'PUT', `Entry/${b.id}`, {
      kind: 'work',
      clockIn: '2026-06-01T22:00:00Z',
      clockOut: '2026-06-02T22:00:00Z',
      reason: 'Wrong day',
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().error.fields).toEqual({ clockIn: 'This overlaps another entry of the employee' });
    const history = (await api(fixed, 'GET', `Entry/${a.id}/History`)).json().res_data;
    expect(
      history.versions.map((v: { version: number; action: string; reason: string | null; editorName: string }) => [
        v.version,
        v.action,
        v.reason,
        v.editorName,
      ]),
    ).toEqual([
      [1, 'add', 'Paper timesheet', 'Franchisor Tester'],
      [2, 'edit', 'Stayed late', 'Franchisor Tester'],
    ]);
    const bVersions = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.select().from(timeEntryVersions).where(eq(timeEntryVersions.entryId, b.id)),
    );
    expect(bVersions).toHaveLength(1);
    const del = await api(fixed, 'POST', `Entry/${b.id}/Delete`, { reason: 'Duplicate' });
    expect(del.statusCode).toBe(200);
    const deleted = (await api(fixed, 'GET', `Entry/${b.id}/History`)).json().res_data;
    expect(deleted.deleted).toBe(true);
    expect(deleted.versions.map((v: { action: string }) => v.action)).toEqual(['add', 'delete']);
    // The cutter may not edit.
    expect(
      (
        await api(
          fixed,
          'PUT',
          `Entry/${a.id}`,
          { kind: 'work', clockIn: '2026-06-01T14:00:00Z', clockOut: '2026-06-01T15:00:00Z', reason: 'Mine' },
          headersOf.cutter,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('tenant isolation: another tenant gets 404 for this tenant’s store and entry', async () => {
    const [entry] = await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(timeEntries).limit(1));
    expect((await api(t.app, 'GET', `Card?storeId=${chicago}`, undefined, betaHeaders)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `Entry/${entry.id}/History`, undefined, betaHeaders)).statusCode).toBe(404);
    const edit = await api(
      t.app,
      'PUT',
      `Entry/${entry.id}`,
      { kind: 'work', clockIn: '2026-06-01T14:00:00Z', clockOut: '2026-06-01T15:00:00Z', reason: 'Hijack' },
      betaHeaders,
    );
    expect(edit.statusCode).toBe(404);
  });

  it('permission matrix', async () => {
    const expected: Record<(typeof ROLES)[number], { card: number; add: number; approve: number; exportCsv: number }> = {
      franchisor: { card: 200, add: 422, approve: 422, exportCsv: 200 },
      general_manager: { card: 200, add: 422, approve: 422, exportCsv: 200 },
      shop_manager: { card: 200, add: 422, approve: 422, exportCsv: 200 },
      coordinator: { card: 200, add: 403, approve: 403, exportCsv: 403 },
      cutter: { card: 200, add: 403, approve: 403, exportCsv: 403 },
    };
    for (const role of ROLES) {
      const h = headersOf[role];
      const got = {
        card: (await api(t.app, 'GET', `Card?storeId=${chicago}`, undefined, h)).statusCode,
        // Valid flags reach validation of the body (no employee), so 422 means "allowed".
        add: (await api(t.app, 'POST', 'Entry', {}, h)).statusCode,
        approve: (await api(t.app, 'POST', 'Approve', {}, h)).statusCode,
        exportCsv: (await api(t.app, 'GET', `Export?storeId=${chicago}&periodStart=2026-05-31`, undefined, h)).statusCode,
      };
      expect({ role, ...got }).toEqual({ role, ...expected[role] });
    }
  });

  raceTest('20 concurrent clock-ins of one employee end with one open entry', async () => {
    const h = headersOf.laCutter;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api(t.app, 'POST', 'Punch', { storeId: la, action: 'clock_in' }, h)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const open = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.employeeId, idOf.laCutter), eq(timeEntries.method, 'self'))),
    );
    expect(open.filter((r) => r.clockOut === null)).toHaveLength(1);
  });
});
