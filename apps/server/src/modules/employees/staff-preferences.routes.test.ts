import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee } from '../../testing/factories.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { employeeCall, type EmployeesTestWorld, employeesTestWorld, type Headers } from './employees-test-app.ts';

let w: EmployeesTestWorld;
let cutter: Headers;
let desk: Headers;

beforeAll(async () => {
  w = await employeesTestWorld();
  cutter = (await staffAuth(w.t.database.db, await makeEmployee(w.t.database.db, w.a, 'cutter'))).headers;
  desk = (await staffAuth(w.t.database.db, await makeEmployee(w.t.database.db, w.a, 'coordinator'))).headers;
});
afterAll(() => w.close());

const prefs = (headers: Headers) => employeeCall(w.t, 'GET', 'Preferences', headers);
const save = (headers: Headers, body: unknown) => employeeCall(w.t, 'PUT', 'Preferences', headers, body);

describe('Employee/Preferences: the calendar time scale follows the person', () => {
  it('starts unset, saves for the caller only, and reads back from any session', async () => {
    expect((await prefs(cutter)).json().res_data).toEqual({ calendarTimeScale: null });
    const saved = await save(cutter, { calendarTimeScale: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().res_data).toEqual({ calendarTimeScale: 10 });
    expect((await prefs(cutter)).json().res_data).toEqual({ calendarTimeScale: 10 });
    // Another person's setting is theirs: unchanged.
    expect((await prefs(desk)).json().res_data).toEqual({ calendarTimeScale: null });
    expect((await save(cutter, { calendarTimeScale: null })).json().res_data).toEqual({ calendarTimeScale: null });
  });

  it.each([[7], [0], ['15'], [15.5]])('refuses the time scale %j with the field named', async (scale) => {
    const res = await save(desk, { calendarTimeScale: scale });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['calendarTimeScale']);
    expect((await prefs(desk)).json().res_data).toEqual({ calendarTimeScale: null });
  });

  it('refuses an anonymous caller', async () => {
    expect((await prefs({})).statusCode).toBe(401);
    expect((await save({}, { calendarTimeScale: 5 })).statusCode).toBe(401);
  });
});
