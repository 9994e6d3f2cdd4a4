// profile/support: the customer's requests. Until the messages screen exists, a request is recorded and
// emailed to the brand's support address (else its contact email), with the customer's reply-to details.
import type { SupportRequest } from '@salon/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { brands, customerSupportRequests } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { selfOf } from './profile-records.ts';

type Row = typeof customerSupportRequests.$inferSelect;
const present = (r: Row): SupportRequest => ({
  id: r.id,
  subject: r.subject,
  message: r.message,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

export async function listSupportRequests(ctx: AppContext, actor: Actor): Promise<SupportRequest[]> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(customerSupportRequests)
      .where(and(eq(customerSupportRequests.tenantId, actor.tenantId), eq(customerSupportRequests.customerId, actor.id)))
      .orderBy(desc(customerSupportRequests.createdAt), desc(customerSupportRequests.id))
      .limit(100);
    return rows.map(present);
  });
}

export async function createSupportRequest(
  ctx: AppContext,
  actor: Actor,
  body: { subject: string; message: string },
  requestId?: string,
): Promise<{ request: SupportRequest; emailed: boolean }> {
  const { row, messageId } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const self = await selfOf(tx, actor);
    const [brand] = await tx
      .select({ name: brands.name, supportEmail: brands.supportEmail, email: brands.email })
      .from(brands)
      .where(and(eq(brands.tenantId, actor.tenantId), eq(brands.id, self.brandId)));
    const [row] = await tx
      .insert(customerSupportRequests)
      .values({ tenantId: actor.tenantId, customerId: actor.id, subject: body.subject, message: body.message, createdAt: ctx.now() })
      .returning();
    const to = brand?.supportEmail ?? brand?.email ?? null;
    const messageId = to
      ? await queueMessage(tx, {
          tenantId: actor.tenantId,
          channel: 'email',
          to,
          template: 'support.request',
          subject: `Customer request: ${body.subject}`,
          text:
            `${self.firstName} ${self.lastName} asked ${brand?.name ?? 'the brand'} for help.\n` +
            `Email: ${self.email ?? 'not given'}\nPhone: ${self.phoneNumber ?? 'not given'}\nRequest ${row.id}\n\n${body.message}\n`,
        })
      : null;
    await audit(
      tx,
      actor,
      { action: 'support_request.create', entityType: 'support_request', entityId: row.id, details: { emailed: !!to } },
      requestId,
    );
    return { row, messageId };
  });
  if (messageId) await deliverQueuedMessage(ctx.jobs, messageId);
  return { request: present(row), emailed: messageId !== null };
}
