import { and, count, eq, isNull } from 'drizzle-orm';
import type { CustomerIdentity, IdentityLinkBody } from '@salon/shared';
import type { AppContext } from '../../../app-context.ts';
import { customerIdentities, customers, socialSignIns } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { BrandContext } from '../../../platform/brand-of-request.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { withTenant } from '../../../platform/tenancy.ts';
import type { Captcha } from '../captcha.ts';
import { buildSessionObject } from '../session-object.ts';
import { SignInRefused, signInCustomer } from '../sign-in.service.ts';
import { type Meta, pendingLinkOf } from './social-sign-in.service.ts';

const LINK_REFUSED = 'The password or code is not right. Check it and try again.';

/**
 * Links the identity waiting after SOCIAL_ACCOUNT_EXISTS once the customer proves the account with its
 * password or a sign-in code; the proof goes through the ordinary sign-in (throttled, captcha past the free tries).
 */
export async function linkIdentity(
  ctx: AppContext,
  captcha: Captcha,
  brand: BrandContext,
  body: IdentityLinkBody,
  meta: Meta & { deviceId?: string },
) {
  const now = ctx.now();
  const pending = await withTenant(ctx.db, brand.tenantId, async (tx) => {
    const row = await pendingLinkOf(tx, brand, body.linkToken, now);
    if (!row?.linkCustomerId) return null;
    const [customer] = await tx.select().from(customers).where(eq(customers.id, row.linkCustomerId));
    return customer?.email ? { row, customer, email: customer.email } : null;
  });
  if (!pending) throw invalid({ linkToken: 'This link has expired. Sign in with the provider again.' });

  let signedIn: Awaited<ReturnType<typeof signInCustomer>>;
  try {
    signedIn = await signInCustomer(
      ctx,
      captcha,
      brand,
      { kind: 'email', value: pending.email },
      {
        password: body.password,
        code: body.password === undefined ? body.code : undefined,
        rememberMe: body.rememberMe ?? false,
        ip: meta.ip,
        deviceId: meta.deviceId,
        userAgent: meta.userAgent,
      },
    );
  } catch (err) {
    if (err instanceof SignInRefused) throw invalid({ [body.password === undefined ? 'code' : 'password']: LINK_REFUSED }, LINK_REFUSED);
    throw err;
  }

  return withTenant(ctx.db, brand.tenantId, async (tx) => {
    const [claimed] = await tx
      .update(socialSignIns)
      .set({ linkedAt: now })
      .where(and(eq(socialSignIns.id, pending.row.id), isNull(socialSignIns.linkedAt)))
      .returning();
    if (!claimed) throw conflict('This identity is already linked.');
    await tx.insert(customerIdentities).values({
      tenantId: brand.tenantId,
      brandId: brand.brandId,
      customerId: pending.customer.id,
      provider: pending.row.provider,
      subject: pending.row.linkSubject as string,
      email: pending.row.linkEmail,
      lastUsedAt: now,
    });
    await audit(
      tx,
      { tenantId: brand.tenantId, type: 'system' },
      {
        action: 'customer.identity_linked',
        entityType: 'customer',
        entityId: pending.customer.id,
        details: { provider: pending.row.provider },
      },
      meta.requestId,
    );
    const session = await buildSessionObject(tx, {
      principalType: 'customer',
      principalId: pending.customer.id,
      assumedBy: null,
      token: signedIn.token,
      expires: signedIn.expires,
    });
    return { session, signedIn };
  });
}

const toWire = (row: typeof customerIdentities.$inferSelect): CustomerIdentity => ({
  id: row.id,
  provider: row.provider as CustomerIdentity['provider'],
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The signed-in customer's identities at sign-in providers. */
export async function listIdentities(ctx: AppContext, actor: Actor): Promise<CustomerIdentity[]> {
  const rows = await withTenant(ctx.db, actor.tenantId, (tx) =>
    tx
      .select()
      .from(customerIdentities)
      .where(and(eq(customerIdentities.tenantId, actor.tenantId), eq(customerIdentities.customerId, actor.id)))
      .orderBy(customerIdentities.createdAt),
  );
  return rows.map(toWire);
}

/**
 * Removes one of the customer's identities, never the last way to sign in: another identity, a password,
 * or a verified phone or email (a sign-in code reaches it) must remain, else 409.
 */
export async function removeIdentity(ctx: AppContext, actor: Actor, id: string, requestId?: string) {
  await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(customerIdentities)
      .where(and(eq(customerIdentities.id, id), eq(customerIdentities.customerId, actor.id)))
      .for('update');
    if (!row) throw notFound('Sign-in identity');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, actor.id)).for('update');
    const [{ others }] = await tx.select({ others: count() }).from(customerIdentities).where(eq(customerIdentities.customerId, actor.id));
    const otherWay = others > 1 || Boolean(customer?.passwordHash) || Boolean(customer?.phoneVerified) || Boolean(customer?.emailVerified);
    if (!otherWay) {
      throw conflict('This is your only way to sign in. Set a password or verify your phone number before removing it.');
    }
    await tx.delete(customerIdentities).where(eq(customerIdentities.id, id));
    await audit(
      tx,
      actor,
      { action: 'customer.identity_removed', entityType: 'customer', entityId: actor.id, details: { provider: row.provider } },
      requestId,
    );
  });
  return { removed: true as const };
}
