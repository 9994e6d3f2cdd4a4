// Demand templates (issue 17): a store's named week of demand, saved from the wizard and applied to another
// week as a draft. Cells move by day of the week and start time (applyDemandTemplate).
import {
  applyDemandTemplate,
  type DemandTemplate,
  type DemandTemplateApplied,
  type DemandTemplateApply,
  type DemandTemplateCreate,
  demandPersonMinutes,
  demandShapeProblem,
} from '@salon/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { storeDemands, storeDemandTemplates } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, invalid, notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { peopleOfStore, skillSetsOf, weekGrid } from './demand-data.ts';
import { present, record, settingsOf } from './store-demands.service.ts';
import type { StoreDemandTemplateRow } from './store-demands.tables.ts';

function presentTemplate(row: StoreDemandTemplateRow): DemandTemplate {
  const minutes = Object.values(row.required).reduce(
    (sum, perDay) => sum + demandPersonMinutes(row.grid, perDay).reduce((a, b) => a + b, 0),
    0,
  );
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    skills: Object.keys(row.required).sort(),
    personHours: Math.round(minutes / 60),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A template of the actor's tenant at a store the actor works at (404 another tenant's; 403 another store). */
async function templateOfActor(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select()
    .from(storeDemandTemplates)
    .where(and(eq(storeDemandTemplates.tenantId, actor.tenantId), eq(storeDemandTemplates.id, id)));
  if (!row) throw notFound('Demand template');
  return { row, store: await storeOfActor(tx, actor, row.storeId) };
}

export async function listTemplates(ctx: AppContext, actor: Actor, storeId: string): Promise<{ items: DemandTemplate[] }> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, storeId);
    const rows = await tx
      .select()
      .from(storeDemandTemplates)
      .where(and(eq(storeDemandTemplates.tenantId, actor.tenantId), eq(storeDemandTemplates.storeId, store.id)))
      .orderBy(asc(storeDemandTemplates.name));
    return { items: rows.map(presentTemplate) };
  });
}

export async function createTemplate(
  ctx: AppContext,
  actor: Actor,
  body: DemandTemplateCreate,
  requestId?: string,
): Promise<DemandTemplate> {
  try {
    return await withTenant(ctx.db, actor.tenantId, async (tx) => {
      const store = await storeOfActor(tx, actor, body.storeId);
      const [saved] = await tx
        .select({ grid: storeDemands.grid })
        .from(storeDemands)
        .where(
          and(eq(storeDemands.tenantId, actor.tenantId), eq(storeDemands.storeId, store.id), eq(storeDemands.weekStart, body.weekStart)),
        );
      const grid = saved?.grid ?? weekGrid(store, body.weekStart);
      const problem = demandShapeProblem(grid, body.required);
      if (problem) throw invalid({ [problem.path]: problem.message }, problem.message);
      const [row] = await tx
        .insert(storeDemandTemplates)
        .values({ tenantId: actor.tenantId, storeId: store.id, name: body.name, grid, required: body.required, createdBy: actor.id })
        .returning();
      await audit(
        tx,
        actor,
        { action: 'store_demand.template.create', entityType: 'store_demand_template', entityId: row!.id, details: { name: body.name } },
        requestId,
      );
      return presentTemplate(row!);
    });
  } catch (err) {
    if (sqlState(err) === '23505')
      throw conflict('This store already has a template with that name: choose another name', { name: 'Name taken' });
    throw err;
  }
}

export async function deleteTemplate(ctx: AppContext, actor: Actor, id: string, requestId?: string): Promise<void> {
  await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { row } = await templateOfActor(tx, actor, id);
    await tx
      .delete(storeDemandTemplates)
      .where(and(eq(storeDemandTemplates.tenantId, actor.tenantId), eq(storeDemandTemplates.id, row.id)));
    await audit(
      tx,
      actor,
      { action: 'store_demand.template.delete', entityType: 'store_demand_template', entityId: row.id, details: { name: row.name } },
      requestId,
    );
  });
}

/**
 * The week's demand filled from the template, as a draft: created when the week has none, replaced (a new
 * version) when it is a draft at the version given; a booked week is refused (409).
 */
export async function applyTemplate(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: DemandTemplateApply,
  requestId?: string,
): Promise<DemandTemplateApplied> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { row: template, store } = await templateOfActor(tx, actor, id);
    const skills = await skillSetsOf(tx, actor.tenantId, await peopleOfStore(tx, actor.tenantId, store.id));
    const [week] = await tx
      .select()
      .from(storeDemands)
      .where(and(eq(storeDemands.tenantId, actor.tenantId), eq(storeDemands.storeId, store.id), eq(storeDemands.weekStart, body.weekStart)))
      .for('update');
    if (week?.status === 'booked')
      throw conflict('That week’s demand is booked: a template fills only a new or draft week', { weekStart: 'This week is booked' });
    if (week && week.version !== body.version)
      throw conflict('Someone saved this week’s demand after you opened it: reload to see their changes', { version: 'Reload the demand' });
    const grid = week?.grid ?? weekGrid(store, body.weekStart);
    const applied = applyDemandTemplate(template, grid, skills.length ? skills : Object.keys(template.required));
    const [row] = week
      ? await tx
          .update(storeDemands)
          .set({ required: applied.required, version: week.version + 1 })
          .where(and(eq(storeDemands.tenantId, actor.tenantId), eq(storeDemands.id, week.id)))
          .returning()
      : await tx
          .insert(storeDemands)
          .values({
            tenantId: actor.tenantId,
            storeId: store.id,
            weekStart: body.weekStart,
            status: 'draft',
            grid,
            required: applied.required,
            settings: await settingsOf(tx, actor.tenantId, store.id),
            createdBy: actor.id,
          })
          .returning();
    await record(tx, actor, row!, week ? 'updated' : 'created', requestId);
    return { demand: await present(tx, row!), unplacedCells: applied.unplacedCells, droppedSkills: applied.droppedSkills };
  });
}
