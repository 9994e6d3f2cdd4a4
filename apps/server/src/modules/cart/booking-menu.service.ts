// What the booking screens read before a hold: the brand's stores (hours today, online booking) and a
// store's online menu (online-bookable services at the store's price and duration, cutters on shift).
// Open to visitors (brand of the request's domain) as to signed-in customers (their own brand).
import {
  addDays,
  BOOKING_WINDOW_DAYS,
  type BookingMenu,
  type BookingStore,
  missingSkills,
  todayIn,
  wallClockToInstant,
  weekdayOf,
} from '@salon/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { customers, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { BrandContext } from '../../platform/brand-of-request.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';

type DayKey = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/** The brand's active stores by name, each with today's hours on its own clock. */
export async function bookingStores(db: Db, brand: BrandContext, now: Date): Promise<{ stores: BookingStore[] }> {
  return withTenant(db, brand.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(stores)
      .where(and(eq(stores.tenantId, brand.tenantId), eq(stores.brandId, brand.brandId), eq(stores.status, 'active')))
      .orderBy(asc(stores.name), asc(stores.id));
    return {
      stores: rows.map((s) => {
        const today = todayIn(s.timezone, now);
        const hours = s.openingHours[String(weekdayOf(today)) as DayKey] ?? null;
        return {
          id: s.id,
          name: s.name,
          timezone: s.timezone,
          address: s.addressLine1,
          city: s.city,
          state: s.state,
          postalCode: s.postalCode,
          phoneNumber: s.phoneNumber,
          geoLat: s.geoLat,
          geoLong: s.geoLong,
          onlineBooking: s.onlineBooking,
          today,
          todayHours: hours ? { open: hours.open, close: hours.close } : null,
        };
      }),
    };
  });
}

/**
 * A store's online menu. A store of another brand or tenant, or not active, answers 404; a store not
 * taking online bookings answers its (empty) menu so the screen can say so.
 */
export async function bookingMenu(db: Db, brand: BrandContext, storeId: string, now: Date): Promise<BookingMenu> {
  return withTenant(db, brand.tenantId, async (tx) => {
    const [store] = await tx
      .select({ id: stores.id, timezone: stores.timezone, onlineBooking: stores.onlineBooking })
      .from(stores)
      .where(
        and(eq(stores.tenantId, brand.tenantId), eq(stores.id, storeId), eq(stores.brandId, brand.brandId), eq(stores.status, 'active')),
      );
    if (!store) throw notFound('Store');
    if (!store.onlineBooking) return { storeId: store.id, timezone: store.timezone, services: [], cutters: [] };
    const services = await queryRows<{
      id: string;
      name: string;
      category: string;
      price_cents: number;
      duration_minutes: number;
      skill_set: string;
    }>(
      tx,
      sql`select s.id, s.name, s.category, coalesce(o.price_cents, s.price_cents) as price_cents,
                 coalesce(o.duration_minutes, s.duration_minutes) as duration_minutes, s.skill_set
            from services s
            join service_stores ss on ss.tenant_id = s.tenant_id and ss.service_id = s.id and ss.store_id = ${store.id}
            left join service_store_overrides o on o.tenant_id = s.tenant_id and o.service_id = s.id and o.store_id = ${store.id}
           where s.tenant_id = ${brand.tenantId} and s.active and s.archived_at is null and s.online_bookable
           order by s.category, s.name, s.id`,
    );
    const today = todayIn(store.timezone, now);
    const windowEnd = wallClockToInstant(store.timezone, addDays(today, BOOKING_WINDOW_DAYS + 1), 0, 'compatible');
    const cutters = await queryRows<{ id: string; first_name: string; last_name: string; skills: string[] | null }>(
      tx,
      sql`select e.id, e.first_name, e.last_name, e.skills from employees e
           where e.tenant_id = ${brand.tenantId} and e.status = 'active'
             and exists (select 1 from shifts sh
                          where sh.tenant_id = e.tenant_id and sh.employee_id = e.id and sh.store_id = ${store.id}
                            and sh.status = 'active' and sh.ends_at > ${now.toISOString()}::timestamptz
                            and sh.starts_at < ${windowEnd.toISOString()}::timestamptz)
           order by e.first_name, e.last_name, e.id`,
    );
    return {
      storeId: store.id,
      timezone: store.timezone,
      services: services.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category,
        priceCents: s.price_cents,
        durationMinutes: s.duration_minutes,
      })),
      cutters: cutters.map((c) => ({
        id: c.id,
        name: `${c.first_name} ${c.last_name}`.trim(),
        serviceIds: services.filter((s) => missingSkills([{ skillSet: s.skill_set }], c.skills ?? []).length === 0).map((s) => s.id),
      })),
    };
  });
}

/** The signed-in customer and their linked profiles (Cart/Hold takes one of these as customerId). */
export async function bookingProfiles(db: Db, actor: Actor) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, primary: customers.primaryCustomerId })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, actor.tenantId),
          eq(customers.status, 'active'),
          sql`(${customers.id} = ${actor.id} or ${customers.primaryCustomerId} = ${actor.id})`,
        ),
      )
      .orderBy(asc(customers.firstName), asc(customers.id));
    const profiles = rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), self: r.id === actor.id }));
    return { profiles: [...profiles.filter((p) => p.self), ...profiles.filter((p) => !p.self)] };
  });
}
