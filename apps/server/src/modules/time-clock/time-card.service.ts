// Time cards of a store: the card of a period, approve (locks), re-open with a reason, the list of past
// periods, and the payroll export (docs in payroll-export.ts).
import { addDays, storeDateOf, type TimeCard, type TimeCardPeriod } from '@salon/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { invalidTransition, storeOfActor } from '../stores/store-access.ts';
import { payrollCsv, type PayrollOptions } from './payroll-export.ts';
import { buildTimeCard, seesAll } from './time-card.ts';
import { isLocked, periodOf, periodRow, settingsOf } from './time-clock.periods.ts';
import { timeCardPeriods, timeEntries } from './time-clock.tables.ts';
import { forbidden } from '../../platform/http/errors.ts';

export async function getTimeCard(ctx: AppContext, actor: Actor, storeId: string, date?: string): Promise<TimeCard> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, storeId);
    return buildTimeCard(tx, actor, store, date, ctx.now());
  });
}

/** The period must start on one of the store's period start days. */
async function periodFor(ctx: AppContext, actor: Actor, storeId: string, periodStart: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, storeId);
    const settings = await settingsOf(tx, actor.tenantId, store);
    const period = periodOf(settings, store.timezone, periodStart);
    if (period.start !== periodStart)
      throw invalid({ periodStart: `A pay period of this store starts on ${period.start}, not ${periodStart}` });
    return { store, period };
  });
}

/** Approve: locks the period. Refused while an entry in it is still open (a missed clock-out to fix first). */
export async function approvePeriod(ctx: AppContext, actor: Actor, storeId: string, periodStart: string, requestId?: string) {
  const { store, period } = await periodFor(ctx, actor, storeId, periodStart);
  const now = ctx.now();
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const row = await periodRow(tx, actor.tenantId, store.id, period.start);
    if (row?.status === 'approved') throw invalidTransition(`The time card for ${period.start} to ${period.end} is already approved.`);
    const open = await tx
      .select({ first: employees.firstName, last: employees.lastName })
      .from(timeEntries)
      .innerJoin(employees, and(eq(employees.tenantId, timeEntries.tenantId), eq(employees.id, timeEntries.employeeId)))
      .where(
        and(
          eq(timeEntries.tenantId, actor.tenantId),
          eq(timeEntries.storeId, store.id),
          isNull(timeEntries.clockOut),
          isNull(timeEntries.deletedAt),
          sql`${timeEntries.clockIn} < ${period.to.toISOString()}::timestamptz`,
        ),
      );
    if (open.length) {
      const names = [...new Set(open.map((o) => `${o.first} ${o.last}`.trim()))].join(', ');
      throw invalidTransition(`Still clocked in: ${names}. Enter their clock-out before approving.`);
    }
    const values = { status: 'approved' as const, approvedBy: actor.id, approvedAt: now };
    await tx
      .insert(timeCardPeriods)
      .values({ tenantId: actor.tenantId, storeId: store.id, periodStart: period.start, periodEnd: period.end, ...values })
      .onConflictDoUpdate({ target: [timeCardPeriods.tenantId, timeCardPeriods.storeId, timeCardPeriods.periodStart], set: values });
    await audit(tx, actor, { action: 'time_card.approve', entityType: 'store', entityId: store.id, details: { periodStart } }, requestId);
    return buildTimeCard(tx, actor, store, period.start, now);
  });
}

/** Re-open a locked period (approved, or past) with a reason; approving it again locks it. */
export async function reopenPeriod(
  ctx: AppContext,
  actor: Actor,
  storeId: string,
  periodStart: string,
  reason: string,
  requestId?: string,
) {
  const { store, period } = await periodFor(ctx, actor, storeId, periodStart);
  const now = ctx.now();
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const row = await periodRow(tx, actor.tenantId, store.id, period.start);
    if (!isLocked(period, row, now)) throw invalidTransition(`The time card for ${period.start} to ${period.end} is not locked.`);
    const values = { status: 'reopened' as const, reopenedBy: actor.id, reopenedAt: now, reopenReason: reason };
    await tx
      .insert(timeCardPeriods)
      .values({ tenantId: actor.tenantId, storeId: store.id, periodStart: period.start, periodEnd: period.end, ...values })
      .onConflictDoUpdate({ target: [timeCardPeriods.tenantId, timeCardPeriods.storeId, timeCardPeriods.periodStart], set: values });
    await audit(
      tx,
      actor,
      { action: 'time_card.reopen', entityType: 'store', entityId: store.id, details: { periodStart, reason } },
      requestId,
    );
    return buildTimeCard(tx, actor, store, period.start, now);
  });
}

const PAST_PERIODS = 12;

/** The last 12 periods before the current one, newest first, with their approval. */
export async function pastPeriods(ctx: AppContext, actor: Actor, storeId: string): Promise<{ periods: TimeCardPeriod[] }> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, storeId);
    const settings = await settingsOf(tx, actor.tenantId, store);
    const current = periodOf(settings, store.timezone, storeDateOf(store.timezone, ctx.now()));
    const starts: string[] = [];
    let start = current.start;
    for (let i = 0; i < PAST_PERIODS; i++) {
      start = periodOf(settings, store.timezone, addDays(start, -1)).start;
      starts.push(start);
    }
    const rows = await tx
      .select({ p: timeCardPeriods, first: employees.firstName, last: employees.lastName })
      .from(timeCardPeriods)
      .leftJoin(employees, and(eq(employees.tenantId, timeCardPeriods.tenantId), eq(employees.id, timeCardPeriods.approvedBy)))
      .where(
        and(
          eq(timeCardPeriods.tenantId, actor.tenantId),
          eq(timeCardPeriods.storeId, store.id),
          inArray(timeCardPeriods.periodStart, starts),
        ),
      );
    const byStart = new Map(rows.map((r) => [r.p.periodStart, r]));
    return {
      periods: starts.map((s) => {
        const r = byStart.get(s);
        const approved = r?.p.status === 'approved';
        return {
          periodStart: s,
          periodEnd: periodOf(settings, store.timezone, s).end,
          status: r?.p.status ?? 'open',
          approvedBy: approved && r.first !== null ? `${r.first} ${r.last ?? ''}`.trim() : null,
          approvedAt: approved ? (r.p.approvedAt?.toISOString() ?? null) : null,
        };
      }),
    };
  });
}

export async function exportPayroll(ctx: AppContext, actor: Actor, storeId: string, periodStart: string, options: PayrollOptions) {
  if (!seesAll(actor)) throw forbidden('The payroll export needs view all time cards.');
  const card = await getTimeCard(ctx, actor, storeId, periodStart);
  if (card.periodStart !== periodStart)
    throw invalid({ periodStart: `A pay period of this store starts on ${card.periodStart}, not ${periodStart}` });
  return { filename: `payroll-${options.layout}-${card.periodStart}.csv`, csv: payrollCsv(card, options) };
}
