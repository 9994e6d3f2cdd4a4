// Contact preferences per channel and kind, read by every sender before it queues a message to a customer.
import {
  CONTACT_CHANNELS,
  CONTACT_KINDS,
  type ContactChannel,
  type ContactKind,
  type ContactPreference,
  contactDefault,
} from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerContactPreferences, customers } from '../../db/schema.ts';

export type PreferenceSource = 'profile' | 'unsubscribe_link' | 'sms_stop';

/** Every channel and kind with what applies now (the customer's choice, else the default). */
export async function preferencesOf(tx: Tx, tenantId: string, customerId: string): Promise<ContactPreference[]> {
  const rows = await tx
    .select()
    .from(customerContactPreferences)
    .where(and(eq(customerContactPreferences.tenantId, tenantId), eq(customerContactPreferences.customerId, customerId)));
  return CONTACT_CHANNELS.flatMap((channel) =>
    CONTACT_KINDS.map((kind) => ({
      channel,
      kind,
      allowed: rows.find((r) => r.channel === channel && r.kind === kind)?.allowed ?? contactDefault(kind),
    })),
  );
}

/** When the customer (or, for a LINKED profile, its primary) replied STOP, with no START since; null when not paused. */
export async function smsPausedSince(tx: Tx, tenantId: string, customerId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ pausedAt: customers.smsPausedAt })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, holderOf(tenantId, customerId))));
  return row?.pausedAt ?? null;
}

/** Whether the customer (or, for a LINKED profile, its primary) replied STOP and not START since. */
export async function smsPaused(tx: Tx, tenantId: string, customerId: string) {
  return (await smsPausedSince(tx, tenantId, customerId)) !== null;
}

/** The profile whose preferences apply: a LINKED profile follows its primary. */
const holderOf = (tenantId: string, customerId: string) =>
  sql`(select coalesce(${customers.primaryCustomerId}, ${customers.id}) from ${customers}
       where ${customers.tenantId} = ${tenantId} and ${customers.id} = ${customerId})`;

/**
 * Whether `kind` messages may go to the customer over `channel`: their choice (else the default), and for SMS
 * no STOP pause. A LINKED profile follows its primary.
 */
export async function contactAllowed(tx: Tx, tenantId: string, customerId: string, channel: ContactChannel, kind: ContactKind) {
  if (channel === 'sms' && (await smsPaused(tx, tenantId, customerId))) return false;
  const [row] = await tx
    .select({ allowed: customerContactPreferences.allowed })
    .from(customerContactPreferences)
    .where(
      and(
        eq(customerContactPreferences.tenantId, tenantId),
        eq(customerContactPreferences.channel, channel),
        eq(customerContactPreferences.kind, kind),
        eq(customerContactPreferences.customerId, holderOf(tenantId, customerId)),
      ),
    );
  return row?.allowed ?? contactDefault(kind);
}

/**
 * Where a `kind` message to a customer goes: email when they have one and allow it there, else SMS when they
 * have a phone and allow it; null when neither (the message is not sent).
 */
export async function allowedRecipient(
  tx: Tx,
  tenantId: string,
  customerId: string,
  kind: ContactKind,
  contact: { email: string | null; phone: string | null },
): Promise<{ channel: ContactChannel; to: string } | null> {
  if (contact.email && (await contactAllowed(tx, tenantId, customerId, 'email', kind))) return { channel: 'email', to: contact.email };
  if (contact.phone && (await contactAllowed(tx, tenantId, customerId, 'sms', kind))) return { channel: 'sms', to: contact.phone };
  return null;
}

/** Sets the given preferences (upsert per channel and kind). */
export async function setPreferences(
  tx: Tx,
  tenantId: string,
  customerId: string,
  preferences: readonly ContactPreference[],
  source: PreferenceSource,
) {
  for (const p of preferences) {
    await tx
      .insert(customerContactPreferences)
      .values({ tenantId, customerId, channel: p.channel, kind: p.kind, allowed: p.allowed, source })
      .onConflictDoUpdate({
        target: [
          customerContactPreferences.tenantId,
          customerContactPreferences.customerId,
          customerContactPreferences.channel,
          customerContactPreferences.kind,
        ],
        set: { allowed: p.allowed, source, updatedAt: new Date() },
      });
  }
}

/**
 * Where a `kind` message about a customer's visit goes, and whom it greets. A LINKED profile with no email or phone
 * of its own (a child booked by a parent) is reached through its primary, greeted by the primary's first name; null
 * when nobody can be reached or their preferences say no.
 */
export async function customerRecipient(
  tx: Tx,
  tenantId: string,
  customerId: string,
  kind: ContactKind,
): Promise<{ channel: ContactChannel; to: string; name: string } | null> {
  const person = async (id: string) => {
    const [c] = await tx
      .select({ first: customers.firstName, email: customers.email, phone: customers.phoneNumber, primary: customers.primaryCustomerId })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
    return c ?? null;
  };
  const own = await person(customerId);
  if (!own) return null;
  const reached = !own.email && !own.phone && own.primary ? await person(own.primary) : own;
  if (!reached) return null;
  const to = await allowedRecipient(tx, tenantId, customerId, kind, { email: reached.email, phone: reached.phone });
  return to ? { ...to, name: reached.first } : null;
}
