// The waitlist a person can try at once: two customers waiting at the first store tomorrow afternoon for a haircut
// (Sam with anyone, Jordan, the demo customer, later in line). Cancelling a booking in that window offers it.
import { addDays, todayIn } from '@salon/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { services, serviceStores } from '../schema.ts';
import { waitlistEntries } from '../../modules/waitlist/waitlist.tables.ts';
import { withTenant } from '../../platform/tenancy.ts';

export async function seedDemoWaitlist(
  db: Db,
  input: { tenantId: string; store: { id: string; timezone: string }; customerIds: string[]; now: Date },
) {
  const date = addDays(todayIn(input.store.timezone, input.now), 1);
  await withTenant(db, input.tenantId, async (tx) => {
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .innerJoin(serviceStores, and(eq(serviceStores.serviceId, services.id), eq(serviceStores.storeId, input.store.id)))
      .where(and(eq(services.tenantId, input.tenantId), eq(services.onlineBookable, true)))
      .orderBy(asc(services.durationMinutes), asc(services.name))
      .limit(1);
    if (!service) return;
    for (const [i, customerId] of input.customerIds.entries())
      await tx.insert(waitlistEntries).values({
        tenantId: input.tenantId,
        storeId: input.store.id,
        customerId,
        serviceIds: [service.id],
        date,
        windowStartMinutes: 14 * 60,
        windowEndMinutes: 16 * 60,
        createdAt: new Date(input.now.getTime() + i * 1000),
      });
  });
}
