import type { CustomerCreate } from '@salon/shared';
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

/** Edit profile (flag edit_customer_profile); a changed phone or email is unverified until the customer confirms it. */
export async function updateCustomerProfile(db: Db, actor: Actor, id: string, input: CustomerCreate, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const c = await customerOfActor(tx, actor, id, { forUpdate: true });
    const email = input.email ?? null;
    if (c.profile_type === 'PRIMARY')
      await refuseDuplicate(tx, actor.tenantId, c.brand_id, { phoneNumber: input.phoneNumber, email }, c.id);
    const phoneChanged = input.phoneNumber !== c.phone_number;
    const emailChanged = email !== c.email;
    await tx.execute(sql`update customers set first_name = ${input.firstName}, last_name = ${input.lastName},
        phone_number = ${input.phoneNumber}, email = ${email},
        phone_verified = ${phoneChanged ? false : c.phone_verified}, email_verified = ${emailChanged ? false : c.email_verified},
        updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${c.id} and ${visibleCustomers(actor, 'customers')}`);
    await audit(
      tx,
      actor,
      {
        action: 'customer.profile_edited',
        entityType: 'customer',
        entityId: c.id,
        details: { phoneChanged, emailChanged, nameChanged: input.firstName !== c.first_name || input.lastName !== c.last_name },
      },
      requestId,
    );
    return { id: c.id };
  });
}
