import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { customerOfActor } from './customer-access.ts';

/** A family member under a primary profile: no login or contact details of their own (messages go to the primary). */
export async function addLinkedProfile(
  db: Db,
  actor: Actor,
  primaryId: string,
  input: { firstName: string; lastName: string },
  requestId?: string,
) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const primary = await customerOfActor(tx, actor, primaryId, { forUpdate: true });
    if (primary.profile_type !== 'PRIMARY') throw invalid({ id: 'Add family members to a primary profile' });
    const [row] = await tx
      .insert(customers)
      .values({
        tenantId: actor.tenantId,
        brandId: primary.brand_id,
        profileType: 'LINKED',
        primaryCustomerId: primary.id,
        firstName: input.firstName,
        lastName: input.lastName,
      })
      .returning({ id: customers.id });
    await audit(
      tx,
      actor,
      { action: 'customer.linked_added', entityType: 'customer', entityId: row.id, details: { primaryId: primary.id } },
      requestId,
    );
    return { id: row.id };
  });
}

/** Unlink: the linked profile becomes a primary profile of its own. */
export async function unlinkProfile(db: Db, actor: Actor, id: string, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const linked = await customerOfActor(tx, actor, id, { forUpdate: true });
    if (linked.profile_type !== 'LINKED') throw invalid({ id: 'This profile is not linked to another' });
    await tx.execute(sql`update customers set profile_type = 'PRIMARY', primary_customer_id = null, updated_at = now()
      where tenant_id = ${actor.tenantId} and id = ${linked.id}`);
    await audit(
      tx,
      actor,
      {
        action: 'customer.unlinked',
        entityType: 'customer',
        entityId: linked.id,
        details: { formerPrimaryId: linked.primary_customer_id },
      },
      requestId,
    );
    return { id: linked.id };
  });
}

/** Move a linked profile under another primary profile of the same brand. */
export async function moveLinkedProfile(db: Db, actor: Actor, id: string, primaryId: string, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const [first, second] = [id, primaryId].sort();
    const locked = new Map([
      [first, await customerOfActor(tx, actor, first, { forUpdate: true })],
      [second, await customerOfActor(tx, actor, second, { forUpdate: true })],
    ]);
    const linked = locked.get(id);
    const primary = locked.get(primaryId);
    if (!linked || !primary || id === primaryId) throw invalid({ primaryId: 'Choose another primary profile' });
    if (linked.profile_type !== 'LINKED') throw invalid({ id: 'Only a linked profile can move' });
    if (primary.profile_type !== 'PRIMARY') throw invalid({ primaryId: 'Choose a primary profile' });
    if (primary.brand_id !== linked.brand_id) throw invalid({ primaryId: 'Choose a customer of the same brand' });
    await tx.execute(sql`update customers set primary_customer_id = ${primary.id}, updated_at = now()
      where tenant_id = ${actor.tenantId} and id = ${linked.id}`);
    await audit(
      tx,
      actor,
      {
        action: 'customer.link_moved',
        entityType: 'customer',
        entityId: linked.id,
        details: { from: linked.primary_customer_id, to: primary.id },
      },
      requestId,
    );
    return { id: linked.id };
  });
}
