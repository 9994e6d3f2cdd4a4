// The group's QuickBooks Online connection (issue 16): OAuth 2.0 with a state checked on the way back, tokens
// sealed at rest, and an access token refreshed by one process at a time (row lock), always keeping the refresh
// token Intuit answered. A dead grant marks the group "reconnect"; nothing half-written is left behind.
import { createHash, randomBytes } from 'node:crypto';
import type { ConnectComplete } from '@salon/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import {
  authorizeUrl,
  companyName,
  exchangeCode,
  IntuitAuthError,
  type IntuitEndpoints,
  intuitEndpoints,
  IntuitGrantError,
  type IntuitTokens,
  query,
  refreshTokens,
  revokeToken,
} from '../../platform/accounting/intuit-client.ts';
import { tokenSeal } from '../../platform/accounting/token-seal.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError, conflict, invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type AccountingConnectionRow, accountingConnections } from './accounting.tables.ts';
import { loadGroup } from './store-groups.service.ts';

const STATE_MINUTES = 15;
/** Refresh this long before the access token runs out. */
const REFRESH_MARGIN_MS = 5 * 60_000;

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
export const reconnectNeeded = () =>
  new AppError(409, 'CONFLICT', 'The QuickBooks connection has expired or was revoked: reconnect the store group.');

export function endpointsOrFail(ctx: Pick<AppContext, 'config'>): IntuitEndpoints {
  const e = intuitEndpoints(ctx.config);
  if (!e) throw conflict('QuickBooks Online is not configured on this server (INTUIT_CLIENT_ID); use the offline export.');
  return e;
}

async function connectionRow(tx: Tx, tenantId: string, groupId: string, forUpdate = false) {
  const q = tx
    .select()
    .from(accountingConnections)
    .where(and(eq(accountingConnections.tenantId, tenantId), eq(accountingConnections.groupId, groupId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function startConnect(ctx: AppContext, actor: Actor, groupId: string, requestId: string) {
  const e = endpointsOrFail(ctx);
  const state = randomBytes(24).toString('base64url');
  await withTenant(ctx.db, actor.tenantId, async (tx) => {
    await loadGroup(tx, actor, groupId);
    const stateExpiresAt = new Date(ctx.now().getTime() + STATE_MINUTES * 60_000);
    const existing = await connectionRow(tx, actor.tenantId, groupId, true);
    if (existing)
      await tx
        .update(accountingConnections)
        .set({ stateHash: hash(state), stateExpiresAt })
        .where(eq(accountingConnections.id, existing.id));
    else
      await tx
        .insert(accountingConnections)
        .values({ tenantId: actor.tenantId, groupId, status: 'pending', stateHash: hash(state), stateExpiresAt });
    await audit(tx, actor, { action: 'accounting.connect.start', entityType: 'accounting_store_group', entityId: groupId }, requestId);
  });
  return { authorizeUrl: authorizeUrl(e, state) };
}

function sealTokens(ctx: AppContext, groupId: string, t: IntuitTokens) {
  const seal = tokenSeal(ctx.config.ACCOUNTING_TOKEN_KEY);
  return {
    accessTokenSealed: seal.seal(t.accessToken, groupId),
    refreshTokenSealed: seal.seal(t.refreshToken, groupId),
    accessExpiresAt: t.accessExpiresAt,
    refreshExpiresAt: t.refreshExpiresAt,
  };
}

/** The redirect back from Intuit: the state must be one this tenant started and not yet used or expired. */
export async function completeConnect(ctx: AppContext, actor: Actor, input: ConnectComplete, requestId: string): Promise<string> {
  const e = endpointsOrFail(ctx);
  const row = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const [found] = await tx
      .select()
      .from(accountingConnections)
      .where(
        and(
          eq(accountingConnections.tenantId, actor.tenantId),
          eq(accountingConnections.stateHash, hash(input.state)),
          gt(accountingConnections.stateExpiresAt, ctx.now()),
        ),
      )
      .for('update');
    if (!found) throw invalid({ state: 'This connection request is unknown or has expired: start again from the store group' });
    // Used once: a replayed redirect finds nothing.
    await tx.update(accountingConnections).set({ stateHash: null, stateExpiresAt: null }).where(eq(accountingConnections.id, found.id));
    return found;
  });
  let tokens: IntuitTokens;
  try {
    tokens = await exchangeCode(e, input.code, ctx.now());
  } catch (err) {
    if (err instanceof IntuitGrantError) throw invalid({ code: 'QuickBooks refused this authorization code: connect again' });
    throw err;
  }
  const company = await companyName(e, input.realmId, tokens.accessToken);
  await withTenant(ctx.db, actor.tenantId, async (tx) => {
    await tx
      .update(accountingConnections)
      .set({
        status: 'connected',
        realmId: input.realmId,
        companyName: company,
        connectedAt: ctx.now(),
        connectedBy: actor.id,
        ...sealTokens(ctx, row.groupId, tokens),
      })
      .where(and(eq(accountingConnections.tenantId, actor.tenantId), eq(accountingConnections.id, row.id)));
    await audit(
      tx,
      actor,
      {
        action: 'accounting.connect.complete',
        entityType: 'accounting_store_group',
        entityId: row.groupId,
        details: { realmId: input.realmId, companyName: company },
      },
      requestId,
    );
  });
  return row.groupId;
}

export async function disconnect(ctx: AppContext, actor: Actor, groupId: string, requestId: string) {
  const row = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    await loadGroup(tx, actor, groupId);
    return connectionRow(tx, actor.tenantId, groupId);
  });
  const e = intuitEndpoints(ctx.config);
  if (e && row?.refreshTokenSealed) {
    try {
      await revokeToken(e, tokenSeal(ctx.config.ACCOUNTING_TOKEN_KEY).open(row.refreshTokenSealed, groupId));
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message, groupId }, 'QuickBooks revoke failed; the tokens are forgotten anyway');
    }
  }
  await withTenant(ctx.db, actor.tenantId, async (tx) => {
    await tx
      .update(accountingConnections)
      .set({ status: 'disconnected', accessTokenSealed: null, refreshTokenSealed: null, accessExpiresAt: null, refreshExpiresAt: null })
      .where(and(eq(accountingConnections.tenantId, actor.tenantId), eq(accountingConnections.groupId, groupId)));
    await audit(tx, actor, { action: 'accounting.disconnect', entityType: 'accounting_store_group', entityId: groupId }, requestId);
  });
}

export interface Session {
  e: IntuitEndpoints;
  realmId: string;
  accessToken: string;
}

/**
 * A live access token of the group. Near expiry (or when `force`, after a 401) the row is locked and, if no one
 * refreshed it meanwhile, refreshed; the answered refresh token replaces the old one in the same statement.
 * invalid_grant marks the connection "reconnect" (committed) and throws.
 */
export async function session(ctx: AppContext, tenantId: string, groupId: string, force = false): Promise<Session> {
  const e = endpointsOrFail(ctx);
  const seal = tokenSeal(ctx.config.ACCOUNTING_TOKEN_KEY);
  const ready = (row: AccountingConnectionRow | undefined, staleToken?: string) =>
    row?.status === 'connected' &&
    row.accessTokenSealed &&
    row.accessExpiresAt &&
    row.accessExpiresAt.getTime() - REFRESH_MARGIN_MS > ctx.now().getTime() &&
    seal.open(row.accessTokenSealed, groupId) !== staleToken;
  const current = await withTenant(ctx.db, tenantId, (tx) => connectionRow(tx, tenantId, groupId));
  if (current?.status !== 'connected' || !current.realmId) throw reconnectNeeded();
  const stale = force && current.accessTokenSealed ? seal.open(current.accessTokenSealed, groupId) : undefined;
  if (!force && ready(current)) return { e, realmId: current.realmId, accessToken: seal.open(current.accessTokenSealed!, groupId) };
  let lost = false;
  const refreshed = await withTenant(ctx.db, tenantId, async (tx) => {
    const row = await connectionRow(tx, tenantId, groupId, true);
    if (row?.status !== 'connected' || !row.refreshTokenSealed || !row.realmId) throw reconnectNeeded();
    if (ready(row, stale)) return { realmId: row.realmId, accessToken: seal.open(row.accessTokenSealed!, groupId) };
    try {
      const tokens = await refreshTokens(e, seal.open(row.refreshTokenSealed, groupId), ctx.now());
      await tx
        .update(accountingConnections)
        .set(sealTokens(ctx, groupId, tokens))
        .where(eq(accountingConnections.id, row.id));
      return { realmId: row.realmId, accessToken: tokens.accessToken };
    } catch (err) {
      if (!(err instanceof IntuitGrantError)) throw err;
      await tx
        .update(accountingConnections)
        .set({ status: 'reconnect', accessTokenSealed: null, refreshTokenSealed: null })
        .where(eq(accountingConnections.id, row.id));
      lost = true;
      return null;
    }
  });
  if (lost || !refreshed) throw reconnectNeeded();
  return { e, ...refreshed };
}

/** Runs an API call with the group's token; a 401 refreshes once and tries again. */
export async function withSession<T>(ctx: AppContext, tenantId: string, groupId: string, call: (s: Session) => Promise<T>): Promise<T> {
  try {
    return await call(await session(ctx, tenantId, groupId));
  } catch (err) {
    if (!(err instanceof IntuitAuthError)) throw err;
    return call(await session(ctx, tenantId, groupId, true));
  }
}

/** The connected company's chart of accounts, live; null when not connected. */
export async function chartOfAccounts(ctx: AppContext, actor: Actor, groupId: string) {
  const row = await withTenant(ctx.db, actor.tenantId, (tx) => connectionRow(tx, actor.tenantId, groupId));
  if (row?.status !== 'connected') return null;
  const accounts = await withSession(ctx, actor.tenantId, groupId, (s) =>
    query<{ Id: string; Name: string; FullyQualifiedName?: string; AccountType: string; Active?: boolean }>(
      s.e,
      s.realmId,
      s.accessToken,
      'Account',
    ),
  );
  return accounts.filter((a) => a.Active !== false).map((a) => ({ id: a.Id, name: a.FullyQualifiedName ?? a.Name, type: a.AccountType }));
}
