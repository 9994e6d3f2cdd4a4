// Store demand (issue 17): a store's week of required headcount per skill set and hour, draft until booked,
// every save kept in store_demand_versions. The week's grid comes from the store's opening hours; the
// forecast and the coverage are the shared rules over what demand-data.ts reads.
import {
  DEMAND_SETTINGS_DEFAULTS,
  type DemandSettings,
  demandCoverage,
  demandShapeProblem,
  emptyRequired,
  forecastDemand,
  type StoreDemand,
  type StoreDemandCoverage,
  type StoreDemandCreate,
  type StoreDemandForecast,
  type StoreDemandForecastRequest,
  type StoreDemandUpdate,
  type StoreDemandWeek,
  type StoreDemandWeekRequest,
} from '@salon/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { storeDemands, storeDemandVersions } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { pastAppointments, peopleOfStore, shiftsAround, skillSetsOf, weekGrid } from './demand-data.ts';
import type { StoreDemandRow } from './store-demands.tables.ts';

export async function present(tx: Tx, row: StoreDemandRow): Promise<StoreDemand> {
  const history = await queryRows<{ version: number; action: string; status: string; by: string | null; at: Date | string }>(
    tx,
    sql`select v.version, v.action, v.status, nullif(trim(e.first_name || ' ' || e.last_name), '') as by, v.created_at as at
          from ${storeDemandVersions} v left join employees e on e.tenant_id = v.tenant_id and e.id = v.actor_id
         where v.tenant_id = ${row.tenantId} and v.demand_id = ${row.id} order by v.version`,
  );
  return {
    id: row.id,
    storeId: row.storeId,
    weekStart: row.weekStart,
    status: row.status,
    version: row.version,
    grid: row.grid,
    required: row.required,
    settings: row.settings,
    bookedAt: row.bookedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    history: history.map((h) => ({
      version: h.version,
      action: h.action as StoreDemand['history'][number]['action'],
      status: h.status as StoreDemand['status'],
      by: h.by,
      at: new Date(h.at).toISOString(),
    })),
  };
}

/** A demand of the actor's tenant at a store the actor works at (404 for another tenant's; 403 another store). */
export async function demandOfActor(tx: Tx, actor: Actor, id: string, { forUpdate = false } = {}) {
  const query = tx
    .select()
    .from(storeDemands)
    .where(and(eq(storeDemands.tenantId, actor.tenantId), eq(storeDemands.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Store demand');
  const store = await storeOfActor(tx, actor, row.storeId);
  return { row, store };
}

/** The store's latest settings (they carry from week to week), or the defaults. */
export async function settingsOf(tx: Tx, tenantId: string, storeId: string): Promise<DemandSettings> {
  const [last] = await tx
    .select({ settings: storeDemands.settings })
    .from(storeDemands)
    .where(and(eq(storeDemands.tenantId, tenantId), eq(storeDemands.storeId, storeId)))
    .orderBy(desc(storeDemands.updatedAt))
    .limit(1);
  return last?.settings ?? DEMAND_SETTINGS_DEFAULTS;
}

export async function demandWeek(ctx: AppContext, actor: Actor, body: StoreDemandWeekRequest): Promise<StoreDemandWeek> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    const people = await peopleOfStore(tx, actor.tenantId, store.id);
    const [row] = await tx
      .select()
      .from(storeDemands)
      .where(
        and(eq(storeDemands.tenantId, actor.tenantId), eq(storeDemands.storeId, store.id), eq(storeDemands.weekStart, body.weekStart)),
      );
    return {
      storeId: store.id,
      storeName: store.name,
      timezone: store.timezone,
      weekStart: body.weekStart,
      grid: row?.grid ?? weekGrid(store, body.weekStart),
      skills: await skillSetsOf(tx, actor.tenantId, people),
      settings: row?.settings ?? (await settingsOf(tx, actor.tenantId, store.id)),
      demand: row ? await present(tx, row) : null,
    };
  });
}

export async function demandForecast(ctx: AppContext, actor: Actor, body: StoreDemandForecastRequest): Promise<StoreDemandForecast> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    const settings = body.settings ?? (await settingsOf(tx, actor.tenantId, store.id));
    const grid = weekGrid(store, body.weekStart);
    const skills = await skillSetsOf(tx, actor.tenantId, await peopleOfStore(tx, actor.tenantId, store.id));
    const past = await pastAppointments(tx, actor.tenantId, store, body.weekStart, settings.forecastWeeks);
    const forecast = forecastDemand(grid, skills, past, {
      weeks: settings.forecastWeeks,
      targetUtilisationPercent: settings.targetUtilisationPercent,
      minPerOpenHour: settings.minPerOpenHour,
    });
    return { grid, settings, ...forecast };
  });
}

function refuseBadShape(grid: StoreDemand['grid'], required: StoreDemand['required']) {
  const problem = demandShapeProblem(grid, required);
  if (problem) throw invalid({ [problem.path]: problem.message }, problem.message);
}

export async function record(tx: Tx, actor: Actor, row: StoreDemandRow, action: 'created' | 'updated' | 'booked', requestId?: string) {
  await tx.insert(storeDemandVersions).values({
    tenantId: actor.tenantId,
    demandId: row.id,
    version: row.version,
    action,
    status: row.status,
    required: row.required,
    actorId: actor.id,
  });
  await audit(
    tx,
    actor,
    { action: `store_demand.${action}`, entityType: 'store_demand', entityId: row.id, details: { version: row.version } },
    requestId,
  );
}

export async function createDemand(ctx: AppContext, actor: Actor, body: StoreDemandCreate, requestId?: string): Promise<StoreDemand> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    const grid = weekGrid(store, body.weekStart);
    refuseBadShape(grid, body.required);
    const [existing] = await tx
      .select({ id: storeDemands.id })
      .from(storeDemands)
      .where(
        and(eq(storeDemands.tenantId, actor.tenantId), eq(storeDemands.storeId, store.id), eq(storeDemands.weekStart, body.weekStart)),
      );
    if (existing)
      throw conflict('This store already has a demand for that week: open it to edit', { weekStart: 'This week already has a demand' });
    const booked = body.status === 'booked';
    const [row] = await tx
      .insert(storeDemands)
      .values({
        tenantId: actor.tenantId,
        storeId: store.id,
        weekStart: body.weekStart,
        status: body.status,
        grid,
        required: body.required,
        settings: body.settings ?? (await settingsOf(tx, actor.tenantId, store.id)),
        bookedAt: booked ? ctx.now() : null,
        bookedBy: booked ? actor.id : null,
        createdBy: actor.id,
      })
      .returning();
    await record(tx, actor, row, booked ? 'booked' : 'created', requestId);
    return present(tx, row);
  });
}

export async function updateDemand(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: StoreDemandUpdate,
  requestId?: string,
): Promise<StoreDemand> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { row: before } = await demandOfActor(tx, actor, id, { forUpdate: true });
    if (before.version !== body.version)
      throw conflict('Someone saved this demand after you opened it: reload to see their changes', { version: 'Reload the demand' });
    if (before.status === 'booked' && body.status === 'draft')
      throw invalid({ status: 'A booked demand stays booked' }, 'A booked demand stays booked');
    refuseBadShape(before.grid, body.required);
    const booking = before.status === 'draft' && body.status === 'booked';
    const [row] = await tx
      .update(storeDemands)
      .set({
        status: body.status,
        required: body.required,
        version: before.version + 1,
        ...(body.settings ? { settings: body.settings } : {}),
        ...(booking ? { bookedAt: ctx.now(), bookedBy: actor.id } : {}),
      })
      .where(and(eq(storeDemands.tenantId, actor.tenantId), eq(storeDemands.id, before.id)))
      .returning();
    await record(tx, actor, row, booking ? 'booked' : 'updated', requestId);
    return present(tx, row);
  });
}

export async function getDemand(ctx: AppContext, actor: Actor, id: string): Promise<StoreDemand> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => present(tx, (await demandOfActor(tx, actor, id)).row));
}

/** Required (the week's demand, zeros without one) versus the store's shifts that week, drafts included or not. */
export async function demandCoverageOf(ctx: AppContext, actor: Actor, body: StoreDemandWeekRequest): Promise<StoreDemandCoverage> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    const [row] = await tx
      .select()
      .from(storeDemands)
      .where(and(eq(storeDemands.tenantId, actor.tenantId), eq(storeDemands.storeId, store.id), eq(storeDemands.weekStart, body.weekStart)))
      .orderBy(asc(storeDemands.createdAt));
    const people = await peopleOfStore(tx, actor.tenantId, store.id);
    const grid = row?.grid ?? weekGrid(store, body.weekStart);
    const required = row?.required ?? emptyRequired(grid, await skillSetsOf(tx, actor.tenantId, people));
    const { here } = await shiftsAround(tx, actor.tenantId, store, body.weekStart, people);
    return {
      weekStart: body.weekStart,
      grid,
      demand: row ? { id: row.id, status: row.status, version: row.version } : null,
      cover: demandCoverage(grid, required, here, people),
      publishedCover: demandCoverage(
        grid,
        required,
        here.filter((s) => s.status === 'active'),
        people,
      ),
    };
  });
}
