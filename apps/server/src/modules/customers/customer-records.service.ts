import type { CustomerCreate, CustomerUpdate } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { customers } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { customerOfActor, visibleCustomers } from './customer-access.ts';
import { storeOfActor } from './customer-admin.service.ts';

/**
 * Refuses a phone or email another PRIMARY profile of the brand holds: 409 naming that customer, with its id
 * in `fields.existingCustomerId` so the screen can link to it.
 */
export async function refuseDuplicate(
  tx: Tx,
  tenantId: string,
  brandId: string,
  input: { phoneNumber: string | null; email: string | null },
  exceptId?: string,
) {
  const [existing] = await queryRows<{ id: string; phone_number: string | null }>(
    tx,
    sql`select id, phone_number from customers
        where tenant_id = ${tenantId} and brand_id = ${brandId} and profile_type = 'PRIMARY' and merged_into_id is null
          and (phone_number = ${input.phoneNumber} or (${input.email}::text is not null and email = ${input.email}))
          ${exceptId ? sql`and id <> ${exceptId}` : sql``}
        limit 1`,
  );
  if (!existing) return;
  const field = existing.phone_number !== null && existing.phone_number === input.phoneNumber ? 'phoneNumber' : 'email';
  const what = field === 'phoneNumber' ? 'phone number' : 'email';
  throw conflict(`Customer ${existing.id} already has this ${what}.`, {
    [field]: `Already used by customer ${existing.id}`,
    existingCustomerId: existing.id,
  });
}

/** The brand a new customer joins: the chosen store's, or the one brand the actor can see. */
async function brandFor(tx: Tx, actor: Actor, storeId?: string) {
  if (storeId) return (await storeOfActor(tx, actor, storeId)).brandId;
  const brands = await queryRows<{ brand_id: string }>(
    tx,
    sql`select distinct s.brand_id from stores s where s.tenant_id = ${actor.tenantId}
        ${
          actor.tenantWide || actor.isSuperAdmin
            ? sql``
            : actor.storeIds.length
              ? sql`and s.id in (${sql.join(
                  actor.storeIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`
              : sql`and false`
        }`,
  );
  if (brands.length !== 1) throw invalid({ storeId: 'Choose the store the customer belongs to' });
  return brands[0].brand_id;
}

/** Create customer (flag create_customer): a PRIMARY profile without a password; they get credentials later. */
export async function createCustomerAtDesk(db: Db, actor: Actor, input: CustomerCreate & { storeId?: string }, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const brandId = await brandFor(tx, actor, input.storeId);
    const contact = { phoneNumber: input.phoneNumber, email: input.email ?? null };
    await refuseDuplicate(tx, actor.tenantId, brandId, contact);
    const [row] = await tx
      .insert(customers)
      .values({ tenantId: actor.tenantId, brandId, firstName: input.firstName, lastName: input.lastName, ...contact })
      .returning({ id: customers.id });
    await audit(tx, actor, { action: 'customer.created', entityType: 'customer', entityId: row.id, details: { brandId } }, requestId);
    return { id: row.id };
  });
}

/**
 * Edit profile (flag edit_customer_profile): the name. A phone or email sent unchanged is accepted; a different one
 * is refused on its field (422), pointing to the code flow that proves the new address, and nothing is written.
 */
export async function updateCustomerProfile(db: Db, actor: Actor, id: string, input: CustomerUpdate, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const c = await customerOfActor(tx, actor, id, { forUpdate: true });
    const refused: Record<string, string> = {};
    if (input.phoneNumber !== undefined && input.phoneNumber !== c.phone_number)
      refused.phoneNumber =
        'A new phone number is confirmed by a code: use Change phone number (Customer/ChangePhoneNumber, then VerifyPhoneNumber).';
    if (input.email !== undefined && (input.email ?? null) !== c.email)
      refused.email = 'A new email is confirmed by a code: use Change email (Customer/ChangeEmail, then VerifyEmail).';
    if (Object.keys(refused).length) throw invalid(refused, 'Phone number and email change only through the code sent to the new address.');
    await tx.execute(sql`update customers set first_name = ${input.firstName}, last_name = ${input.lastName}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${c.id} and ${visibleCustomers(actor, 'customers')}`);
    await audit(
      tx,
      actor,
      {
        action: 'customer.profile_edited',
        entityType: 'customer',
        entityId: c.id,
        details: { nameChanged: input.firstName !== c.first_name || input.lastName !== c.last_name },
      },
      requestId,
    );
    return { id: c.id };
  });
}
