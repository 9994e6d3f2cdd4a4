import { and, eq, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { customerIdentities, customers, socialSignIns } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { hashToken, newToken } from '../../../platform/auth/tokens.ts';
import type { BrandContext } from '../../../platform/brand-of-request.ts';
import { withTenant } from '../../../platform/tenancy.ts';
import { startSession } from '../session-object.ts';
import { namesOf, type ProviderClients, type ProviderProfile, type SocialProvider } from './providers.ts';

/** A sign-in under way lives 10 minutes; a pending link (SOCIAL_ACCOUNT_EXISTS) 30. */
export const SIGN_IN_TTL_MS = 10 * 60_000;
export const LINK_TTL_MS = 30 * 60_000;

/**
 * Why a callback was refused; the value is the `error` of the answer (docs/auth-contract.md, "Sign-in providers").
 * Verification: no such sign-in under way, or it was used or expired (a replayed callback).
 * OAuthCallback: the provider's answer failed a check (state, PKCE, ID-token signature, issuer, audience, nonce).
 */
export class SocialSignInRefused extends Error {
  constructor(readonly error: 'Verification' | 'OAuthCallback' | 'AccessDenied') {
    super(error);
  }
}

export interface Meta {
  ip: string;
  userAgent?: string;
  requestId?: string;
}

export const redirectUriOf = (publicUrl: string, provider: SocialProvider) =>
  `${publicUrl.replace(/\/$/, '')}/api/auth/callback/${provider.id}`;

/** Records a sign-in under way and answers the provider's authorization URL and the cookie that binds it. */
export async function startSocialSignIn(
  ctx: AppContext,
  clients: ProviderClients,
  provider: SocialProvider,
  brand: BrandContext,
  callbackUrl: string,
): Promise<{ url: string; cookie: string }> {
  const configuration = await clients.get(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const [row] = await withTenant(ctx.db, brand.tenantId, (tx) =>
    tx
      .insert(socialSignIns)
      .values({
        tenantId: brand.tenantId,
        brandId: brand.brandId,
        provider: provider.id,
        state,
        nonce,
        codeVerifier,
        callbackUrl,
        expiresAt: new Date(ctx.now().getTime() + SIGN_IN_TTL_MS),
      })
      .returning({ id: socialSignIns.id }),
  );
  const parameters: Record<string, string> = {
    redirect_uri: redirectUriOf(ctx.config.PUBLIC_URL, provider),
    scope: provider.scope,
    response_type: 'code',
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider.kind === 'oidc') parameters.nonce = nonce;
  const url = oidc.buildAuthorizationUrl(configuration, parameters).href;
  return { url, cookie: `${brand.tenantId}.${row.id}` };
}

export type CallbackOutcome =
  | { kind: 'signedIn'; token: string; absoluteExpiresAt: Date; callbackUrl: string }
  | { kind: 'linkRequired'; linkToken: string; callbackUrl: string };

const COOKIE_FORM = /^([0-9a-f-]{36})\.([0-9a-f-]{36})$/;

/**
 * Finishes a sign-in from the provider's redirect: the sign-in must be the one this browser started (cookie),
 * unused and unexpired; it is used up before the provider is asked, so a replayed callback is refused.
 */
export async function finishSocialSignIn(
  ctx: AppContext,
  clients: ProviderClients,
  provider: SocialProvider,
  currentUrl: URL,
  cookie: string | undefined,
  meta: Meta,
): Promise<CallbackOutcome> {
  const match = cookie ? COOKIE_FORM.exec(cookie) : null;
  if (!match) throw new SocialSignInRefused('Verification');
  const [, tenantId, signInId] = match;
  const now = ctx.now();
  const pending = await withTenant(ctx.db, tenantId, async (tx) => {
    const [row] = await tx
      .update(socialSignIns)
      .set({ usedAt: now })
      .where(and(eq(socialSignIns.id, signInId), eq(socialSignIns.provider, provider.id), isNull(socialSignIns.usedAt)))
      .returning();
    return row;
  });
  if (!pending || pending.expiresAt <= now) throw new SocialSignInRefused('Verification');
  if (currentUrl.searchParams.get('error') === 'access_denied') throw new SocialSignInRefused('AccessDenied');

  const profile = await profileFromProvider(clients, provider, currentUrl, pending, ctx).catch((err: unknown) => {
    ctx.log.warn({ provider: provider.id, reason: err instanceof Error ? err.message : String(err) }, 'social sign-in refused');
    throw new SocialSignInRefused('OAuthCallback');
  });
  const brand = { tenantId, brandId: pending.brandId };
  return withTenant(ctx.db, tenantId, (tx) => signInWithProfile(tx, ctx, provider, brand, profile, pending, meta));
}

async function profileFromProvider(
  clients: ProviderClients,
  provider: SocialProvider,
  currentUrl: URL,
  pending: { state: string; nonce: string; codeVerifier: string },
  ctx: AppContext,
): Promise<ProviderProfile> {
  const configuration = await clients.get(provider);
  // The redirect URI the token request names must be the registered one, whatever host the request came in on.
  const callback = new URL(redirectUriOf(ctx.config.PUBLIC_URL, provider));
  callback.search = currentUrl.search;
  if (provider.kind === 'oidc') {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    let claims: Record<string, unknown> = { ...(tokens.claims() ?? {}) };
    if (!claims.email) claims = { ...claims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub))) };
    return {
      subject: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      ...namesOf(claims),
    };
  }
  const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
  });
  const me = new URL(`${provider.issuer.replace(/\/$/, '')}/me`);
  me.searchParams.set('fields', 'id,first_name,last_name,name,email');
  const response = await oidc.fetchProtectedResource(configuration, tokens.access_token, me, 'GET');
  if (!response.ok) throw new Error(`Graph /me answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.id !== 'string' || !body.id) throw new Error('Graph /me answered no id');
  return {
    subject: body.id,
    email: typeof body.email === 'string' ? body.email.toLowerCase() : null,
    // Facebook does not say whether the address was confirmed: it is kept unverified.
    emailVerified: false,
    ...namesOf(body),
  };
}

async function signInWithProfile(
  tx: Tx,
  ctx: AppContext,
  provider: SocialProvider,
  brand: BrandContext,
  profile: ProviderProfile,
  pending: { id: string; callbackUrl: string },
  meta: Meta,
): Promise<CallbackOutcome> {
  const now = ctx.now();
  const session = async (customerId: string) => {
    const started = await startSession(tx, {
      tenantId: brand.tenantId,
      principalType: 'customer',
      customerId,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500),
    });
    return {
      kind: 'signedIn' as const,
      token: started.token,
      absoluteExpiresAt: started.session.absoluteExpiresAt,
      callbackUrl: pending.callbackUrl,
    };
  };
  const [known] = await tx
    .select({ id: customerIdentities.id, customerId: customerIdentities.customerId, status: customers.status })
    .from(customerIdentities)
    .innerJoin(customers, and(eq(customers.tenantId, customerIdentities.tenantId), eq(customers.id, customerIdentities.customerId)))
    .where(
      and(
        eq(customerIdentities.brandId, brand.brandId),
        eq(customerIdentities.provider, provider.id),
        eq(customerIdentities.subject, profile.subject),
      ),
    );
  if (known) {
    if (known.status !== 'active') throw new SocialSignInRefused('AccessDenied');
    await tx.update(customerIdentities).set({ lastUsedAt: now }).where(eq(customerIdentities.id, known.id));
    return session(known.customerId);
  }

  if (profile.email) {
    const [existing] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.brandId, brand.brandId), eq(customers.profileType, 'PRIMARY'), eq(customers.email, profile.email)));
    if (existing) {
      // SOCIAL_ACCOUNT_EXISTS: the identity is linked only once the customer proves the account (Link call).
      const { token, hash } = newToken();
      await tx
        .update(socialSignIns)
        .set({
          linkTokenHash: hash,
          linkCustomerId: existing.id,
          linkSubject: profile.subject,
          linkEmail: profile.email,
          linkExpiresAt: new Date(now.getTime() + LINK_TTL_MS),
        })
        .where(eq(socialSignIns.id, pending.id));
      return { kind: 'linkRequired', linkToken: token, callbackUrl: pending.callbackUrl };
    }
  }

  const [customer] = await tx
    .insert(customers)
    .values({
      tenantId: brand.tenantId,
      brandId: brand.brandId,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      emailVerified: profile.email !== null && profile.emailVerified,
    })
    .returning({ id: customers.id });
  await tx.insert(customerIdentities).values({
    tenantId: brand.tenantId,
    brandId: brand.brandId,
    customerId: customer.id,
    provider: provider.id,
    subject: profile.subject,
    email: profile.email,
    lastUsedAt: now,
  });
  await audit(
    tx,
    { tenantId: brand.tenantId, type: 'system' },
    { action: 'customer.signed_up', entityType: 'customer', entityId: customer.id, details: { provider: provider.id } },
    meta.requestId,
  );
  return session(customer.id);
}

/** The pending link of this token in the brand, still open. */
export async function pendingLinkOf(tx: Tx, brand: BrandContext, linkToken: string, now: Date) {
  const [row] = await tx
    .select()
    .from(socialSignIns)
    .where(
      and(eq(socialSignIns.brandId, brand.brandId), eq(socialSignIns.linkTokenHash, hashToken(linkToken)), isNull(socialSignIns.linkedAt)),
    );
  return row?.linkExpiresAt && row.linkExpiresAt > now ? row : null;
}
