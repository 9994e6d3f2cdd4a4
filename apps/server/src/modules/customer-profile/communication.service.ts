// profile/communication, the one-click unsubscribe (RFC 8058), and the marketing sender that honours both.
import type { ContactPreference } from '@salon/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { brands, customers } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { contactAllowed, preferencesOf, setPreferences, smsPausedSince } from './contact-preferences.ts';
import { selfOf } from './profile-records.ts';
import { readUnsubscribeToken, unsubscribeKey, unsubscribeToken, unsubscribeUrl } from './unsubscribe-links.ts';

export async function getPreferences(ctx: AppContext, actor: Actor) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await selfOf(tx, actor);
    return preferencesOf(tx, actor.tenantId, actor.id);
  });
}

export async function updatePreferences(ctx: AppContext, actor: Actor, preferences: ContactPreference[], requestId?: string) {
  const seen = new Set(preferences.map((p) => `${p.channel}:${p.kind}`));
  if (seen.size !== preferences.length) throw invalid({ preferences: 'Each channel and kind may appear once' });
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await selfOf(tx, actor);
    await setPreferences(tx, actor.tenantId, actor.id, preferences, 'profile');
    await audit(
      tx,
      actor,
      { action: 'customer.preferences_updated', entityType: 'customer', entityId: actor.id, details: { preferences } },
      requestId,
    );
    return preferencesOf(tx, actor.tenantId, actor.id);
  });
}

/** The link's customer stops getting marketing on the link's channel; a bad token answers null (the page says so). */
export async function unsubscribe(ctx: AppContext, token: string) {
  const target = readUnsubscribeToken(await unsubscribeKey(ctx.db), token);
  if (!target) return null;
  await withTenant(ctx.db, target.tenantId, async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, target.tenantId), eq(customers.id, target.customerId)));
    if (!customer) return;
    await setPreferences(
      tx,
      target.tenantId,
      target.customerId,
      [{ channel: target.channel, kind: 'marketing', allowed: false }],
      'unsubscribe_link',
    );
    await audit(
      tx,
      { tenantId: target.tenantId, type: 'system' },
      { action: 'customer.unsubscribed', entityType: 'customer', entityId: target.customerId, details: { channel: target.channel } },
    );
  });
  return target;
}

/** Whether the link's customer still gets marketing on its channel (for the confirm page). */
export async function unsubscribeState(ctx: AppContext, token: string) {
  const target = readUnsubscribeToken(await unsubscribeKey(ctx.db), token);
  if (!target) return null;
  const subscribed = await withTenant(ctx.db, target.tenantId, (tx) =>
    contactAllowed(tx, target.tenantId, target.customerId, target.channel, 'marketing'),
  );
  return { ...target, subscribed };
}

/**
 * A marketing email to the brand's customers (or the ones named) who allow marketing by email. Each carries
 * the one-click unsubscribe link in its text and in List-Unsubscribe / List-Unsubscribe-Post headers.
 */
export async function sendMarketingEmail(
  ctx: AppContext,
  actor: Actor,
  body: { subject: string; text: string; customerIds?: string[] },
  requestId?: string,
) {
  const key = await unsubscribeKey(ctx.db);
  const { ids, skipped } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const candidates = await tx
      .select({ id: customers.id, email: customers.email, firstName: customers.firstName, brand: brands.name })
      .from(customers)
      .innerJoin(brands, and(eq(brands.tenantId, customers.tenantId), eq(brands.id, customers.brandId)))
      .where(
        and(
          eq(customers.tenantId, actor.tenantId),
          eq(customers.status, 'active'),
          eq(customers.profileType, 'PRIMARY'),
          isNotNull(customers.email),
          body.customerIds ? inArray(customers.id, body.customerIds) : undefined,
        ),
      );
    const ids: string[] = [];
    let skipped = 0;
    for (const c of candidates) {
      if (!c.email || !(await contactAllowed(tx, actor.tenantId, c.id, 'email', 'marketing'))) {
        skipped += 1;
        continue;
      }
      const url = unsubscribeUrl(
        ctx.config.PUBLIC_URL,
        unsubscribeToken(key, { tenantId: actor.tenantId, customerId: c.id, channel: 'email' }),
      );
      ids.push(
        await queueMessage(tx, {
          tenantId: actor.tenantId,
          channel: 'email',
          to: c.email,
          template: 'marketing',
          subject: body.subject,
          text: `Hi ${c.firstName},\n\n${body.text}\n\n--\nYou get this because you asked ${c.brand} for news and offers.\nUnsubscribe in one click: ${url}`,
          headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          secrets: [url],
        }),
      );
    }
    await audit(
      tx,
      actor,
      { action: 'marketing.email_sent', entityType: 'brand', entityId: actor.tenantId, details: { queued: ids.length, skipped } },
      requestId,
    );
    return { ids, skipped };
  });
  for (const id of ids) await deliverQueuedMessage(ctx.jobs, id);
  return { queued: ids.length, skipped };
}

/** The STOP pause the profile's switches do not show: texts stay off until the customer replies START. */
export async function getSmsPause(ctx: AppContext, actor: Actor) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await selfOf(tx, actor);
    const since = await smsPausedSince(tx, actor.tenantId, actor.id);
    return { paused: since !== null, since: since?.toISOString() ?? null };
  });
}
