import type { CustomerMergeCounts, CustomerMergeInput, CustomerMergePreview } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type CustomerRecord, customerOfActor } from './customer-access.ts';

/** What moves from the duplicate to the survivor. */
async function countsOf(tx: Tx, tenantId: string, mergedId: string): Promise<CustomerMergeCounts> {
  const [row] = await queryRows<CustomerMergeCounts>(
    tx,
    sql`select
      (select count(*)::int from appointments where tenant_id = ${tenantId} and customer_id = ${mergedId}) as appointments,
      (select count(*)::int from invoices where tenant_id = ${tenantId} and customer_id = ${mergedId}) as invoices,
      (select count(*)::int from saved_cards where tenant_id = ${tenantId} and customer_id = ${mergedId} and removed_at is null) as cards,
      (select count(*)::int from gift_cards where tenant_id = ${tenantId} and customer_id = ${mergedId}) as "giftCards",
      (select count(*)::int from customer_notes where tenant_id = ${tenantId} and customer_id = ${mergedId}) as notes,
      (select count(*)::int from customers where tenant_id = ${tenantId} and primary_customer_id = ${mergedId}) as links,
      (select count(*)::int from customer_identities where tenant_id = ${tenantId} and customer_id = ${mergedId}) as identities`,
  );
  return row;
}

/** Both profiles, locked in id order (two merges of one pair never deadlock), checked mergeable. */
async function pairOf(tx: Tx, actor: Actor, input: CustomerMergeInput, lock: boolean) {
  const [first, second] = [input.survivorId, input.mergedId].sort();
  const rows = new Map<string, CustomerRecord>();
  for (const id of [first, second]) rows.set(id, await customerOfActor(tx, actor, id, { forUpdate: lock }));
  const survivor = rows.get(input.survivorId) as CustomerRecord;
  const merged = rows.get(input.mergedId) as CustomerRecord;
  if (survivor.brand_id !== merged.brand_id) throw invalid({ mergedId: 'Both customers must belong to the same brand' });
  if (survivor.profile_type !== 'PRIMARY' || merged.profile_type !== 'PRIMARY')
    throw invalid({ mergedId: 'Merge two primary profiles; unlink or move a linked profile instead' });
  return { survivor, merged };
}

const ref = (c: CustomerRecord) => ({ id: c.id, firstName: c.first_name, lastName: c.last_name });

export async function previewMerge(db: Db, actor: Actor, input: CustomerMergeInput): Promise<CustomerMergePreview> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const { survivor, merged } = await pairOf(tx, actor, input, false);
    return { survivor: ref(survivor), merged: ref(merged), moves: await countsOf(tx, actor.tenantId, merged.id) };
  });
}

/**
 * Merge duplicates (flag merge_customers) in one transaction: every row of the duplicate moves to the survivor,
 * the duplicate is kept as a tombstone pointing at the survivor (its contact details cleared, its sessions ended),
 * audited with both ids. A concurrent merge of the same pair waits on the row locks and then finds one merged (404).
 */
export async function mergeCustomers(db: Db, actor: Actor, input: CustomerMergeInput, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const { survivor, merged } = await pairOf(tx, actor, input, true);
    const t = actor.tenantId;
    const s = survivor.id;
    const m = merged.id;
    const moved = await countsOf(tx, t, m);
    await tx.execute(sql`update appointments set customer_id = ${s} where tenant_id = ${t} and customer_id = ${m}`);
    await tx.execute(sql`update appointments set created_by_customer_id = ${s} where tenant_id = ${t} and created_by_customer_id = ${m}`);
    await tx.execute(sql`update invoices set customer_id = ${s} where tenant_id = ${t} and customer_id = ${m}`);
    await tx.execute(sql`update invoice_payments set customer_id = ${s} where tenant_id = ${t} and customer_id = ${m}`);
    await tx.execute(sql`update gift_cards set customer_id = ${s} where tenant_id = ${t} and customer_id = ${m}`);
    await tx.execute(sql`update promo_redemptions set customer_id = ${s} where tenant_id = ${t} and customer_id = ${m}`);
    // one default card per customer: the survivor's default stays
    await tx.execute(sql`update saved_cards set is_default = false where tenant_id = ${t} and customer_id = ${m}
      and exists (select 1 from saved_cards d where d.tenant_id = ${t} and d.customer_id = ${s} and d.is_default and d.removed_at is null)`);
    await tx.execute(sql`update saved_cards set customer_id = ${s} where tenant_id = ${t} and customer_id = ${m}`);
    await tx.execute(sql`update customer_gateway_accounts g set customer_id = ${s} where g.tenant_id = ${t} and g.customer_id = ${m}
      and not exists (select 1 from customer_gateway_accounts o where o.tenant_id = ${t} and o.customer_id = ${s} and o.gateway = g.gateway)`);
    await tx.execute(sql`update customer_notes set customer_id = ${s} where tenant_id = ${t} and customer_id = ${m}`);
    // Sign-in identities and support requests move; the survivor's own details and preferences win where both exist.
    await tx.execute(sql`update customer_identities set customer_id = ${s} where tenant_id = ${t} and customer_id = ${m}`);
    await tx.execute(sql`update customer_support_requests set customer_id = ${s} where tenant_id = ${t} and customer_id = ${m}`);
    await tx.execute(sql`update customer_personal_details d set customer_id = ${s} where d.tenant_id = ${t} and d.customer_id = ${m}
      and not exists (select 1 from customer_personal_details o where o.tenant_id = ${t} and o.customer_id = ${s})`);
    await tx.execute(sql`update customer_contact_preferences p set customer_id = ${s} where p.tenant_id = ${t} and p.customer_id = ${m}
      and not exists (select 1 from customer_contact_preferences o where o.tenant_id = ${t} and o.customer_id = ${s}
        and o.channel = p.channel and o.kind = p.kind)`);
    await tx.execute(sql`update customers set primary_customer_id = ${s} where tenant_id = ${t} and primary_customer_id = ${m}`);
    await tx.execute(sql`update customers set merged_into_id = ${s} where tenant_id = ${t} and merged_into_id = ${m}`);
    await tx.execute(sql`update customers set merged_into_id = ${s}, merged_at = now(), status = 'inactive',
      phone_number = null, email = null, updated_at = now() where tenant_id = ${t} and id = ${m}`);
    // the survivor keeps its own contact details and takes the duplicate's where it has none
    await tx.execute(sql`update customers set
      phone_number = coalesce(phone_number, ${merged.phone_number}), email = coalesce(email, ${merged.email}), updated_at = now()
      where tenant_id = ${t} and id = ${s}`);
    await revokeSessions(tx, { customerId: m }, 'customer_merged');
    await audit(
      tx,
      actor,
      { action: 'customer.merged', entityType: 'customer', entityId: s, details: { survivorId: s, mergedId: m, moved } },
      requestId,
    );
    return { survivorId: s, mergedId: m, moved };
  });
}
