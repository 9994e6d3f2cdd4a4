// An inbound STOP turns the texting customer's SMS preferences off (every kind), at every brand that knows the
// number: the Twilio number is the platform's, so the text names no tenant. START undoes what STOP set (each kind
// back to what applies without a choice: reminders and receipts on, marketing off).
import { CONTACT_KINDS } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { customerContactPreferences } from '../../db/schema.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { setPreferences } from './contact-preferences.ts';

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

/** STOP: SMS off for every kind, marked as set by the text (source sms_stop). Answers how many profiles changed. */
export async function smsStopped(db: Db, phone: string): Promise<number> {
  const found = await customersWithPhone(db, phone);
  for (const c of found)
    await withTenant(db, c.tenant_id, (tx) =>
      setPreferences(
        tx,
        c.tenant_id,
        c.id,
        CONTACT_KINDS.map((kind) => ({ channel: 'sms' as const, kind, allowed: false })),
        'sms_stop',
      ),
    );
  return found.length;
}

/** START: the choices STOP set are removed (a choice the customer made on their profile since then stays). */
export async function smsStarted(db: Db, phone: string): Promise<number> {
  const found = await customersWithPhone(db, phone);
  for (const c of found)
    await withTenant(db, c.tenant_id, (tx) =>
      tx
        .delete(customerContactPreferences)
        .where(
          and(
            eq(customerContactPreferences.tenantId, c.tenant_id),
            eq(customerContactPreferences.customerId, c.id),
            eq(customerContactPreferences.channel, 'sms'),
            eq(customerContactPreferences.source, 'sms_stop'),
          ),
        ),
    );
  return found.length;
}
