// Staff change a customer's phone or email by code (flag edit_customer_profile): the code goes to the NEW address
// through the outbox and the change applies only when staff type the code the customer reads to them.
import { OTP } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { deliver } from '../auth/code-delivery.ts';
import { codeRefusal } from '../auth/one-time-codes.ts';
import { applyContactChange, type ContactHolder, type ContactKind, startContactChange } from '../customer-profile/contact-change.ts';
import { customerOfActor } from './customer-access.ts';

/** The customer as the contact change sees them; a family profile (no contact of its own) is refused. */
async function holderOf(tx: Tx, actor: Actor, id: string, kind: ContactKind): Promise<ContactHolder> {
  const c = await customerOfActor(tx, actor, id, { forUpdate: true });
  if (c.profile_type === 'LINKED')
    throw invalid({ [kind === 'email' ? 'email' : 'phoneNumber']: 'A family profile uses the primary profile’s contact details.' });
  return { id: c.id, tenantId: actor.tenantId, brandId: c.brand_id, email: c.email, phoneNumber: c.phone_number };
}

/** Step 1: a code to the new phone or email. Nothing changes yet. */
export async function startStaffContactChange(ctx: AppContext, actor: Actor, id: string, kind: ContactKind, value: string) {
  const messageId = await withTenant(ctx.db, actor.tenantId, async (tx) =>
    startContactChange(tx, await holderOf(tx, actor, id, kind), kind, value, ctx.now(), "the customer's"),
  );
  await deliver(ctx, [messageId]);
  return { sent: true, nextCodeInSeconds: OTP.resendCooldownSeconds };
}

/** Step 2: the code applies the change, verified, and audits it (never the code or the addresses). */
export async function confirmStaffContactChange(
  ctx: AppContext,
  actor: Actor,
  id: string,
  kind: ContactKind,
  body: { identifier: string; confirmationCode: string },
  requestId?: string,
) {
  const outcome = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const holder = await holderOf(tx, actor, id, kind);
    const applied = await applyContactChange(tx, holder, kind, body, ctx.now());
    if (applied.refused !== null) return applied.refused;
    await audit(
      tx,
      actor,
      { action: `customer.${kind}_changed_by_staff`, entityType: 'customer', entityId: holder.id, details: { verifiedByCode: true } },
      requestId,
    );
    return null;
  });
  if (outcome !== null) throw codeRefusal(outcome);
  return { id };
}
