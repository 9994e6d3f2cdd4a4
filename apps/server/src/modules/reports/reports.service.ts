// Saved reports (issue 15): definitions (list, create, edit, activate) and runs over the stores the person
// may see, in each store's local days. A limited view (limited_report_view without full_report_view) sees
// only per-employee reports, and in them only the person's own rows.
import {
  hasAccess,
  localDayBounds,
  PER_EMPLOYEE_REPORTS,
  REPORT_PARAM_SCHEMAS,
  type ReportDefinition,
  reportTotalsOf,
  type ReportDefinitionInput,
  type ReportResult,
  type ReportRun,
} from '@salon/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor, storeScope, worksAtStore } from '../stores/store-access.ts';
import { REPORT_REGISTRY, type StoreWindow } from './report-types.ts';
import { type ReportDefinitionRow, reportDefinitions } from './reports.tables.ts';

const isFull = (actor: Actor) => actor.isSuperAdmin || hasAccess(actor.accessControls, ['full_report_view']);

function present(row: ReportDefinitionRow, storeName: string | null): ReportDefinition {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    storeId: row.storeId,
    storeName,
    params: row.params,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The type's zod schema decides the parameters; a wrong one is a 422 naming params.<field>. */
function checkedParams(input: ReportDefinitionInput): Record<string, unknown> {
  const parsed = REPORT_PARAM_SCHEMAS[input.type].safeParse(input.params);
  if (parsed.success) return parsed.data;
  throw invalid(Object.fromEntries(parsed.error.issues.map((issue) => [['params', ...issue.path].join('.'), issue.message])));
}

async function loadDefinition(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select({ d: reportDefinitions, storeName: stores.name })
    .from(reportDefinitions)
    .leftJoin(stores, and(eq(stores.tenantId, reportDefinitions.tenantId), eq(stores.id, reportDefinitions.storeId)))
    .where(and(eq(reportDefinitions.tenantId, actor.tenantId), eq(reportDefinitions.id, id)));
  if (!row) throw notFound('Report');
  if (row.d.storeId && !worksAtStore(actor, row.d.storeId)) throw notFound('Report');
  return row;
}

export async function listReports(db: Db, actor: Actor): Promise<{ items: ReportDefinition[] }> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select({ d: reportDefinitions, storeName: stores.name })
      .from(reportDefinitions)
      .leftJoin(stores, and(eq(stores.tenantId, reportDefinitions.tenantId), eq(stores.id, reportDefinitions.storeId)))
      .where(eq(reportDefinitions.tenantId, actor.tenantId))
      .orderBy(asc(reportDefinitions.name));
    const full = isFull(actor);
    return {
      items: rows
        .filter((r) => !r.d.storeId || worksAtStore(actor, r.d.storeId))
        .filter((r) => full || PER_EMPLOYEE_REPORTS.includes(r.d.type) || hasAccess(actor.accessControls, ['create_report', 'edit_report']))
        .map((r) => present(r.d, r.storeName)),
    };
  });
}

export async function getReport(db: Db, actor: Actor, id: string): Promise<ReportDefinition> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await loadDefinition(tx, actor, id);
    return present(row.d, row.storeName);
  });
}

export async function createReport(db: Db, actor: Actor, input: ReportDefinitionInput, requestId: string): Promise<ReportDefinition> {
  const params = checkedParams(input);
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = input.storeId ? await storeOfActor(tx, actor, input.storeId) : null;
    const [row] = await tx
      .insert(reportDefinitions)
      .values({ tenantId: actor.tenantId, type: input.type, name: input.name, storeId: input.storeId, params, createdBy: actor.id })
      .returning();
    await audit(
      tx,
      actor,
      { action: 'report.create', entityType: 'report_definition', entityId: row!.id, details: { ...input, params } },
      requestId,
    );
    return present(row!, store?.name ?? null);
  });
}

export async function updateReport(
  db: Db,
  actor: Actor,
  id: string,
  input: ReportDefinitionInput,
  requestId: string,
): Promise<ReportDefinition> {
  const params = checkedParams(input);
  return withTenant(db, actor.tenantId, async (tx) => {
    const before = await loadDefinition(tx, actor, id);
    const store = input.storeId ? await storeOfActor(tx, actor, input.storeId) : null;
    const [row] = await tx
      .update(reportDefinitions)
      .set({ type: input.type, name: input.name, storeId: input.storeId, params, updatedAt: new Date() })
      .where(and(eq(reportDefinitions.tenantId, actor.tenantId), eq(reportDefinitions.id, id)))
      .returning();
    await audit(
      tx,
      actor,
      {
        action: 'report.update',
        entityType: 'report_definition',
        entityId: id,
        details: {
          before: { name: before.d.name, type: before.d.type, storeId: before.d.storeId, params: before.d.params },
          after: { ...input, params },
        },
      },
      requestId,
    );
    return present(row!, store?.name ?? null);
  });
}

export async function setReportActive(db: Db, actor: Actor, id: string, active: boolean, requestId: string): Promise<ReportDefinition> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const before = await loadDefinition(tx, actor, id);
    const [row] = await tx
      .update(reportDefinitions)
      .set({ isActive: active, updatedAt: new Date() })
      .where(and(eq(reportDefinitions.tenantId, actor.tenantId), eq(reportDefinitions.id, id)))
      .returning();
    await audit(
      tx,
      actor,
      { action: active ? 'report.activate' : 'report.deactivate', entityType: 'report_definition', entityId: id },
      requestId,
    );
    return present(row!, before.storeName);
  });
}

/** Runs a saved report for local days from..to; answers the rows the person may see, with totals. */
export async function runReport(db: Db, actor: Actor, id: string, run: ReportRun): Promise<ReportResult & { storeLabel: string }> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const { d, storeName } = await loadDefinition(tx, actor, id);
    if (!d.isActive) throw conflict('This report is deactivated: activate it to run it.');
    const limited = !isFull(actor);
    if (limited && !PER_EMPLOYEE_REPORTS.includes(d.type))
      throw forbidden('Your report view shows only your own figures; this report covers everyone.');
    const list = await tx
      .select({ id: stores.id, name: stores.name, timezone: stores.timezone, currency: brands.currency, brandName: brands.name })
      .from(stores)
      .innerJoin(brands, and(eq(brands.tenantId, stores.tenantId), eq(brands.id, stores.brandId)))
      .where(d.storeId ? and(storeScope(actor), eq(stores.id, d.storeId)) : storeScope(actor));
    const windows: StoreWindow[] = list.map((s) => {
      const bounds = localDayBounds(s.timezone, run.from, run.to);
      return { storeId: s.id, timezone: s.timezone, start: bounds[0]!, end: bounds[bounds.length - 1]! };
    });
    const type = REPORT_REGISTRY[d.type];
    const rows = await type.run(tx, {
      tenantId: actor.tenantId,
      windows,
      params: d.params,
      range: { from: run.from, to: run.to },
      onlyEmployeeId: limited ? actor.id : null,
    });
    return {
      definition: present(d, storeName),
      from: run.from,
      to: run.to,
      currency: list[0]?.currency ?? 'USD',
      brandName: list[0]?.brandName ?? '',
      stores: list.map((s) => ({ name: s.name, timezone: s.timezone })).sort((a, b) => a.name.localeCompare(b.name)),
      limited,
      columns: type.columns,
      rows,
      totals: reportTotalsOf(type.columns, rows),
      storeLabel: storeName ?? 'All stores',
    };
  });
}
