// A small typed client of Intuit's OAuth 2.0 and QuickBooks Online Accounting API (issue 16), written from
// BACK-OFFICE-NOTES.md section 2 and Intuit's documentation:
// - authorize: GET {authorizeUrl}?client_id&response_type=code&scope=com.intuit.quickbooks.accounting&redirect_uri&state;
//   the redirect brings code, realmId and state.
// - token: POST {tokenUrl}, HTTP Basic client_id:client_secret, form grant_type=authorization_code (code,
//   redirect_uri) or grant_type=refresh_token; answers access_token, refresh_token, expires_in (3600) and
//   x_refresh_token_expires_in; a dead grant answers 400 {"error":"invalid_grant"}. A refresh may return a
//   new refresh token: the caller always keeps the one answered.
// - revoke: POST {revokeUrl} JSON {"token": refresh token}, HTTP Basic.
// - API: {apiBase}/v3/company/{realmId}/query?query=select ... (QueryResponse.{Entity}[]),
//   /companyinfo/{realmId} (CompanyInfo.CompanyName), POST /journalentry?requestid=... (JournalEntry.Id,
//   SyncToken; the same requestid never creates a second entry). 401 means the access token is no longer good;
//   429 means throttled: wait 60 seconds (limits-and-throttles).
import type { Config } from '../../config.ts';

export const INTUIT_SCOPE = 'com.intuit.quickbooks.accounting';
export const MINOR_VERSION = '75';
export const REDIRECT_PATH = '/admin/accounting/store-groups/quickbook-redirect';
/** Where this app serves its local fake of Intuit (development and tests, never production). */
export const LOCAL_FAKE_PREFIX = '/fake-intuit';
export const LOCAL_FAKE_CLIENT = { id: 'local-fake-client', secret: 'local-fake-secret' };

export interface IntuitEndpoints {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiBase: string;
  redirectUri: string;
  /** The app's own fake (no Intuit app configured). */
  local: boolean;
}

/** The real Intuit app when configured; else, outside production, the local fake; else none. */
export function intuitEndpoints(config: Config): IntuitEndpoints | null {
  const redirectUri = new URL(REDIRECT_PATH, config.PUBLIC_URL).toString();
  if (config.INTUIT_CLIENT_ID && config.INTUIT_CLIENT_SECRET)
    return {
      clientId: config.INTUIT_CLIENT_ID,
      clientSecret: config.INTUIT_CLIENT_SECRET,
      authorizeUrl: config.INTUIT_AUTHORIZE_URL,
      tokenUrl: config.INTUIT_TOKEN_URL,
      revokeUrl: config.INTUIT_REVOKE_URL,
      apiBase: config.INTUIT_API_BASE,
      redirectUri,
      local: false,
    };
  if (config.NODE_ENV === 'production') return null;
  const base = new URL(LOCAL_FAKE_PREFIX, config.PUBLIC_URL).toString();
  return {
    clientId: LOCAL_FAKE_CLIENT.id,
    clientSecret: LOCAL_FAKE_CLIENT.secret,
    authorizeUrl: `${base}/connect/oauth2`,
    tokenUrl: `${base}/oauth2/v1/tokens/bearer`,
    revokeUrl: `${base}/v2/oauth2/tokens/revoke`,
    apiBase: base,
    redirectUri,
    local: true,
  };
}

export class IntuitGrantError extends Error {}
export class IntuitAuthError extends Error {}
export class IntuitThrottled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`QuickBooks is throttling requests: retry in ${retryAfterSeconds} s`);
  }
}
export class IntuitError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface IntuitTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

export function authorizeUrl(e: IntuitEndpoints, state: string): string {
  const url = new URL(e.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: e.clientId,
    response_type: 'code',
    scope: INTUIT_SCOPE,
    redirect_uri: e.redirectUri,
    state,
  }).toString();
  return url.toString();
}

const basic = (e: IntuitEndpoints) => `Basic ${Buffer.from(`${e.clientId}:${e.clientSecret}`).toString('base64')}`;

async function tokenRequest(e: IntuitEndpoints, form: Record<string, string>, now: Date): Promise<IntuitTokens> {
  const res = await fetch(e.tokenUrl, {
    method: 'POST',
    headers: { authorization: basic(e), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.status === 400 && body.error === 'invalid_grant') throw new IntuitGrantError('The QuickBooks grant is no longer valid');
  if (!res.ok || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string')
    throw new IntuitError(res.status, `The QuickBooks token endpoint answered ${res.status}`);
  const seconds = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    accessExpiresAt: new Date(now.getTime() + seconds(body.expires_in, 3600) * 1000),
    refreshExpiresAt: new Date(now.getTime() + seconds(body.x_refresh_token_expires_in, 8_640_000) * 1000),
  };
}

export const exchangeCode = (e: IntuitEndpoints, code: string, now: Date) =>
  tokenRequest(e, { grant_type: 'authorization_code', code, redirect_uri: e.redirectUri }, now);
export const refreshTokens = (e: IntuitEndpoints, refreshToken: string, now: Date) =>
  tokenRequest(e, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);

export async function revokeToken(e: IntuitEndpoints, token: string): Promise<void> {
  const res = await fetch(e.revokeUrl, {
    method: 'POST',
    headers: { authorization: basic(e), 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!res.ok && res.status !== 400) throw new IntuitError(res.status, `The QuickBooks revoke endpoint answered ${res.status}`);
}

async function api<T>(e: IntuitEndpoints, realmId: string, accessToken: string, path: string, init: RequestInit = {}): Promise<T> {
  const url = `${e.apiBase.replace(/\/$/, '')}/v3/company/${encodeURIComponent(realmId)}/${path}`;
  const res = await fetch(url, {
    ...init,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  if (res.status === 401) throw new IntuitAuthError('QuickBooks refused the access token');
  if (res.status === 429) throw new IntuitThrottled(Number(res.headers.get('retry-after')) || 60);
  const body = (await res.json().catch(() => null)) as T | null;
  if (!res.ok || body === null) {
    const fault = (body as { Fault?: { Error?: { Message?: string; Detail?: string }[] } } | null)?.Fault?.Error?.[0];
    throw new IntuitError(
      res.status,
      `QuickBooks answered ${res.status}${fault ? `: ${fault.Message ?? ''} ${fault.Detail ?? ''}`.trimEnd() : ''}`,
    );
  }
  return body;
}

export async function query<T>(
  e: IntuitEndpoints,
  realmId: string,
  accessToken: string,
  entity: 'Account' | 'Department' | 'Class',
): Promise<T[]> {
  const q = new URLSearchParams({ query: `select * from ${entity} maxresults 1000`, minorversion: MINOR_VERSION });
  const body = await api<{ QueryResponse?: Record<string, T[]> }>(e, realmId, accessToken, `query?${q}`);
  return body.QueryResponse?.[entity] ?? [];
}

export async function companyName(e: IntuitEndpoints, realmId: string, accessToken: string): Promise<string> {
  const body = await api<{ CompanyInfo?: { CompanyName?: string } }>(
    e,
    realmId,
    accessToken,
    `companyinfo/${encodeURIComponent(realmId)}?minorversion=${MINOR_VERSION}`,
  );
  return body.CompanyInfo?.CompanyName ?? realmId;
}

export interface QboJournalEntry {
  TxnDate: string;
  DocNumber: string;
  PrivateNote?: string;
  Line: {
    Description?: string;
    Amount: number;
    DetailType: 'JournalEntryLineDetail';
    JournalEntryLineDetail: {
      PostingType: 'Debit' | 'Credit';
      AccountRef: { value: string; name?: string };
      ClassRef?: { value: string; name?: string };
      DepartmentRef?: { value: string; name?: string };
    };
  }[];
}

export async function createJournalEntry(
  e: IntuitEndpoints,
  realmId: string,
  accessToken: string,
  requestId: string,
  entry: QboJournalEntry,
): Promise<{ id: string; syncToken: string }> {
  const q = new URLSearchParams({ requestid: requestId, minorversion: MINOR_VERSION });
  const body = await api<{ JournalEntry?: { Id?: string; SyncToken?: string } }>(e, realmId, accessToken, `journalentry?${q}`, {
    method: 'POST',
    body: JSON.stringify(entry),
  });
  if (!body.JournalEntry?.Id) throw new IntuitError(200, 'QuickBooks answered without the entry id');
  return { id: body.JournalEntry.Id, syncToken: body.JournalEntry.SyncToken ?? '0' };
}
