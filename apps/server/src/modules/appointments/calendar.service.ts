// Read models of the front desk: the calendar (resources = the store's cutters, events = appointments
// and blocked slots, colored by status) and the dashboard counts per status and day.
import {
  minutePairs,
  addDays,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  CALENDAR,
  type Calendar,
  type Dashboard,
  instantToWallClock,
  localDayBounds,
  STATUS_COLORS,
  todayIn,
  weekdayOf,
} from '@salon/shared';
import { and, asc, eq, gte, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { appointments } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeClock } from '../availability/availability-data.ts';
import { requireAction } from './appointment-access.ts';
import { linesOf, namesOf } from './appointment-records.ts';
import { seriesMarkers } from './standing-records.ts';
import { customerPhones, firstVisits, pinnedNoteCustomers, workingTime } from './calendar-extras.ts';
import type { AppointmentDeps } from './appointments.service.ts';

export function weekDays(date: string, weekStart: number): string[] {
  const first = addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** Cutters holding the cutter role at the store (active employees), by name. */
async function storeCutters(tx: Tx, tenantId: string, storeId: string) {
  // photo_file_id: the employee's newest attached image upload (issue 23: the column header shows it, else initials).
  return queryRows<{ id: string; first_name: string; last_name: string; color: string | null; photo_file_id: string | null }>(
    tx,
    sql`select distinct e.id, e.first_name, e.last_name, e.color,
               (select f.id from files f
                 where f.tenant_id = e.tenant_id and f.entity_type = 'employee' and f.entity_id = e.id and f.kind = 'image'
                 order by f.created_at desc, f.id desc limit 1) as photo_file_id
          from employees e
          join employee_roles er on er.tenant_id = e.tenant_id and er.employee_id = e.id
          join roles r on r.id = er.role_id
         where e.tenant_id = ${tenantId} and er.store_id = ${storeId} and r.slug = 'cutter' and e.status = 'active'
         order by e.first_name, e.last_name, e.id`,
  );
}

export async function calendarOf(
  deps: AppointmentDeps,
  actor: Actor,
  query: { storeId: string; date: string; view: 'day' | 'week'; weekStart?: number; includeCancelled?: boolean },
): Promise<Calendar> {
  requireAction(actor, 'view', { storeId: query.storeId });
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const store = await storeClock(tx, actor.tenantId, query.storeId);
    const weekStart = query.weekStart ?? 0;
    const days = query.view === 'week' ? weekDays(query.date, weekStart) : [query.date];
    const bounds = localDayBounds(store.timezone, days[0], days[days.length - 1]);
    const rows = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, actor.tenantId),
          eq(appointments.storeId, store.id),
          lt(appointments.startsAt, bounds[bounds.length - 1]),
          gte(appointments.endsAt, bounds[0]),
          query.includeCancelled
            ? or(eq(appointments.kind, 'appointment'), notInArray(appointments.status, ['cancelled']))
            : notInArray(appointments.status, ['cancelled', 'no_show']),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
    const lines = await linesOf(
      tx,
      actor.tenantId,
      rows.map((r) => r.id),
    );
    const names = await namesOf(tx, actor.tenantId, rows);
    const cutters = await storeCutters(tx, actor.tenantId, store.id);
    const resources = cutters.map((c) => ({
      id: c.id,
      name: `${c.first_name} ${c.last_name}`.trim(),
      color: c.color,
      photoFileId: c.photo_file_id,
    }));
    // A cutter without the role here who still has time at this store keeps a column (no orphan events).
    for (const r of rows)
      if (!resources.some((x) => x.id === r.cutterId))
        resources.push({ id: r.cutterId, name: names.cutter.get(r.cutterId) ?? '', color: null, photoFileId: null });
    const firsts = await firstVisits(tx, actor.tenantId, rows);
    const phones = await customerPhones(tx, actor.tenantId, rows);
    const pinned = await pinnedNoteCustomers(tx, actor.tenantId, rows);
    const markers = await seriesMarkers(tx, actor.tenantId, rows);
    const working = await workingTime(
      tx,
      actor.tenantId,
      store.id,
      bounds[0],
      bounds[bounds.length - 1],
      resources.map((r) => r.id),
    );
    const splitVisits = new Set(rows.flatMap((r) => (r.visitId ? [r.visitId] : [])));
    const hours = (date: string) => store.openingHours[String(weekdayOf(date)) as keyof typeof store.openingHours];
    const today = hours(query.date);
    return {
      storeId: store.id,
      timezone: store.timezone,
      view: query.view,
      date: query.date,
      weekStart,
      open: today?.open ?? CALENDAR.defaultOpen,
      close: today?.close ?? CALENDAR.defaultClose,
      days: days.map((date) => ({ date, open: hours(date)?.open ?? null, close: hours(date)?.close ?? null })),
      resources,
      events: rows.map((r) => {
        // A split visit (issue 20): each cutter's part and the visit's own row carry the visit's id.
        const visitId = r.visitId ?? (splitVisits.has(r.id) ? r.id : null);
        const who = r.customerId ? (names.customer.get(r.customerId) ?? 'Customer') : (r.guestName ?? 'Guest');
        const services = (lines.get(r.id) ?? []).map((l) => l.name).join(', ');
        return {
          id: r.id,
          resourceId: r.cutterId,
          start: r.startsAt.toISOString(),
          end: r.endsAt.toISOString(),
          status: r.status,
          color: STATUS_COLORS[r.status],
          title: r.kind === 'block' ? `${r.label}${r.notes ? `: ${r.notes}` : ''}` : services ? `${who} · ${services}` : who,
          kind: r.kind,
          label: r.label,
          source: r.source,
          customerId: r.customerId,
          isGuest: r.kind === 'appointment' && !r.customerId,
          beverage: r.beverage,
          music: r.music,
          version: r.version,
          processing: minutePairs(r.freeMinutes ?? []).map((p) => ({ from: p.start, to: p.end })),
          customerName: r.kind === 'block' ? null : who,
          services,
          firstVisit: firsts.has(r.id),
          pinnedNote: r.customerId !== null && pinned.has(r.customerId),
          phone: r.kind === 'block' ? null : r.customerId ? (phones.get(r.customerId) ?? null) : r.guestPhone,
          notes: r.kind === 'block' ? null : (r.notes ?? null),
          repeat: markers.get(r.id) ?? null,
          visitId,
        };
      }),
      ...working,
    };
  });
}

const emptyCounts = () => Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<AppointmentStatus, number>;

/** Appointment/Dashboard: today's and the week's appointments of a store, counted per status and per day. */
export async function dashboardOf(deps: AppointmentDeps, actor: Actor, query: { storeId: string; weekStart?: string }): Promise<Dashboard> {
  requireAction(actor, 'view', { storeId: query.storeId });
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const store = await storeClock(tx, actor.tenantId, query.storeId);
    const today = todayIn(store.timezone, deps.now());
    const days = query.weekStart ? weekDays(query.weekStart, weekdayOf(query.weekStart)) : weekDays(today, 0);
    const dates = [...new Set([...days, today])].sort();
    const bounds = localDayBounds(store.timezone, dates[0], dates[dates.length - 1]);
    const rows = await tx
      .select({ startsAt: appointments.startsAt, status: appointments.status })
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, actor.tenantId),
          eq(appointments.storeId, store.id),
          eq(appointments.kind, 'appointment'),
          gte(appointments.startsAt, bounds[0]),
          lt(appointments.startsAt, bounds[bounds.length - 1]),
          inArray(appointments.status, [...APPOINTMENT_STATUSES]),
        ),
      );
    const perDay = new Map<string, Record<AppointmentStatus, number>>();
    for (const r of rows) {
      const date = instantToWallClock(store.timezone, r.startsAt).date;
      const counts = perDay.get(date) ?? emptyCounts();
      counts[r.status] += 1;
      perDay.set(date, counts);
    }
    const dayOf = (date: string) => {
      const counts = perDay.get(date) ?? emptyCounts();
      return { date, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    };
    const week = days.map(dayOf);
    const weekCounts = emptyCounts();
    for (const d of week) for (const s of APPOINTMENT_STATUSES) weekCounts[s] += d.counts[s];
    return {
      storeId: store.id,
      timezone: store.timezone,
      today: dayOf(today),
      week: { from: days[0], to: days[6], total: week.reduce((a, d) => a + d.total, 0), counts: weekCounts, days: week },
    };
  });
}
