// An inbound STOP pauses every text to the texting customer, at every brand that knows the number (the Twilio
// number is the platform's, so the text names no tenant); START lifts the pause. The pause is one flag on the
// customer (sms_paused_at): the per-kind choices (reminders, receipts, marketing) survive STOP and START untouched.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { customers } from '../../db/schema.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';

/** The PRIMARY profiles, in any tenant, whose phone has the digits of `phone` (one cross-tenant lookup). */
async function customersWithPhone(db: Db, phone: string) {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return [];
  const reversed = [...digits].reverse().join('');
  return asSystem(db, (tx) =>
    queryRows<{ id: string; tenant_id: string }>(
      tx,
      sql`select id, tenant_id from customers
           where phone_digits_rev = ${reversed} and profile_type = 'PRIMARY' and merged_into_id is null`,
    ),
  );
}

/** Pauses (STOP) or resumes (START) every text to the profiles with the phone; answers how many there are. */
async function setSmsPause(db: Db, phone: string, paused: boolean, at: Date): Promise<number> {
  const found = await customersWithPhone(db, phone);
  for (const c of found)
    await withTenant(db, c.tenant_id, (tx) =>
      tx
        .update(customers)
        // A second STOP keeps the time of the first.
        .set({ smsPausedAt: paused ? sql`coalesce(${customers.smsPausedAt}, ${at.toISOString()}::timestamptz)` : null })
        .where(and(eq(customers.tenantId, c.tenant_id), eq(customers.id, c.id))),
    );
  return found.length;
}

/** STOP: no text of any kind until START; the customer's per-kind choices are kept, not overwritten. */
export const smsStopped = (db: Db, phone: string, at: Date) => setSmsPause(db, phone, true, at);

/** START: lifts the pause; each kind is again what the customer chose (a marketing opt-in included). */
export const smsStarted = (db: Db, phone: string, at: Date) => setSmsPause(db, phone, false, at);
