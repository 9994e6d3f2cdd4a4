// The time card of a store's pay period: per employee per day the entries, paid, regular, overtime and
// double-time minutes (packages/shared time-clock/hours.ts), flags and totals; plus tips per cutter.
import {
  hasAccess,
  type Segment,
  shortBreak,
  storeDateOf,
  type TimeCard,
  type TimeCardEmployee,
  type TimeCardFlag,
  timeCardDays,
} from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { employees, type stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { missedDeadline } from './missed-punches.ts';
import { isLocked, type Period, periodOf, periodRow, settingsOf } from './time-clock.periods.ts';
import { timeEntries } from './time-clock.tables.ts';
import { entryView } from './time-entries.ts';

type StoreRow = typeof stores.$inferSelect;

/** Whether the actor sees every card of the store or only their own. */
export const seesAll = (actor: Actor) => hasAccess(actor.accessControls, ['view_all_time_cards']);

/** The employees on a store's card: those holding a role at the store, and anyone with entries there in the period. */
async function cardPeople(tx: Tx, tenantId: string, storeId: string, period: Period) {
  return queryRows<{ id: string; first_name: string; last_name: string }>(
    tx,
    sql`SELECT e.id, e.first_name, e.last_name FROM employees e
         WHERE e.tenant_id = ${tenantId}
           AND ((e.status = 'active' AND EXISTS (SELECT 1 FROM employee_roles er JOIN roles r ON r.id = er.role_id
                        WHERE er.tenant_id = e.tenant_id AND er.employee_id = e.id AND er.store_id = ${storeId}
                          AND r.slug NOT IN ('customer')))
             OR EXISTS (SELECT 1 FROM time_entries t WHERE t.tenant_id = e.tenant_id AND t.employee_id = e.id
                          AND t.store_id = ${storeId} AND t.deleted_at IS NULL
                          AND t.clock_in < ${period.to.toISOString()}::timestamptz
                          AND coalesce(t.clock_out, 'infinity'::timestamptz) > ${period.from.toISOString()}::timestamptz))
         ORDER BY e.first_name, e.last_name`,
  );
}

/** Tips per cutter on the store's paid invoices in the period, in cents. */
export async function tipsByCutter(tx: Tx, tenantId: string, storeId: string, period: Pick<Period, 'from' | 'to'>) {
  const rows = await queryRows<{ cutter_id: string; cents: number }>(
    tx,
    sql`SELECT it.cutter_id, coalesce(sum(it.amount_cents), 0)::bigint::int AS cents
          FROM invoice_tips it JOIN invoices i ON i.tenant_id = it.tenant_id AND i.id = it.invoice_id
         WHERE it.tenant_id = ${tenantId} AND i.store_id = ${storeId} AND i.voided_at IS NULL AND i.paid_at IS NOT NULL
           AND i.paid_at >= ${period.from.toISOString()}::timestamptz AND i.paid_at < ${period.to.toISOString()}::timestamptz
         GROUP BY it.cutter_id`,
  );
  return new Map(rows.map((r) => [r.cutter_id, Number(r.cents)]));
}

export async function buildTimeCard(tx: Tx, actor: Actor, store: StoreRow, date: string | undefined, now: Date): Promise<TimeCard> {
  const settings = await settingsOf(tx, actor.tenantId, store);
  const zone = store.timezone;
  const today = storeDateOf(zone, now);
  const period = periodOf(settings, zone, date ?? today);
  const row = await periodRow(tx, actor.tenantId, store.id, period.start);
  const selfOnly = !seesAll(actor);
  let people = await cardPeople(tx, actor.tenantId, store.id, period);
  if (selfOnly) {
    people = people.filter((p) => p.id === actor.id);
    if (people.length === 0) {
      const [me] = await tx
        .select({ id: employees.id, first_name: employees.firstName, last_name: employees.lastName })
        .from(employees)
        .where(and(eq(employees.tenantId, actor.tenantId), eq(employees.id, actor.id)));
      people = [me];
    }
  }
  const rows = await tx
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, actor.tenantId),
        eq(timeEntries.storeId, store.id),
        sql`${timeEntries.clockIn} < ${period.to.toISOString()}::timestamptz`,
        sql`coalesce(${timeEntries.clockOut}, 'infinity'::timestamptz) > ${period.from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(timeEntries.clockIn);
  const tips = await tipsByCutter(tx, actor.tenantId, store.id, period);

  const cards: TimeCardEmployee[] = people.map((person) => {
    const mine = rows.filter((r) => r.employeeId === person.id);
    const live = mine.filter((r) => r.deletedAt === null);
    const segments: Segment[] = live.filter((r) => r.clockOut !== null).map((r) => ({ start: r.clockIn, end: r.clockOut!, kind: r.kind }));
    const card = timeCardDays(zone, settings.overtimeRule, period.start, period.days, segments);
    const dayOf = (r: (typeof mine)[number]) => {
      const d = storeDateOf(zone, r.clockIn);
      if (d < period.start) return period.start;
      return d;
    };
    const days = card.days.map((day) => {
      const onDay = mine.filter((r) => dayOf(r) === day.date);
      const entries = onDay
        .filter((r) => r.deletedAt === null)
        .map((r) => entryView(r, r.clockOut === null && now >= missedDeadline(store, settings, r.clockIn)));
      const flags: TimeCardFlag[] = [];
      if (entries.some((e) => e.missedPunch)) flags.push('missed_punch');
      if (shortBreak(day)) flags.push('short_break');
      if (onDay.some((r) => r.edited || r.deletedAt !== null)) flags.push('edited');
      return {
        date: day.date,
        entries,
        work: day.work,
        paidBreak: day.paidBreak,
        unpaidBreak: day.unpaidBreak,
        paid: day.paid,
        regular: day.regular,
        overtime: day.overtime,
        doubleTime: day.doubleTime,
        flags,
      };
    });
    const flags = [...new Set(days.flatMap((d) => d.flags))];
    return {
      employeeId: person.id,
      name: `${person.first_name} ${person.last_name}`.trim(),
      days,
      totals: card.totals,
      flags,
      tipsCents: tips.get(person.id) ?? 0,
    };
  });
  const totals = cards.reduce(
    (sum, c) => ({
      paid: sum.paid + c.totals.paid,
      unpaidBreak: sum.unpaidBreak + c.totals.unpaidBreak,
      regular: sum.regular + c.totals.regular,
      overtime: sum.overtime + c.totals.overtime,
      doubleTime: sum.doubleTime + c.totals.doubleTime,
    }),
    { paid: 0, unpaidBreak: 0, regular: 0, overtime: 0, doubleTime: 0 },
  );
  let approvedBy: string | null = null;
  if (row?.approvedBy) {
    const [who] = await tx
      .select({ first: employees.firstName, last: employees.lastName })
      .from(employees)
      .where(and(eq(employees.tenantId, actor.tenantId), eq(employees.id, row.approvedBy)));
    approvedBy = who ? `${who.first} ${who.last}`.trim() : null;
  }
  return {
    storeId: store.id,
    storeName: store.name,
    timeZone: zone,
    overtimeRule: settings.overtimeRule,
    payPeriod: settings.payPeriod,
    periodStart: period.start,
    periodEnd: period.end,
    current: today >= period.start && today <= period.end,
    status: row?.status ?? 'open',
    locked: isLocked(period, row, now),
    approvedBy: row?.status === 'approved' ? approvedBy : null,
    approvedAt: row?.status === 'approved' ? (row.approvedAt?.toISOString() ?? null) : null,
    reopenReason: row?.reopenReason ?? null,
    selfOnly,
    employees: cards,
    totals,
  };
}
