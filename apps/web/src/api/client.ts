import { type ErrorCode, KIOSK_TOKEN_HEADER, TRANSLATION_SIGNATURE_MESSAGE } from '@salon/shared';
import type { z } from 'zod';
import { readStorage } from '../app/storage.ts';
import { type ApiError, networkError, toApiError } from './api-error.ts';
import { clientHooks } from './client-hooks.ts';
import { apiBaseUrl } from './env.ts';
import { handleUnauthorized } from './unauthorized.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';

export interface ApiRequest {
  /** `Controller/Action[/{id}]`, relative to the API base address. */
  path: string;
  method?: HttpMethod;
  body?: unknown;
  /** Customer calls carry the brand domain; by default every call made outside /admin does. */
  brandScoped?: boolean;
  /** Extra headers of this call (an Idempotency-Key). */
  headers?: Record<string, string>;
}

const TRANSLATION_SIGNATURE: ErrorCode = 'TRANSLATION_SIGNATURE';

/** The logout calls are the exception to the 401 handling (spec section 4). */
const LOGOUT_PATHS = new Set(['EmployeeAuth/Logout', 'CustomerAuth/Logout']);

function contextHeaders(request: Pick<ApiRequest, 'brandScoped'>): Record<string, string> {
  const hooks = clientHooks();
  const token = readStorage('accessToken');
  const tenantId = hooks.getTenantId() ?? readStorage('tenantId') ?? '';
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    device_type: window.matchMedia?.('(pointer: coarse)').matches ? 'mobile' : 'web',
    locale: hooks.getLocale(),
    domain_name: window.location.hostname,
    is_auth: token ? 'true' : 'false',
    tenant_id: tenantId,
  };
  if (tenantId) headers.tenantId = tenantId;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.brandScoped ?? !hooks.isAdminContext()) headers['x-brand-domain'] = window.location.hostname;
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Identity changes under way (assume role, return): calls sent meanwhile do not send the person to /not-authorised. */
let changingIdentity = 0;

/**
 * Runs an identity change (assume role, return) and the navigation that ends it. The page being left refetches
 * with the new identity, which may not read it: that 403 must not send the person to /not-authorised after they
 * have been taken to the new identity's page. A call sent meanwhile answers its error to its own screen only.
 */
export async function whileChangingIdentity<T>(work: () => Promise<T>): Promise<T> {
  changingIdentity++;
  try {
    return await work();
  } finally {
    changingIdentity--;
  }
}

async function react(path: string, status: number, error: ApiError, quiet = false): Promise<void> {
  if (status === 401 && !LOGOUT_PATHS.has(path)) {
    await handleUnauthorized(error.message);
  } else if (status === 403) {
    if (quiet) return;
    clientHooks().navigate('/not-authorised');
  } else if (error.code === TRANSLATION_SIGNATURE) {
    clientHooks().navigate('/not-found', { message: TRANSLATION_SIGNATURE_MESSAGE });
  }
}

async function send(request: ApiRequest): Promise<unknown> {
  const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
  const headers = { ...contextHeaders(request), ...request.headers };
  const body = request.body === undefined || method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(request.body);
  // A JSON content type with no body is refused by the server (a DELETE without a body, for one).
  if (body === undefined) delete headers['Content-Type'];
  return exchange(request.path, { method, headers, body });
}

async function exchange(rawPath: string, init: { method: HttpMethod; headers: Record<string, string>; body?: BodyInit }): Promise<unknown> {
  const path = rawPath.replace(/^\/+/, '');
  const quiet = changingIdentity > 0;
  let response: Response;
  try {
    response = await fetch(`${await apiBaseUrl()}/${path}`, { ...init, credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  const body = await readBody(response);
  if (response.ok || response.status === 201) {
    return typeof body === 'object' && body !== null && 'res_data' in body ? body.res_data : undefined;
  }
  const error = toApiError(body, response.status);
  // The in-store tablet has no session: its 401 means "not paired", which its own screen answers. A 401 to a call made
  // with a token that is no longer the current one (an assumed role just returned, a sign-in in another tab) says
  // nothing about the current session: it ends nothing.
  const token = readStorage('accessToken');
  const stale = response.status === 401 && init.headers.Authorization !== undefined && init.headers.Authorization !== `Bearer ${token}`;
  if (!init.headers[KIOSK_TOKEN_HEADER] && !stale) await react(path, response.status, error, quiet);
  throw error;
}

/**
 * The raw form-data upload helper (spec section 7): posts the form data to `path` with the bearer
 * token and context headers (the browser sets the multipart Content-Type), resolves with `res_data`
 * checked by `schema`, rejects with an ApiError (413 and 415 carry the server's message).
 */
export async function apiUpload<S extends z.ZodType>(path: string, data: FormData, schema: S): Promise<z.infer<S>> {
  const { 'Content-Type': _json, ...headers } = contextHeaders({ brandScoped: false });
  const answer = await exchange(path, { method: 'POST', headers, body: data });
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw networkError();
  return parsed.data;
}

/**
 * The one HTTP client (spec sections 7 and 8): resolves with `res_data` (checked by the schema
 * when one is given), rejects with an ApiError.
 */
export function apiRequest(request: ApiRequest): Promise<unknown>;
export function apiRequest<S extends z.ZodType>(request: ApiRequest, schema: S): Promise<z.infer<S>>;
export async function apiRequest<S extends z.ZodType>(request: ApiRequest, schema?: S): Promise<unknown> {
  const data = await send(request);
  if (!schema) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw networkError();
  return parsed.data;
}

/** A file answer (a report export): the bytes and the name the server gave in Content-Disposition. */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  const { 'Content-Type': _json, ...headers } = contextHeaders({ brandScoped: false });
  let response: Response;
  try {
    response = await fetch(`${await apiBaseUrl()}/${path.replace(/^\/+/, '')}`, {
      headers: { ...headers, Accept: '*/*' },
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const error = toApiError(await readBody(response), response.status);
    await react(path, response.status, error);
    throw error;
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}
