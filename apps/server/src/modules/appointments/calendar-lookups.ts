// Read helpers of the calendar screen: the customer lookup of the booking popup and an appointment's
// history (appointment_events with who did what), both scoped to the actor's tenant and stores.
import type { AppointmentHistory, CustomerLookup, customerLookupQuerySchema } from '@salon/shared';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { requireAction, requireStore } from './appointment-access.ts';
import { loadAppointment } from './appointment-records.ts';
import type { AppointmentDeps } from './appointments.service.ts';

const LOOKUP_LIMIT = 10;

/** Appointment/CustomerLookup: active customers of the store's brand whose name, phone or email matches. */
export async function lookupCustomers(
  deps: AppointmentDeps,
  actor: Actor,
  query: z.infer<typeof customerLookupQuerySchema>,
): Promise<CustomerLookup> {
  requireAction(actor, 'create');
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const [store] = await queryRows<{ brand_id: string }>(
      tx,
      sql`select brand_id from stores where tenant_id = ${actor.tenantId} and id = ${query.storeId}`,
    );
    // Another tenant's store answers like a missing one; a store of this tenant the person does not work at, 403.
    if (!store) throw notFound('Store');
    requireStore(actor, query.storeId);
    const text = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    const rows = await queryRows<{ id: string; first_name: string; last_name: string; phone_number: string | null }>(
      tx,
      sql`select id, first_name, last_name, phone_number
            from customers
           where tenant_id = ${actor.tenantId} and brand_id = ${store.brand_id} and status = 'active'
             and ((first_name || ' ' || last_name) ilike ${text}
                  or email ilike ${text}
                  ${digits.length >= 4 ? sql`or phone_number like ${`%${digits}%`}` : sql``})
           order by first_name, last_name, id
           limit ${LOOKUP_LIMIT}`,
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: `${r.first_name} ${r.last_name}`.trim(),
        phoneLast4: r.phone_number ? r.phone_number.slice(-4) : null,
      })),
    };
  });
}

/** Appointment/History/{id}: what happened to the appointment, oldest first, with who did it. */
export async function appointmentHistory(deps: AppointmentDeps, actor: Actor, id: string): Promise<AppointmentHistory> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id);
    requireAction(actor, 'view', row);
    const events = await queryRows<{
      id: string;
      action: string;
      from_status: string | null;
      to_status: string | null;
      actor_type: string;
      first_name: string | null;
      last_name: string | null;
      created_at: Date | string;
      details: { start?: unknown; to?: { start?: unknown } } | null;
    }>(
      tx,
      sql`select ev.id, ev.action, ev.from_status, ev.to_status, ev.actor_type, e.first_name, e.last_name, ev.created_at, ev.details
            from appointment_events ev
            left join employees e on ev.actor_type = 'admin' and e.tenant_id = ev.tenant_id and e.id = ev.actor_id
           where ev.tenant_id = ${actor.tenantId} and ev.appointment_id = ${row.id}
           order by ev.created_at, ev.id`,
    );
    return {
      items: events.map((e) => ({
        id: e.id,
        action: e.action,
        fromStatus: e.from_status,
        toStatus: e.to_status,
        actorType: e.actor_type,
        actorName: e.first_name ? `${e.first_name} ${e.last_name ?? ''}`.trim() : null,
        at: new Date(e.created_at).toISOString(),
        visitStart: visitStartOf(e.details),
      })),
    };
  });
}

/** The visit's start a booking or move recorded (book, hold, rebook: start; reschedule: to.start), so the history names it. */
function visitStartOf(details: { start?: unknown; to?: { start?: unknown } } | null): string | null {
  const start = details?.start ?? details?.to?.start;
  return typeof start === 'string' && !Number.isNaN(Date.parse(start)) ? new Date(start).toISOString() : null;
}
