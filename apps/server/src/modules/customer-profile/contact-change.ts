// A customer's email or phone changes only when the code sent to the NEW address comes back. The customer starts
// it on their profile; staff start it on the customer's record (flag edit_customer_profile). Both use this.
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { conflict } from '../../platform/http/errors.ts';
import { queueCode } from '../auth/code-delivery.ts';
import { checkCode } from '../auth/one-time-codes.ts';

export type ContactKind = 'email' | 'phone';

/** The customer whose address changes. */
export interface ContactHolder {
  id: string;
  tenantId: string;
  brandId: string;
  email: string | null;
  phoneNumber: string | null;
}

/** "your" on the customer's own profile, "the customer's" at the desk. */
export type Whose = 'your' | "the customer's";

const purposeOf = (kind: ContactKind) => (kind === 'email' ? ('verify_email' as const) : ('verify_phone' as const));
const columnOf = (kind: ContactKind) => (kind === 'email' ? customers.email : customers.phoneNumber);
const label = (kind: ContactKind) => (kind === 'email' ? 'email' : 'phone number');
const fieldOf = (kind: ContactKind) => (kind === 'email' ? 'email' : 'phoneNumber');
const targetOf = (holder: ContactHolder, kind: ContactKind, identifier: string) => ({
  tenantId: holder.tenantId,
  purpose: purposeOf(kind),
  identifier,
  principalId: holder.id,
});

/** Refuses an address another account of the brand already uses (409 on the field). */
async function assertFree(tx: Tx, holder: ContactHolder, kind: ContactKind, value: string) {
  const [other] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, holder.tenantId),
        eq(customers.brandId, holder.brandId),
        eq(customers.profileType, 'PRIMARY'),
        eq(columnOf(kind), value),
        ne(customers.id, holder.id),
      ),
    );
  if (other)
    throw conflict(`This ${label(kind)} belongs to another account.`, {
      [fieldOf(kind)]: `This ${label(kind)} belongs to another account.`,
    });
}

/** Step 1: queues a code to the new address in the caller's transaction (answers the outbox message id). */
export async function startContactChange(tx: Tx, holder: ContactHolder, kind: ContactKind, value: string, now: Date, whose: Whose) {
  if ((kind === 'email' ? holder.email : holder.phoneNumber) === value) {
    const message = `This is already ${whose} ${label(kind)}.`;
    throw conflict(message, { [fieldOf(kind)]: message });
  }
  await assertFree(tx, holder, kind, value);
  return queueCode(tx, targetOf(holder, kind, value), { channel: kind === 'email' ? 'email' : 'sms', to: value }, now);
}

/**
 * Step 2: the code sent to the new address applies the change and marks it verified. A refusal is answered, not
 * thrown, so the code's spent try is committed.
 */
export async function applyContactChange(
  tx: Tx,
  holder: ContactHolder,
  kind: ContactKind,
  body: { identifier: string; confirmationCode: string },
  now: Date,
): Promise<{ refused: 'wrong' | 'dead' } | { refused: null; row: typeof customers.$inferSelect }> {
  const check = await checkCode(tx, targetOf(holder, kind, body.identifier), body.confirmationCode, now, { mode: 'consume' });
  if (!check.ok) return { refused: check.reason };
  if (check.principalId !== holder.id) return { refused: 'wrong' };
  await assertFree(tx, holder, kind, body.identifier);
  const [row] = await tx
    .update(customers)
    .set(kind === 'email' ? { email: body.identifier, emailVerified: true } : { phoneNumber: body.identifier, phoneVerified: true })
    .where(and(eq(customers.tenantId, holder.tenantId), eq(customers.id, holder.id)))
    .returning();
  return { refused: null, row };
}
