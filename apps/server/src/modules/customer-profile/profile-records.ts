// Reading the signed-in customer and their details; shared by the profile services.
import { birthdayProblem, instantToWallClock } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerPersonalDetails, customers } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid, notFound, unauthenticated } from '../../platform/http/errors.ts';

/** The signed-in customer's own (PRIMARY, active) row, locked for the change that follows. */
export async function selfOf(tx: Tx, actor: Actor) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.id, actor.id)))
    .for('update');
  if (row?.status !== 'active') throw unauthenticated();
  return row;
}

/** A LINKED profile under the signed-in customer; another customer's (or tenant's) answers 404. */
export async function linkedOf(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, actor.tenantId),
        eq(customers.id, id),
        eq(customers.primaryCustomerId, actor.id),
        eq(customers.profileType, 'LINKED'),
        eq(customers.status, 'active'),
      ),
    );
  if (!row) throw notFound('Linked profile');
  return row;
}

export async function birthdayOf(tx: Tx, tenantId: string, customerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ birthday: customerPersonalDetails.birthday })
    .from(customerPersonalDetails)
    .where(and(eq(customerPersonalDetails.tenantId, tenantId), eq(customerPersonalDetails.customerId, customerId)));
  return row?.birthday ?? null;
}

/** The earliest "today" anywhere (UTC+14), so no one's real birthday is refused as in the future. */
const latestToday = (now: Date) => instantToWallClock('Pacific/Kiritimati', now).date;

/** Checks and stores a birthday (null clears it); a wrong one answers 422 on `birthday`. */
export async function saveBirthday(tx: Tx, tenantId: string, customerId: string, birthday: string | null, now: Date) {
  if (birthday !== null) {
    const problem = birthdayProblem(birthday, latestToday(now));
    if (problem) throw invalid({ birthday: problem });
  }
  await tx
    .insert(customerPersonalDetails)
    .values({ tenantId, customerId, birthday })
    .onConflictDoUpdate({
      target: [customerPersonalDetails.tenantId, customerPersonalDetails.customerId],
      set: { birthday, updatedAt: now },
    });
}
