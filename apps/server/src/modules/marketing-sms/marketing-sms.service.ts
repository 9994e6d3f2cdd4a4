// Marketing texts (issue 13, flag send_marketing_sms): the owner or a general manager texts a short promotion to
// the store's customers who opted in to marketing by SMS. Held through the store's quiet hours (smsReleaseTime),
// paced a batch a minute through the outbox (MARKETING_SMS_PER_MINUTE), at most one promotion per customer a day.
import {
  MARKETING_SMS_CAP_HOURS,
  type MarketingSmsBody,
  type MarketingSmsPreview,
  marketingSendOffsets,
  marketingSmsText,
  smsReleaseTime,
  smsSegments,
} from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { brands } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../customers/customer-admin.service.ts';

export const MARKETING_SMS_TEMPLATE = 'marketing.sms';
const MINUTE_MS = 60_000;

type Recipient = {
  id: string;
  phone_number: string;
  recently_texted: boolean;
};

/**
 * The store's customers who may get a promotion text: PRIMARY, active, not merged away, with a phone, an
 * appointment at the store, a marketing-by-SMS opt-in (off by default, so a row must say yes) and no STOP pause.
 * `recently_texted`: a promotion text to the same phone going out (held or not) in the last MARKETING_SMS_CAP_HOURS hours.
 */
async function recipientsOf(tx: Tx, tenantId: string, store: { id: string; brandId: string }, now: Date) {
  const since = new Date(now.getTime() - MARKETING_SMS_CAP_HOURS * 60 * MINUTE_MS).toISOString();
  return queryRows<Recipient>(
    tx,
    sql`select c.id, c.phone_number,
          exists (select 1 from outbox_messages o where o.tenant_id = c.tenant_id and o.channel = 'sms'
                    and o.template = ${MARKETING_SMS_TEMPLATE} and o.to_address = c.phone_number
                    and coalesce(o.send_after, o.created_at) > ${since}::timestamptz) as recently_texted
        from customers c
        where c.tenant_id = ${tenantId} and c.brand_id = ${store.brandId} and c.profile_type = 'PRIMARY'
          and c.status = 'active' and c.merged_into_id is null and c.phone_number is not null and c.sms_paused_at is null
          and exists (select 1 from appointments a where a.tenant_id = c.tenant_id and a.customer_id = c.id and a.store_id = ${store.id})
          and exists (select 1 from customer_contact_preferences p where p.tenant_id = c.tenant_id and p.customer_id = c.id
                        and p.channel = 'sms' and p.kind = 'marketing' and p.allowed)
        order by c.id`,
  );
}

/** Everything a send would do, read in the caller's transaction. */
async function plan(tx: Tx, actor: Actor, body: MarketingSmsBody, now: Date) {
  const store = await storeOfActor(tx, actor, body.storeId);
  const [brand] = await tx
    .select({ name: brands.name })
    .from(brands)
    .where(and(eq(brands.tenantId, actor.tenantId), eq(brands.id, store.brandId)));
  const all = await recipientsOf(tx, actor.tenantId, store, now);
  const recipients = all.filter((r) => !r.recently_texted);
  const message = marketingSmsText(brand.name, body.text);
  const startsAt = smsReleaseTime(now, store.timezone);
  const offsets = marketingSendOffsets(recipients.length);
  const preview: MarketingSmsPreview = {
    optedIn: all.length,
    recentlyTexted: all.length - recipients.length,
    recipients: recipients.length,
    message,
    segments: smsSegments(message),
    timezone: store.timezone,
    startsAt: startsAt.toISOString(),
    finishesAt: new Date(startsAt.getTime() + (offsets.at(-1) ?? 0) * MINUTE_MS).toISOString(),
    heldForQuietHours: startsAt.getTime() > now.getTime(),
  };
  return { store, recipients, offsets, startsAt, preview };
}

/** The preview: how many get it, the exact text, when it goes. Writes nothing. */
export async function previewMarketingSms(ctx: AppContext, actor: Actor, body: MarketingSmsBody) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => (await plan(tx, actor, body, ctx.now())).preview);
}

/**
 * Queues the texts in one transaction, each held until its batch's minute (quiet hours first). One send per store
 * at a time (an advisory lock): two managers pressing send together text nobody twice, the second finds them capped.
 */
export async function sendMarketingSms(ctx: AppContext, actor: Actor, body: MarketingSmsBody, requestId?: string) {
  const now = ctx.now();
  const { preview, jobs } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`marketing-sms:${actor.tenantId}:${body.storeId}`}, 0))`);
    const { store, recipients, offsets, startsAt, preview } = await plan(tx, actor, body, now);
    const jobs: { id: string; delaySeconds: number }[] = [];
    for (const [i, r] of recipients.entries()) {
      const sendAfter = new Date(startsAt.getTime() + offsets[i] * MINUTE_MS);
      const id = await queueMessage(tx, {
        tenantId: actor.tenantId,
        channel: 'sms',
        to: r.phone_number,
        template: MARKETING_SMS_TEMPLATE,
        text: preview.message,
        // Always set, on the app's clock: the daily cap reads it.
        sendAfter,
      });
      jobs.push({ id, delaySeconds: Math.max(0, Math.ceil((sendAfter.getTime() - now.getTime()) / 1000)) });
    }
    await audit(
      tx,
      actor,
      {
        action: 'marketing.sms_sent',
        entityType: 'store',
        entityId: store.id,
        details: { queued: jobs.length, recentlyTexted: preview.recentlyTexted, startsAt: preview.startsAt },
      },
      requestId,
    );
    return { preview, jobs };
  });
  for (const job of jobs) await deliverQueuedMessage(ctx.jobs, job.id, job.delaySeconds);
  return { ...preview, queued: jobs.length };
}
