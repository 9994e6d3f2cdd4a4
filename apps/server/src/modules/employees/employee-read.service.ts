// Employee/Search, GetById and Profile: what each caller may see (view all / self / details / full).
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { hasAccess, type EmployeeListItem, type EmployeeRecord, type EmployeeSearchBody } from '@salon/shared';
import type { Db } from '../../db/client.ts';
import { employeeRoles, employees } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { canSeeEmployee, canViewBillingRate, recordView } from './employee-access.ts';
import { assignmentsByEmployee, buildEmployeeRecord, loadEmployee } from './employee-queries.ts';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const holdsRoleWhere = (condition: SQL) =>
  sql`exists (select 1 from ${employeeRoles} er where er.employee_id = ${employees.id} and ${condition})`;

/** Whom the actor may list: the tenant or their stores with view_all_employees, else only themself. */
function visibleTo(actor: Actor): SQL | undefined {
  const self = eq(employees.id, actor.id);
  if (!hasAccess(actor.accessControls, ['view_all_employees'])) return self;
  if (actor.isSuperAdmin || actor.tenantWide) return undefined;
  if (actor.storeIds.length === 0) return self;
  const stores = sql.join(
    actor.storeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return or(self, holdsRoleWhere(sql`er.store_id in (${stores})`));
}

function searchWhere(term: string | undefined): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, like),
    ilike(employees.lastName, like),
    ilike(employees.email, like),
    ilike(employees.phoneNumber, like),
    digits.length >= 3 ? sql`regexp_replace(coalesce(${employees.phoneNumber}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
  );
}

/** Store and role filters name one assignment: that role at that store when both are given. */
function assignmentFilter(storeId: string | undefined, roleId: string | undefined): SQL | undefined {
  if (storeId && roleId) return holdsRoleWhere(sql`er.store_id = ${storeId}::uuid and er.role_id = ${roleId}::uuid`);
  if (storeId) return holdsRoleWhere(sql`er.store_id = ${storeId}::uuid`);
  if (roleId) return holdsRoleWhere(sql`er.role_id = ${roleId}::uuid`);
  return undefined;
}

const SORTS = {
  name: [employees.lastName, employees.firstName],
  email: [employees.email],
  hireDate: [employees.hireDate],
  createdAt: [employees.createdAt],
  status: [employees.status],
} as const;

/** Employee/Search. */
export async function searchEmployees(db: Db, actor: Actor, query: EmployeeSearchBody) {
  const f = query.filters ?? {};
  const where = and(
    eq(employees.tenantId, actor.tenantId),
    visibleTo(actor),
    searchWhere(query.search),
    f.status ? eq(employees.status, f.status) : undefined,
    assignmentFilter(f.storeId, f.roleId),
  );
  const sortKey = (query.sort ?? 'name').replace(/^-/, '') as keyof typeof SORTS;
  const direction = query.sort?.startsWith('-') ? desc : asc;
  return withTenant(db, actor.tenantId, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(employees).where(where);
    const rows = await tx
      .select()
      .from(employees)
      .where(where)
      .orderBy(...SORTS[sortKey].map((c) => direction(c)), asc(employees.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const roles = await assignmentsByEmployee(
      tx,
      actor.tenantId,
      rows.map((r) => r.id),
    );
    const items: EmployeeListItem[] = rows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phoneNumber: r.phoneNumber,
      status: r.status,
      color: r.color,
      hireDate: r.hireDate,
      roles: roles.get(r.id) ?? [],
    }));
    return { items, total: Number(total), page: query.page, pageSize: query.pageSize };
  });
}

/** Employee/GetById: 404 outside the actor's reach (or another tenant), 403 without a detail view flag. */
export async function getEmployee(db: Db, actor: Actor, employeeId: string): Promise<EmployeeRecord> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const loaded = await loadEmployee(tx, actor.tenantId, employeeId);
    if (!canSeeEmployee(actor, loaded.scope)) throw notFound('Employee');
    const view = recordView(actor, employeeId);
    if (!view) throw forbidden('You may not see the details of this employee.');
    return buildEmployeeRecord(tx, loaded, { view, showBillingRate: canViewBillingRate(actor) });
  });
}

/** Employee/Profile: the signed-in employee's own record (while assuming a role: the assumed employee's). */
export async function employeeProfile(db: Db, actor: Actor): Promise<EmployeeRecord> {
  return getEmployee(db, actor, actor.id);
}
