import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { personalInfoView, presentPersonalInfo } from './personal-info.ts';

/** Staff see the customers of the brands of the stores they work at; tenant-wide roles see every brand. */
export function visibleCustomers(actor: Actor, alias = 'c'): SQL {
  const c = sql.raw(alias);
  if (actor.tenantWide || actor.isSuperAdmin) return sql`${c}.tenant_id = ${actor.tenantId}`;
  if (actor.storeIds.length === 0) return sql`false`;
  const ids = sql.join(
    actor.storeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`${c}.tenant_id = ${actor.tenantId} and ${c}.brand_id in (select s.brand_id from stores s where s.tenant_id = ${actor.tenantId} and s.id in (${ids}))`;
}

export interface CustomerRecord extends Record<string, unknown> {
  id: string;
  brand_id: string;
  profile_type: 'PRIMARY' | 'LINKED';
  primary_customer_id: string | null;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  email: string | null;
  phone_verified: boolean;
  email_verified: boolean;
  merged_into_id: string | null;
  created_at: Date | string;
}

/** The merged-away id answers 404 naming the survivor, so staff following an old link find the right record. */
export const mergedAway = (survivorId: string) =>
  new AppError(404, 'NOT_FOUND', `Customer not found: this profile was merged into customer ${survivorId}.`);

/**
 * A customer the actor may see (404 otherwise, and for another tenant's id); forUpdate locks the row.
 * A merged-away profile answers 404 naming its survivor unless allowMerged.
 */
export async function customerOfActor(tx: Tx, actor: Actor, id: string, { forUpdate = false, allowMerged = false } = {}) {
  const [row] = await queryRows<CustomerRecord>(
    tx,
    sql`select c.id, c.brand_id, c.profile_type, c.primary_customer_id, c.first_name, c.last_name, c.phone_number, c.email,
               c.phone_verified, c.email_verified, c.merged_into_id, c.created_at
        from customers c where c.id = ${id} and ${visibleCustomers(actor)} ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound('Customer');
  if (row.merged_into_id && !allowMerged) throw mergedAway(row.merged_into_id);
  return row;
}

/** A phone or email as this person may see it (spec flags view_customer_profile, view_customer_email, view_partial_phone). */
export function contactFor(actor: Actor, value: string | null, type: 'phone' | 'email') {
  const view = personalInfoView(actor.accessControls, type);
  if (view === 'none') return { value: null, masked: value !== null };
  return { value: presentPersonalInfo(value, type, view), masked: view === 'masked' && value !== null };
}

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
