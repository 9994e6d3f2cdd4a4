// SalonSetup/Checklist: the owner's first steps, each ticked from the tenant's rows (never from a stored flag).
import { and, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { ownerChecklist, type OwnerChecklist } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { employees, kioskDevices, services, serviceStores, shifts, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';

const n = sql<number>`count(*)::int`;
const liveService = and(eq(services.active, true), isNull(services.archivedAt));

export async function loadOwnerChecklist(ctx: AppContext, actor: Actor): Promise<OwnerChecklist> {
  // It counts the whole tenant: only tenant-wide staff (the owner, a franchisor) see it.
  if (!actor.tenantWide) throw forbidden('The checklist is for the salon owner.');
  const now = ctx.now();
  const counts = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const [offered] = await tx
      .select({ n: sql<number>`count(distinct ${services.id})::int` })
      .from(services)
      .innerJoin(serviceStores, and(eq(serviceStores.tenantId, services.tenantId), eq(serviceStores.serviceId, services.id)))
      .where(liveService);
    const [staff] = await tx
      .select({ n })
      .from(employees)
      .where(and(eq(employees.status, 'active'), ne(employees.id, actor.id), eq(employees.isSuperAdmin, false)));
    const [upcoming] = await tx.select({ n }).from(shifts).where(gte(shifts.endsAt, now));
    const [online] = await tx.select({ n }).from(stores).where(eq(stores.onlineBooking, true));
    const [bookable] = await tx
      .select({ n })
      .from(services)
      .where(and(liveService, eq(services.onlineBookable, true)));
    const [kiosks] = await tx
      .select({ n })
      .from(kioskDevices)
      .where(and(isNotNull(kioskDevices.pairedAt), isNull(kioskDevices.revokedAt)));
    return {
      services: offered.n,
      otherStaff: staff.n,
      upcomingShifts: upcoming.n,
      onlineStores: online.n,
      onlineServices: bookable.n,
      pairedKiosks: kiosks.n,
    };
  });
  return ownerChecklist(counts);
}
