// Contact us: a message to the brand's support, stored and emailed through the outbox to the brand's support
// address (else its contact email). Staff write from /admin/contact-us, customers from the public form.
import {
  CONTACT_CATEGORY_LABELS,
  CONTACT_LIMITS,
  type ContactCategory,
  type ContactSent,
  type CustomerContactBody,
  type SignedInContactBody,
  type StaffContactBody,
} from '@salon/shared';
import { and, asc, count, eq, gt, min, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { brands, customers, employees, stores, supportMessages } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { BrandContext } from '../../platform/brand-of-request.ts';
import { invalid, tooManyRequests, unauthenticated } from '../../platform/http/errors.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { worksAtStore } from '../stores/store-access.ts';

const HOUR_MS = 3_600_000;

/** Refuses a send past `limit` messages matching `where` in the last hour (429 with the wait). */
async function limitPerHour(tx: Tx, ctx: AppContext, where: SQL | undefined, limit: number) {
  const since = new Date(ctx.now().getTime() - HOUR_MS);
  const [sent] = await tx
    .select({ total: count(), oldest: min(supportMessages.createdAt) })
    .from(supportMessages)
    .where(and(where, gt(supportMessages.createdAt, since)));
  if (sent && sent.total >= limit && sent.oldest) {
    const wait = Math.max(1, Math.ceil((sent.oldest.getTime() + HOUR_MS - ctx.now().getTime()) / 1000));
    throw tooManyRequests(wait, 'You have sent several messages in the last hour. Please wait before sending another.');
  }
}

interface Letter {
  tenantId: string;
  brandId: string;
  fromLine: string;
  category: ContactCategory;
  subject: string;
  message: string;
  replyTo: string;
  id: string;
}

/** Queues the email to the brand's support; null when the brand has no address to write to. */
export async function queueLetter(tx: Tx, letter: Letter): Promise<string | null> {
  const [brand] = await tx
    .select({ name: brands.name, supportEmail: brands.supportEmail, email: brands.email })
    .from(brands)
    .where(and(eq(brands.tenantId, letter.tenantId), eq(brands.id, letter.brandId)));
  const to = brand?.supportEmail ?? brand?.email ?? null;
  if (!to) return null;
  return queueMessage(tx, {
    tenantId: letter.tenantId,
    channel: 'email',
    to,
    template: 'support.contact',
    subject: `Contact us: ${letter.subject}`,
    text:
      `${letter.fromLine} wrote to ${brand?.name ?? 'the brand'} support.\n` +
      `About: ${CONTACT_CATEGORY_LABELS[letter.category]}\nReply to: ${letter.replyTo}\nMessage ${letter.id}\n\n${letter.message}\n`,
  });
}

/** A member of staff writes to their brand's support, about one of their stores or none. */
export async function sendStaffContact(ctx: AppContext, actor: Actor, body: StaffContactBody, requestId?: string): Promise<ContactSent> {
  const { id, messageId } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    let storeName: string | null = null;
    let brandId = actor.brandId;
    if (body.storeId) {
      const [store] = await tx
        .select({ name: stores.name, brandId: stores.brandId })
        .from(stores)
        .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, body.storeId)));
      if (!store || !worksAtStore(actor, body.storeId)) throw invalid({ storeId: 'Choose one of your stores' });
      storeName = store.name;
      brandId = store.brandId;
    }
    brandId ??=
      (
        await tx.select({ id: brands.id }).from(brands).where(eq(brands.tenantId, actor.tenantId)).orderBy(asc(brands.createdAt)).limit(1)
      )[0]?.id ?? null;
    if (!brandId) throw invalid({ storeId: 'Your organisation has no brand to write to yet' });
    await limitPerHour(
      tx,
      ctx,
      and(eq(supportMessages.tenantId, actor.tenantId), eq(supportMessages.employeeId, actor.id)),
      CONTACT_LIMITS.staffPerHour,
    );
    const [me] = await tx
      .select({ firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.tenantId, actor.tenantId), eq(employees.id, actor.id)));
    const [row] = await tx
      .insert(supportMessages)
      .values({
        tenantId: actor.tenantId,
        brandId,
        source: 'staff',
        employeeId: actor.id,
        storeId: body.storeId,
        category: body.category,
        subject: body.subject,
        message: body.message,
        replyTo: body.replyTo,
        createdAt: ctx.now(),
        lastActivityAt: ctx.now(),
      })
      .returning({ id: supportMessages.id });
    const name = me ? `${me.firstName} ${me.lastName}` : 'A member of staff';
    const messageId = await queueLetter(tx, {
      ...body,
      tenantId: actor.tenantId,
      brandId,
      id: row.id,
      fromLine: storeName ? `${name} (${storeName})` : name,
    });
    await audit(
      tx,
      actor,
      {
        action: 'support_message.create',
        entityType: 'support_message',
        entityId: row.id,
        details: { source: 'staff', emailed: !!messageId },
      },
      requestId,
    );
    return { id: row.id, messageId };
  });
  if (messageId) await deliverQueuedMessage(ctx.jobs, messageId);
  return { id, emailed: messageId !== null };
}

/** The public form of a brand's site: limited per reply-to address and per network address. */
export async function sendCustomerContact(
  ctx: AppContext,
  brand: BrandContext,
  body: Omit<CustomerContactBody, 'captchaToken'>,
  clientIp: string,
  /** The signed-in customer of this tenant writing (they then see the conversation), else null. */
  customerId: string | null = null,
): Promise<ContactSent> {
  const { id, messageId } = await withTenant(ctx.db, brand.tenantId, async (tx) => {
    const tenant = eq(supportMessages.tenantId, brand.tenantId);
    await limitPerHour(tx, ctx, and(tenant, eq(supportMessages.replyTo, body.replyTo)), CONTACT_LIMITS.addressPerHour);
    await limitPerHour(tx, ctx, and(tenant, eq(supportMessages.clientIp, clientIp)), CONTACT_LIMITS.ipPerHour);
    const [row] = await tx
      .insert(supportMessages)
      .values({
        tenantId: brand.tenantId,
        brandId: brand.brandId,
        source: 'customer',
        fromName: body.name,
        category: body.category,
        subject: body.subject,
        message: body.message,
        replyTo: body.replyTo,
        clientIp,
        customerId,
        createdAt: ctx.now(),
        lastActivityAt: ctx.now(),
      })
      .returning({ id: supportMessages.id });
    const messageId = await queueLetter(tx, {
      ...body,
      tenantId: brand.tenantId,
      brandId: brand.brandId,
      id: row.id,
      fromLine: `${body.name} (customer)`,
    });
    await audit(
      tx,
      { tenantId: brand.tenantId, type: 'system' },
      {
        action: 'support_message.create',
        entityType: 'support_message',
        entityId: row.id,
        details: { source: 'customer', emailed: !!messageId },
      },
    );
    return { id: row.id, messageId };
  });
  if (messageId) await deliverQueuedMessage(ctx.jobs, messageId);
  return { id, emailed: messageId !== null };
}

/**
 * A signed-in customer writes from their profile (/customer/profile/support): their account gives the name and the
 * brand, and signing in stands for the captcha; the public form's limits still apply. They keep the conversation.
 */
export async function sendSignedInContact(
  ctx: AppContext,
  actor: Actor,
  body: SignedInContactBody,
  clientIp: string,
): Promise<ContactSent> {
  const [me] = await withTenant(ctx.db, actor.tenantId, (tx) =>
    tx
      .select({ firstName: customers.firstName, lastName: customers.lastName, brandId: customers.brandId, status: customers.status })
      .from(customers)
      .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.id, actor.id))),
  );
  if (me?.status !== 'active') throw unauthenticated();
  const name = `${me.firstName} ${me.lastName}`.trim();
  return sendCustomerContact(ctx, { tenantId: actor.tenantId, brandId: me.brandId }, { ...body, name }, clientIp, actor.id);
}
