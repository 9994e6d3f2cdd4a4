// A local fake of Intuit's OAuth 2.0 and QuickBooks Online endpoints (issue 16), answering as intuit-client.ts
// documents them. Tests start it on its own port (testing/fake-intuit-server.ts); outside production, with no
// Intuit app configured, the app serves it at /fake-intuit so `npm start` can connect and post locally.
// /__fake/* lets a test (or a person trying it) see the posted entries, revoke the grant, or make the next
// calls answer 401 or 429.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

export interface FakeAccount {
  Id: string;
  Name: string;
  AccountType: string;
  FullyQualifiedName: string;
  Active: boolean;
}
export interface FakeEntry {
  realmId: string;
  requestId: string;
  Id: string;
  SyncToken: string;
  body: Record<string, unknown>;
}

export class FakeIntuitState {
  readonly companyName = 'Sandbox Company US (local fake)';
  readonly realmId = '9130350000000001';
  readonly codes = new Map<string, { redirectUri: string }>();
  readonly access = new Map<string, number>();
  readonly refresh = new Set<string>();
  readonly entries: FakeEntry[] = [];
  readonly tokenCalls: string[] = [];
  /** A slow token endpoint (race tests widen the window of concurrent refreshes with it). */
  tokenDelayMs = 0;
  /** The next API calls answer these statuses (then normal again). */
  readonly failNext: number[] = [];
  readonly accounts: FakeAccount[] = [
    ['1', 'Undeposited Funds', 'Other Current Asset'],
    ['2', 'Cash on hand', 'Bank'],
    ['3', 'Services', 'Income'],
    ['4', 'Sales of Product Income', 'Income'],
    ['5', 'Package Income', 'Income'],
    ['6', 'Discounts given', 'Income'],
    ['7', 'Sales Tax Payable', 'Other Current Liability'],
    ['8', 'Tips Payable', 'Other Current Liability'],
    ['9', 'Gift Card Liability', 'Other Current Liability'],
    ['10', 'Refunds', 'Income'],
    ['11', 'Cash Over and Short', 'Expense'],
    ['12', 'Rounding', 'Expense'],
  ].map(([Id, Name, AccountType]) => ({ Id: Id!, Name: Name!, AccountType: AccountType!, FullyQualifiedName: Name!, Active: true }));
  readonly classes: { Id: string; Name: string }[] = [];
  readonly departments: { Id: string; Name: string }[] = [];

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
    /** Access token lifetime answered (expires_in). */
    public accessSeconds = 3600,
  ) {}

  /** Revokes every token (as disconnecting the app in QuickBooks does). */
  revokeAll() {
    this.access.clear();
    this.refresh.clear();
  }
}

const token = () => randomBytes(24).toString('base64url');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fault = (reply: FastifyReply, status: number, type: string, message: string, code: string) =>
  reply.status(status).send({ Fault: { Error: [{ Message: message, Detail: message, code }], type }, time: new Date().toISOString() });

export const fakeIntuitPlugin: FastifyPluginAsync<{ state: FakeIntuitState }> = async (app, { state }) => {
  // Not part of this app's API: kept out of its OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const basicOk = (request: FastifyRequest) =>
    request.headers.authorization === `Basic ${Buffer.from(`${state.clientId}:${state.clientSecret}`).toString('base64')}`;

  // The consent page: the company to connect and a Connect link back to the app with code, state and realmId.
  app.get('/connect/oauth2', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.client_id !== state.clientId || q.response_type !== 'code' || !q.redirect_uri || !q.state)
      return reply
        .status(400)
        .type('text/html')
        .send('<p>invalid_request: client_id, response_type=code, redirect_uri and state are required</p>');
    const code = token();
    state.codes.set(code, { redirectUri: q.redirect_uri });
    const back = new URL(q.redirect_uri);
    back.search = new URLSearchParams({ code, state: q.state, realmId: state.realmId }).toString();
    const deny = new URL(q.redirect_uri);
    deny.search = new URLSearchParams({ error: 'access_denied', state: q.state }).toString();
    return reply
      .type('text/html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Intuit (local fake): connect</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<main><h1>Connect to QuickBooks (local fake)</h1><p>The salon app asks to use your company <strong>${escapeHtml(state.companyName)}</strong>
(scope ${escapeHtml(q.scope ?? '')}).</p><p><a id="connect" href="${escapeHtml(back.toString())}">Connect</a> &nbsp; <a href="${escapeHtml(deny.toString())}">Cancel</a></p></main></body></html>`);
  });

  app.post('/oauth2/v1/tokens/bearer', async (request, reply) => {
    if (!basicOk(request)) return reply.status(401).send({ error: 'invalid_client' });
    const form = (request.body ?? {}) as Record<string, string>;
    state.tokenCalls.push(form.grant_type ?? '');
    if (state.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, state.tokenDelayMs));
    if (form.grant_type === 'authorization_code') {
      const code = state.codes.get(form.code ?? '');
      if (!code || code.redirectUri !== form.redirect_uri) return reply.status(400).send({ error: 'invalid_grant' });
      state.codes.delete(form.code!);
    } else if (form.grant_type === 'refresh_token') {
      if (!state.refresh.has(form.refresh_token ?? '')) return reply.status(400).send({ error: 'invalid_grant' });
      state.refresh.delete(form.refresh_token!);
    } else return reply.status(400).send({ error: 'unsupported_grant_type' });
    const access = token();
    const refresh = token();
    state.access.set(access, Date.now() + state.accessSeconds * 1000);
    state.refresh.add(refresh);
    return {
      token_type: 'bearer',
      access_token: access,
      refresh_token: refresh,
      expires_in: state.accessSeconds,
      x_refresh_token_expires_in: 8_726_400,
    };
  });

  app.post('/v2/oauth2/tokens/revoke', async (request, reply) => {
    if (!basicOk(request)) return reply.status(401).send({ error: 'invalid_client' });
    const body = (request.body ?? {}) as { token?: string };
    if (!body.token) return reply.status(400).send({ error: 'invalid_request' });
    state.revokeAll();
    return reply.status(200).send({});
  });

  // Every API call: a live bearer token, the company of the grant, then any failure a test asked for.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.includes('/v3/company/')) return;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = bearer ? state.access.get(bearer) : undefined;
    const forced = state.failNext.shift();
    if (!expires || expires < Date.now() || forced === 401) return fault(reply, 401, 'AUTHENTICATION', 'AuthenticationFailed', '3200');
    if (forced === 429) return reply.header('retry-after', '60').status(429).send({ fault: 'ThrottleExceeded' });
    if ((request.params as { realmId?: string }).realmId !== state.realmId)
      return fault(reply, 403, 'AuthorizationFault', 'ApplicationAuthorizationFailed', '003100');
  });

  app.get('/v3/company/:realmId/companyinfo/:id', async () => ({
    CompanyInfo: { Id: '1', CompanyName: state.companyName, Country: 'US' },
    time: new Date().toISOString(),
  }));

  app.get('/v3/company/:realmId/query', async (request, reply) => {
    const q = String((request.query as { query?: string }).query ?? '');
    const entity = /^select \* from (\w+)/i.exec(q)?.[1];
    const rows =
      entity === 'Account' ? state.accounts : entity === 'Class' ? state.classes : entity === 'Department' ? state.departments : null;
    if (!rows) return fault(reply, 400, 'ValidationFault', 'QueryParserError', '4000');
    return { QueryResponse: { [entity!]: rows, startPosition: 1, maxResults: rows.length }, time: new Date().toISOString() };
  });

  app.post('/v3/company/:realmId/journalentry', async (request, reply) => {
    const requestId = String((request.query as { requestid?: string }).requestid ?? '');
    const body = (request.body ?? {}) as {
      Line?: { Amount?: number; JournalEntryLineDetail?: { PostingType?: string; AccountRef?: { value?: string } } }[];
    };
    const seen = state.entries.find((e) => e.requestId === requestId && requestId !== '');
    if (seen) return { JournalEntry: { ...seen.body, Id: seen.Id, SyncToken: seen.SyncToken }, time: new Date().toISOString() };
    const lines = body.Line ?? [];
    let balance = 0;
    for (const l of lines) {
      const d = l.JournalEntryLineDetail;
      if (!d?.AccountRef?.value || !state.accounts.some((a) => a.Id === d.AccountRef!.value))
        return fault(reply, 400, 'ValidationFault', 'Invalid Reference Id', '2500');
      balance += Math.round((l.Amount ?? 0) * 100) * (d.PostingType === 'Debit' ? 1 : -1);
    }
    if (lines.length < 2 || balance !== 0)
      return fault(reply, 400, 'ValidationFault', 'Transaction must balance: debits must equal credits', '6000');
    const entry: FakeEntry = { realmId: state.realmId, requestId, Id: String(100 + state.entries.length), SyncToken: '0', body };
    state.entries.push(entry);
    return { JournalEntry: { ...body, Id: entry.Id, SyncToken: '0' }, time: new Date().toISOString() };
  });

  for (const kind of ['class', 'department'] as const) {
    app.post(`/v3/company/:realmId/${kind}`, async (request, reply) => {
      const name = String((request.body as { Name?: string } | undefined)?.Name ?? '').trim();
      const list = kind === 'class' ? state.classes : state.departments;
      if (!name || list.some((l) => l.Name === name)) return fault(reply, 400, 'ValidationFault', 'Duplicate Name Exists Error', '6240');
      const row = { Id: String(list.length + 1), Name: name };
      list.push(row);
      return { [kind === 'class' ? 'Class' : 'Department']: row, time: new Date().toISOString() };
    });
  }

  app.get('/__fake/journalentries', async () => ({ entries: state.entries.map((e) => ({ Id: e.Id, requestId: e.requestId, ...e.body })) }));
  app.post('/__fake/revoke', async () => {
    state.revokeAll();
    return { revoked: true };
  });
};
