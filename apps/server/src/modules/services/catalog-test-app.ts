// The scaffolding the catalog route tests share: two tenants with a signed-in franchisor each, and calls of one prefix.
import { expect } from 'vitest';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import type { Headers } from './catalog-test-data.ts';

export interface CatalogTestApp {
  t: TestApp;
  alpha: TestTenant;
  beta: TestTenant;
  franchisorId: string;
  franchisor: Headers;
  betaFranchisor: Headers;
}

/** The app over a fresh database with tenants Alpha and Beta, each with a signed-in franchisor. */
export async function createCatalogTestApp(): Promise<CatalogTestApp> {
  const t = await createTestApp();
  const alpha = await makeTenant(t.database.db, 'Alpha');
  const beta = await makeTenant(t.database.db, 'Beta');
  const employee = await makeEmployee(t.database.db, alpha, 'franchisor');
  const franchisor = (await staffAuth(t.database.db, employee)).headers;
  const betaFranchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, beta, 'franchisor'))).headers;
  return { t, alpha, beta, franchisorId: employee.id, franchisor, betaFranchisor };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls of `/api/<prefix>/...`, signed in as `current().headers` unless told otherwise.
 * `current` is read on each call because the app and headers are made in `beforeAll`.
 */
export function catalogCalls(prefix: string, current: () => { t: TestApp; headers: Headers }, defaultWizard: () => object) {
  const call = (method: Method, path: string, headers: Headers = current().headers, payload?: object) =>
    current().t.app.inject({ method, url: `/api/${prefix}/${path}`, headers, ...(payload === undefined ? {} : { payload }) });
  const create = (payload: object, headers: Headers = current().headers) => call('POST', 'Create', headers, payload);
  const created = async (payload: object = defaultWizard()) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().res_data;
  };
  const search = (payload: object, headers: Headers = current().headers) => call('POST', 'Search', headers, payload);
  return { call, create, created, search };
}
