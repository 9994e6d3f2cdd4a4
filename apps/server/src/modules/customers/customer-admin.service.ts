import { and, eq, or } from 'drizzle-orm';
import { normalizePhone } from '@salon/shared';
import type { Db, Tx } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfTenant } from '../tenancy/stores.ts';
import { type PersonalInfoType, personalInfoView, presentPersonalInfo } from './personal-info.ts';

type CustomerRow = typeof customers.$inferSelect;

/** The fields of a customer any caller may see about their own account or one they created (no hashes). */
export function presentCustomerAccount(row: CustomerRow) {
  return {
    id: row.id,
    brandId: row.brandId,
    profileType: row.profileType,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    phoneVerified: row.phoneVerified,
    emailVerified: row.emailVerified,
    hasPassword: row.passwordHash !== null,
  };
}

/** A store the employee works at (or any store of the tenant for tenant-wide roles). */
export async function storeOfActor(tx: Tx, actor: Actor, storeId: string) {
  const store = await storeOfTenant(tx, actor.tenantId, storeId);
  if (!actor.tenantWide && !actor.storeIds.includes(store.id)) throw forbidden('You do not work at this store.');
  return store;
}

export interface DeskCustomer {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
  storeId: string;
}

/**
 * CustomerAuth/AdminCreate: staff create a PRIMARY customer of the store's brand, without a password
 * and with the phone unverified; the customer gets credentials later (CreateCredentials).
 */
export async function adminCreateCustomer(db: Db, actor: Actor, input: DeskCustomer, requestId?: string) {
  const phone = normalizePhone(input.phoneNumber) as string;
  const email = input.email ?? null;
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, input.storeId);
    const sameContact = email ? or(eq(customers.phoneNumber, phone), eq(customers.email, email)) : eq(customers.phoneNumber, phone);
    const [existing] = await tx
      .select({ phoneNumber: customers.phoneNumber })
      .from(customers)
      .where(and(eq(customers.brandId, store.brandId), eq(customers.profileType, 'PRIMARY'), sameContact));
    if (existing) {
      const field = existing.phoneNumber === phone ? 'phoneNumber' : 'email';
      throw conflict(`A customer with this ${field === 'phoneNumber' ? 'phone number' : 'email'} already exists.`, {
        [field]: 'Already used by another customer',
      });
    }
    const [row] = await tx
      .insert(customers)
      .values({
        tenantId: actor.tenantId,
        brandId: store.brandId,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: phone,
        email,
      })
      .returning();
    await audit(
      tx,
      actor,
      { action: 'customer.created_at_desk', entityType: 'customer', entityId: row.id, details: { storeId: store.id } },
      requestId,
    );
    return presentCustomerAccount(row);
  });
}

/**
 * CustomerUser/GetCustomerPersonalInfoById: a customer's phone or email for staff, full with the
 * full-view flag of that type, masked with view_partial_phone; full views are audited.
 */
export async function customerPersonalInfo(
  db: Db,
  actor: Actor,
  query: { id: string; storeId: string; type: PersonalInfoType },
  requestId?: string,
) {
  const view = personalInfoView(actor.accessControls, query.type);
  if (view === 'none') throw forbidden();
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, query.storeId);
    const [customer] = await tx
      .select({ id: customers.id, phoneNumber: customers.phoneNumber, email: customers.email })
      .from(customers)
      .where(and(eq(customers.id, query.id), eq(customers.brandId, store.brandId)));
    if (!customer) throw notFound('Customer');
    const raw = query.type === 'phone' ? customer.phoneNumber : customer.email;
    if (view === 'full') {
      await audit(
        tx,
        actor,
        { action: 'customer.personal_info_viewed', entityType: 'customer', entityId: customer.id, details: { type: query.type } },
        requestId,
      );
    }
    return {
      id: customer.id,
      type: query.type,
      value: presentPersonalInfo(raw, query.type, view),
      masked: view === 'masked' && raw !== null,
    };
  });
}
