// Demo store demand (issue 17): next week's demand at the first store, a draft made from the forecast of the
// demo's past appointments, so a manager can open it in /admin/store/store-demands, book it and ask for shifts;
// the same week is kept as the template "Typical week (forecast)".
import { addDays, DEMAND_SETTINGS_DEFAULTS, forecastDemand, instantToWallClock, weekdayOf } from '@salon/shared';
import { storeDemands, storeDemandTemplates, storeDemandVersions } from '../../modules/store-demands/store-demands.tables.ts';
import { pastAppointments, peopleOfStore, skillSetsOf, type StoreClock, weekGrid } from '../../modules/store-demands/demand-data.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { Db } from '../client.ts';

/** The Sunday that starts the week after the one holding `date` (weeks start on Sunday, as on the shift screens). */
export function nextWeekStart(date: string): string {
  return addDays(date, 7 - weekdayOf(date));
}

export async function seedStoreDemand(db: Db, input: { tenantId: string; store: StoreClock; authorId: string; now: Date }) {
  const { tenantId, store } = input;
  const weekStart = nextWeekStart(instantToWallClock(store.timezone, input.now).date);
  await withTenant(db, tenantId, async (tx) => {
    const settings = DEMAND_SETTINGS_DEFAULTS;
    const grid = weekGrid(store, weekStart);
    const skills = await skillSetsOf(tx, tenantId, await peopleOfStore(tx, tenantId, store.id));
    const past = await pastAppointments(tx, tenantId, store, weekStart, settings.forecastWeeks);
    const { required } = forecastDemand(grid, skills, past, {
      weeks: settings.forecastWeeks,
      targetUtilisationPercent: settings.targetUtilisationPercent,
      minPerOpenHour: settings.minPerOpenHour,
    });
    const [row] = await tx
      .insert(storeDemands)
      .values({ tenantId, storeId: store.id, weekStart, status: 'draft', grid, required, settings, createdBy: input.authorId })
      .returning();
    await tx
      .insert(storeDemandVersions)
      .values({ tenantId, demandId: row.id, version: 1, action: 'created', status: 'draft', required, actorId: input.authorId });
    // A template to fill other weeks from (the wizard's Templates row).
    await tx
      .insert(storeDemandTemplates)
      .values({ tenantId, storeId: store.id, name: 'Typical week (forecast)', grid, required, createdBy: input.authorId });
  });
  return weekStart;
}
