// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../testing/fetch-mock.ts';
import { apiRequest, whileChangingIdentity } from './client.ts';
import { configureClient, resetClientHooks } from './client-hooks.ts';
import { resetEnvCache } from './env.ts';

const env = { 'GET /api/getEnv': () => json({ res_data: { apiBaseUrl: '/api' } }) };
const signOutRoutes = {
  'GET /api/auth/csrf': () => json({ csrfToken: 'csrf-1' }),
  'POST /api/auth/signout': () => json({ url: '/admin' }),
};
const unauthorized = () => json({ message: 'Your session has expired. Please sign in again.', error: { code: 'TOKEN_EXPIRE' } }, 401);

let navigate: ReturnType<typeof vi.fn<(path: string, state?: unknown) => void>>;
let onSignedOut: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  resetEnvCache();
  localStorage.clear();
  navigate = vi.fn<(path: string, state?: unknown) => void>();
  onSignedOut = vi.fn<() => void>();
  configureClient({ navigate, onSignedOut, getLocale: () => 'en', getTenantId: () => 'tenant-1' });
  window.history.pushState({}, '', '/admin/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetClientHooks();
});

describe('the API client', () => {
  it('resolves with res_data and sends the spec headers', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const calls = mockFetch({ ...env, 'POST /api/Config/Fetch': () => json({ res_data: { ok: 1 } }, 201) });
    await expect(apiRequest({ path: 'Config/Fetch', method: 'POST', body: { groups: [] } })).resolves.toEqual({ ok: 1 });
    const call = calls.find((c) => c.url === '/api/Config/Fetch');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('tenantId')).toBe('tenant-1');
    expect(call?.headers.get('tenant_id')).toBe('tenant-1');
    expect(call?.headers.get('is_auth')).toBe('true');
    expect(call?.headers.get('locale')).toBe('en');
    expect(call?.headers.get('domain_name')).toBe(window.location.hostname);
    expect(call?.headers.get('device_type')).toBeTruthy();
    // Inside /admin the call is not a customer call: no brand domain.
    expect(call?.headers.get('x-brand-domain')).toBeNull();
  });

  it('sends no JSON content type when there is no body, so a DELETE is not refused', async () => {
    const calls = mockFetch({ ...env, 'DELETE /api/Service/Delete/s-1': () => json({ res_data: { id: 's-1' } }) });
    await expect(apiRequest({ path: 'Service/Delete/s-1', method: 'DELETE' })).resolves.toEqual({ id: 's-1' });
    expect(calls.find((c) => c.url === '/api/Service/Delete/s-1')?.headers.get('Content-Type')).toBeNull();
  });

  it('adds the brand domain to customer calls', async () => {
    window.history.pushState({}, '', '/customer');
    const calls = mockFetch({ ...env, 'GET /api/Brand/Current': () => json({ res_data: {} }) });
    await apiRequest({ path: 'Brand/Current' });
    expect(calls.at(-1)?.headers.get('x-brand-domain')).toBe(window.location.hostname);
  });

  it('rejects with the body message merged with the body error', async () => {
    mockFetch({
      ...env,
      'POST /api/Store/Create': () =>
        json({ message: 'Name is required', error: { code: 'VALIDATION_FAILED', fields: { name: 'Name is required' } } }, 422),
    });
    await expect(apiRequest({ path: 'Store/Create', method: 'POST', body: {} })).rejects.toMatchObject({
      hasError: true,
      message: 'Name is required',
      code: 'VALIDATION_FAILED',
      fields: { name: 'Name is required' },
    });
  });

  it("rejects with 'Something went wrong!' when the body has no message", async () => {
    mockFetch({ ...env, 'GET /api/Store/GetById/1': () => new Response('oops', { status: 500 }) });
    await expect(apiRequest({ path: 'Store/GetById/1' })).rejects.toMatchObject({ hasError: true, message: 'Something went wrong!' });
  });

  it("rejects with 'Something went wrong!' on a network failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest({ path: 'Store/GetById/1' })).rejects.toEqual({ hasError: true, message: 'Something went wrong!' });
  });

  it('on 401 stores the message, signs out on the server, clears storage and goes to /admin', async () => {
    localStorage.setItem('accessToken', 'token-1');
    localStorage.setItem('rememberMe', 'true');
    const calls = mockFetch({ ...env, ...signOutRoutes, 'POST /api/EmployeeAuth/ChangePassword': unauthorized });
    await expect(apiRequest({ path: 'EmployeeAuth/ChangePassword', method: 'POST', body: {} })).rejects.toMatchObject({ hasError: true });
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/signout')).toBe(true);
    expect(localStorage.getItem('unauthorizedErrorMessage')).toBe('Your session has expired. Please sign in again.');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/admin');
  });

  it('on 401 outside the admin area goes to the stored logout-redirect address, without server sign-out when no token', async () => {
    window.history.pushState({}, '', '/customer');
    localStorage.setItem('logoutRedirectUrl', '/customer?store=1');
    const calls = mockFetch({ ...env, ...signOutRoutes, 'GET /api/CustomerAuth/Authenticated': unauthorized });
    await expect(apiRequest({ path: 'CustomerAuth/Authenticated' })).rejects.toMatchObject({ hasError: true });
    expect(calls.some((c) => c.url === '/api/auth/signout')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/customer?store=1');
  });

  it('ends nothing on a 401 to a call made with a token that is no longer the current one (a role just returned)', async () => {
    localStorage.setItem('accessToken', 'assumed-token');
    const calls = mockFetch({
      ...env,
      ...signOutRoutes,
      'GET /api/Notification/List': () => {
        // The person returned to their own role while this call was on its way.
        localStorage.setItem('accessToken', 'own-token');
        return unauthorized();
      },
    });
    await expect(apiRequest({ path: 'Notification/List' })).rejects.toMatchObject({ hasError: true });
    expect(calls.some((c) => c.url === '/api/auth/signout')).toBe(false);
    expect(localStorage.getItem('accessToken')).toBe('own-token');
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not treat a 401 from a logout call as an expired session', async () => {
    localStorage.setItem('accessToken', 'token-1');
    mockFetch({ ...env, 'POST /api/EmployeeAuth/Logout': unauthorized, 'POST /api/CustomerAuth/Logout': unauthorized });
    await expect(apiRequest({ path: 'EmployeeAuth/Logout', method: 'POST', body: {} })).rejects.toMatchObject({ hasError: true });
    await expect(apiRequest({ path: 'CustomerAuth/Logout', method: 'POST', body: {} })).rejects.toMatchObject({ hasError: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('unauthorizedErrorMessage')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('token-1');
  });

  it('shows the not-authorised page on 403', async () => {
    mockFetch({ ...env, 'GET /api/Store/GetById/1': () => json({ message: 'Not permitted', error: { code: 'FORBIDDEN' } }, 403) });
    await expect(apiRequest({ path: 'Store/GetById/1' })).rejects.toMatchObject({ message: 'Not permitted' });
    expect(navigate).toHaveBeenCalledWith('/not-authorised');
  });

  it('keeps the person where they are going on a 403 to a call sent while the identity changes (assume role)', async () => {
    let answer: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockFetch({
      ...env,
      'GET /api/Employee/GetById/1': async () => {
        await refused;
        return json({ message: 'Not permitted', error: { code: 'FORBIDDEN' } }, 403);
      },
    });
    let call: Promise<unknown> = Promise.resolve();
    await whileChangingIdentity(async () => {
      call = apiRequest({ path: 'Employee/GetById/1' }).catch(() => undefined);
    });
    // The refusal arrives after the change has ended (the page being left answered late): still no redirect.
    answer();
    await call;
    expect(navigate).not.toHaveBeenCalled();
    await expect(apiRequest({ path: 'Employee/GetById/1' })).rejects.toMatchObject({ message: 'Not permitted' });
    expect(navigate).toHaveBeenCalledWith('/not-authorised');
  });

  it('sends the translation signature error to not-found with the spec message', async () => {
    const message = 'It seems date and time are not correct, please check and try again.';
    mockFetch({ ...env, 'POST /api/Config/GetTranslation': () => json({ message, error: { code: 'TRANSLATION_SIGNATURE' } }, 400) });
    await expect(apiRequest({ path: 'Config/GetTranslation', method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'TRANSLATION_SIGNATURE',
    });
    expect(navigate).toHaveBeenCalledWith('/not-found', { message });
  });
});
