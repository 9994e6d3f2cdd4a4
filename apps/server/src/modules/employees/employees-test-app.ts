// The world of the Employee route tests (test-only): an app with its own upload folder, two tenants and a franchisor.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';

export type Headers = Record<string, string>;

export interface EmployeesTestWorld {
  t: TestApp;
  a: TestTenant;
  b: TestTenant;
  franchisor: Headers;
  /** Removes the upload folder. */
  close: () => Promise<void>;
}

export async function employeesTestWorld(): Promise<EmployeesTestWorld> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'salon-employees-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  const a = await makeTenant(t.database.db, 'Alpha');
  const b = await makeTenant(t.database.db, 'Beta');
  const franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'franchisor'))).headers;
  return { t, a, b, franchisor, close: () => rm(dataDir, { recursive: true, force: true }) };
}

/** Employee/<url> as the given staff member. */
export const employeeCall = (t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: `/api/Employee/${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
