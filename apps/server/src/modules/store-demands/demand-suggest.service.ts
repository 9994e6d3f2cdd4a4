// StoreDemand/Suggest and Accept (issue 17): shifts proposed from a demand (shift-suggestion.ts in shared,
// documented in docs/store-demand.md), and the chosen ones created as draft shifts through the shifts
// module, all in one transaction: one refused shift (an overlap since, outside hours) creates none.
import { addDays, type Shift, type StoreDemandAccept, type StoreDemandSuggestion, suggestShifts } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { createShiftIn } from '../shifts/shifts.service.ts';
import { instantOfWeekMinutes, peopleOfStore, shiftsAround } from './demand-data.ts';
import { demandOfActor } from './store-demands.service.ts';

export async function suggestFromDemand(ctx: AppContext, actor: Actor, id: string): Promise<StoreDemandSuggestion> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { row, store } = await demandOfActor(tx, actor, id);
    const people = await peopleOfStore(tx, actor.tenantId, store.id);
    const { here, elsewhere, timeOff } = await shiftsAround(tx, actor.tenantId, store, row.weekStart, people);
    const result = suggestShifts({
      grid: row.grid,
      required: row.required,
      employees: people,
      existing: here,
      elsewhere,
      timeOff,
      options: { weeklyLimitMinutes: row.settings.weeklyLimitHours * 60 },
    });
    const nameOf = new Map(people.map((p) => [p.id, p.name]));
    return {
      demandId: row.id,
      shifts: result.shifts.map((s) => ({
        employeeId: s.employeeId,
        employeeName: nameOf.get(s.employeeId) ?? '',
        date: addDays(row.weekStart, s.day),
        start: instantOfWeekMinutes(store, row.weekStart, s.start).toISOString(),
        end: instantOfWeekMinutes(store, row.weekStart, s.end).toISOString(),
      })),
      before: result.before,
      after: result.after,
      uncovered: result.uncovered.map((u) => ({
        skill: u.skill,
        date: row.grid.days[u.day].date,
        start: u.start,
        end: u.end,
        short: u.short,
        reason: u.reason,
        holders: u.holders as Record<string, number>,
      })),
    };
  });
}

export async function acceptSuggestion(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: StoreDemandAccept,
  requestId?: string,
): Promise<Shift[]> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { store } = await demandOfActor(tx, actor, id);
    const created: Shift[] = [];
    for (const [i, s] of body.shifts.entries()) {
      try {
        created.push(
          await createShiftIn(tx, actor, { storeId: store.id, employeeId: s.employeeId, start: s.start, end: s.end }, requestId),
        );
      } catch (err) {
        // Name the shift that was refused, so the manager sees which one; nothing was created.
        if (err instanceof AppError && err.fields)
          throw new AppError(
            err.statusCode,
            err.code,
            `Shift ${i + 1}: ${err.message}`,
            Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [`shifts[${i}].${k}`, v])),
          );
        throw err;
      }
    }
    return created;
  });
}
