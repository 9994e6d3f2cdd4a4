// TimeOff/Create, Search, Update (flag time_off). Approved time off makes the employee unavailable
// (availability reason 'blocked'); requested, rejected and cancelled time off does not. Scope: the actor
// reaches an employee who holds a role at one of the actor's stores (tenant-wide actors reach everyone).
import type { TimeOff, TimeOffCreate, TimeOffSearch, TimeOffUpdate } from '@salon/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { timeOff } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';

const MAX_RESULTS = 500;

type Row = {
  id: string;
  employee_id: string;
  first_name: string;
  last_name: string;
  store_id: string | null;
  starts_at: string | Date;
  ends_at: string | Date;
  reason: string;
  status: TimeOff['status'];
  decided_at: string | Date | null;
};

const iso = (d: string | Date) => new Date(d).toISOString();
const present = (r: Row): TimeOff => ({
  id: r.id,
  employeeId: r.employee_id,
  employeeName: `${r.first_name} ${r.last_name}`.trim(),
  storeId: r.store_id,
  start: iso(r.starts_at),
  end: iso(r.ends_at),
  reason: r.reason,
  status: r.status,
  decidedAt: r.decided_at ? iso(r.decided_at) : null,
});

/** SQL true when the actor reaches the time off (at one of the actor's stores) or its employee (a role at one of them). */
function reach(actor: Actor, employeeId: SQL, storeId: SQL | null) {
  if (actor.tenantWide || actor.isSuperAdmin) return sql`true`;
  if (!actor.storeIds.length) return sql`false`;
  const ids = sql.join(
    actor.storeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const atStore = storeId ? sql`${storeId} in (${ids}) or ` : sql``;
  return sql`(${atStore}exists (select 1 from employee_roles er where er.tenant_id = ${actor.tenantId} and er.employee_id = ${employeeId} and er.store_id in (${ids})))`;
}

async function load(tx: Tx, actor: Actor, where: SQL): Promise<Row[]> {
  return queryRows<Row>(
    tx,
    sql`select t.id, t.employee_id, e.first_name, e.last_name, t.store_id, t.starts_at, t.ends_at, t.reason, t.status, t.decided_at
          from time_off t join employees e on e.id = t.employee_id
         where t.tenant_id = ${actor.tenantId} and ${reach(actor, sql`t.employee_id`, sql`t.store_id`)} and ${where}
         order by t.starts_at, e.first_name limit ${MAX_RESULTS}`,
  );
}

async function byId(tx: Tx, actor: Actor, id: string): Promise<Row> {
  const [row] = await load(tx, actor, sql`t.id = ${id}`);
  if (!row) throw notFound('Time off');
  return row;
}

export async function createTimeOff(db: Db, actor: Actor, body: TimeOffCreate, now: Date, requestId?: string): Promise<TimeOff> {
  return withTenant(db, actor.tenantId, async (tx) => {
    if (body.storeId) await storeOfActor(tx, actor, body.storeId);
    const [employee] = await queryRows<{ id: string; reachable: boolean }>(
      tx,
      sql`select e.id, ${reach(actor, sql`e.id`, null)} as reachable from employees e where e.tenant_id = ${actor.tenantId} and e.id = ${body.employeeId}`,
    );
    if (!employee) throw notFound('Employee');
    if (!employee.reachable && !body.storeId) throw forbidden('This employee does not work at your stores.');
    const approved = body.status === 'approved';
    const [row] = await tx
      .insert(timeOff)
      .values({
        tenantId: actor.tenantId,
        employeeId: body.employeeId,
        storeId: body.storeId,
        startsAt: new Date(body.start),
        endsAt: new Date(body.end),
        reason: body.reason,
        status: body.status,
        createdBy: actor.id,
        decidedBy: approved ? actor.id : null,
        decidedAt: approved ? now : null,
      })
      .returning({ id: timeOff.id });
    await audit(
      tx,
      actor,
      {
        action: 'time_off.create',
        entityType: 'time_off',
        entityId: row.id,
        details: { employeeId: body.employeeId, status: body.status },
      },
      requestId,
    );
    return present(await byId(tx, actor, row.id));
  });
}

export async function updateTimeOff(
  db: Db,
  actor: Actor,
  id: string,
  body: TimeOffUpdate,
  now: Date,
  requestId?: string,
): Promise<TimeOff> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const before = await byId(tx, actor, id);
    const start = body.start ? new Date(body.start) : new Date(before.starts_at);
    const end = body.end ? new Date(body.end) : new Date(before.ends_at);
    if (end <= start) throw invalid({ end: 'End must be after start' });
    const decided = body.status && body.status !== before.status;
    await tx
      .update(timeOff)
      .set({
        startsAt: start,
        endsAt: end,
        ...(body.reason ? { reason: body.reason } : {}),
        ...(decided ? { status: body.status, decidedBy: actor.id, decidedAt: now } : {}),
      })
      .where(and(eq(timeOff.tenantId, actor.tenantId), eq(timeOff.id, id)));
    await audit(
      tx,
      actor,
      { action: 'time_off.update', entityType: 'time_off', entityId: id, details: { before: present(before), changes: body } },
      requestId,
    );
    return present(await byId(tx, actor, id));
  });
}

export async function searchTimeOff(db: Db, actor: Actor, q: TimeOffSearch): Promise<{ items: TimeOff[] }> {
  return withTenant(db, actor.tenantId, async (tx) => {
    if (q.storeId) await storeOfActor(tx, actor, q.storeId);
    const filters = [
      q.employeeId ? sql`t.employee_id = ${q.employeeId}` : null,
      q.storeId ? sql`(t.store_id is null or t.store_id = ${q.storeId})` : null,
      q.from ? sql`t.ends_at > ${q.from}::timestamptz` : null,
      q.to ? sql`t.starts_at < ${q.to}::timestamptz` : null,
      q.status ? sql`t.status = ${q.status}` : null,
    ].filter((f) => f !== null);
    const where = filters.length ? sql.join(filters, sql` and `) : sql`true`;
    return { items: (await load(tx, actor, where)).map(present) };
  });
}
