// "Today" for a record that belongs to a whole tenant or brand rather than one store (a promo code's days, an in-store
// promotion's days): the day of its first store by creation (the id breaks a tie, so stores made in one statement
// always answer the same), UTC with no store.
import { todayIn } from '@salon/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';

export async function firstStoreToday(tx: Tx, scope: { tenantId: string; brandId?: string }, now: Date): Promise<string> {
  const [store] = await tx
    .select({ timezone: stores.timezone })
    .from(stores)
    .where(and(eq(stores.tenantId, scope.tenantId), scope.brandId ? eq(stores.brandId, scope.brandId) : undefined))
    .orderBy(asc(stores.createdAt), asc(stores.id))
    .limit(1);
  return todayIn(store?.timezone ?? 'UTC', now);
}
