// An employee's commission rates (issue 15): read by whoever edits the employee or sees pay (view_billing_rate),
// added by edit_employee. A rate starts today or later at the employee's stores, so a period already paid keeps
// the rates it was paid at; a rate that has not started yet may be replaced or removed.
import { type CommissionRateInput, type CommissionRateList, hasAccess, rateOn, todayIn } from '@salon/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { commissionRates } from '../reports/reports.tables.ts';
import { assertManageable, canSeeEmployee } from './employee-access.ts';
import { loadEmployee } from './employee-queries.ts';

type Target = Awaited<ReturnType<typeof loadEmployee>>;

/** Today at the employee's stores (the latest local date among them): no sale on or after it has been paid out. */
async function todayOf(tx: Tx, tenantId: string, target: Target, now: Date): Promise<string> {
  // Someone at no store yet: the tenant's stores.
  const own = target.scope.tenantWide || !target.scope.storeIds.length ? [] : [...target.scope.storeIds];
  const where = own.length ? and(eq(stores.tenantId, tenantId), inArray(stores.id, own)) : eq(stores.tenantId, tenantId);
  const zones = await tx.selectDistinct({ timezone: stores.timezone }).from(stores).where(where);
  const dates = zones.map((z) => todayIn(z.timezone, now));
  return dates.length ? dates.sort().at(-1)! : now.toISOString().slice(0, 10);
}

async function visibleTarget(tx: Tx, actor: Actor, employeeId: string) {
  const target = await loadEmployee(tx, actor.tenantId, employeeId);
  if (!canSeeEmployee(actor, target.scope) && !actor.isSuperAdmin) throw notFound('Employee');
  return target;
}

async function listOf(tx: Tx, actor: Actor, target: Target, now: Date): Promise<CommissionRateList> {
  const today = await todayOf(tx, actor.tenantId, target, now);
  const rows = await tx
    .select()
    .from(commissionRates)
    .where(and(eq(commissionRates.tenantId, actor.tenantId), eq(commissionRates.employeeId, target.row.id)))
    .orderBy(desc(commissionRates.effectiveFrom));
  const current = rateOn(rows, today);
  return {
    items: rows.map((r) => ({
      id: r.id,
      effectiveFrom: r.effectiveFrom,
      serviceBasisPoints: r.serviceBasisPoints,
      productBasisPoints: r.productBasisPoints,
      current: r.effectiveFrom === current?.effectiveFrom,
      upcoming: r.effectiveFrom >= today,
    })),
    earliestStart: today,
    canEdit: actor.isSuperAdmin || hasAccess(actor.accessControls, ['edit_employee']),
  };
}

export async function listCommissionRates(db: Db, actor: Actor, employeeId: string, now: Date): Promise<CommissionRateList> {
  return withTenant(db, actor.tenantId, async (tx) => listOf(tx, actor, await visibleTarget(tx, actor, employeeId), now));
}

/** Who changes whose rates, when, and under which request: what every change needs. */
export interface RateChange {
  actor: Actor;
  employeeId: string;
  now: Date;
  requestId: string;
}

/** One change of a manageable employee's rates in one transaction, given today at their stores; answers the new list. */
async function changeRates(db: Db, c: RateChange, change: (tx: Tx, today: string) => Promise<void>): Promise<CommissionRateList> {
  return withTenant(db, c.actor.tenantId, async (tx) => {
    const target = await visibleTarget(tx, c.actor, c.employeeId);
    assertManageable(c.actor, target.scope);
    await change(tx, await todayOf(tx, c.actor.tenantId, target, c.now));
    return listOf(tx, c.actor, target, c.now);
  });
}

/** Adds a rate from a day on (replacing one of the same day that has not started yet). */
export function addCommissionRate(db: Db, c: RateChange, input: CommissionRateInput): Promise<CommissionRateList> {
  const { actor, employeeId } = c;
  return changeRates(db, c, async (tx, today) => {
    if (input.effectiveFrom < today)
      throw invalid({ effectiveFrom: `A new rate starts on ${today} or later: past periods keep the rates they were paid at` });
    await tx
      .insert(commissionRates)
      .values({ tenantId: actor.tenantId, employeeId, ...input, createdBy: actor.id })
      .onConflictDoUpdate({
        target: [commissionRates.tenantId, commissionRates.employeeId, commissionRates.effectiveFrom],
        set: { serviceBasisPoints: input.serviceBasisPoints, productBasisPoints: input.productBasisPoints, createdBy: actor.id },
      });
    await audit(
      tx,
      actor,
      { action: 'employee.commission_rate.set', entityType: 'employee', entityId: employeeId, details: input },
      c.requestId,
    );
  });
}

/** Removes a rate that has not started yet; one in effect (or past) stays, as payroll was paid on it. */
export function removeCommissionRate(db: Db, c: RateChange, rateId: string): Promise<CommissionRateList> {
  const { actor, employeeId } = c;
  return changeRates(db, c, async (tx, today) => {
    const [rate] = await tx
      .select()
      .from(commissionRates)
      .where(and(eq(commissionRates.tenantId, actor.tenantId), eq(commissionRates.employeeId, employeeId), eq(commissionRates.id, rateId)))
      .for('update');
    if (!rate) throw notFound('Commission rate');
    if (rate.effectiveFrom < today) throw conflict('This rate has been in effect: it stays so past periods keep their figures.');
    await tx.delete(commissionRates).where(and(eq(commissionRates.tenantId, actor.tenantId), eq(commissionRates.id, rateId)));
    const details = { effectiveFrom: rate.effectiveFrom };
    await audit(
      tx,
      actor,
      { action: 'employee.commission_rate.remove', entityType: 'employee', entityId: employeeId, details },
      c.requestId,
    );
  });
}
