// Who may see and change which shifts: store scope as the stores module does it (tenantWide or the
// actor's stores), view-all versus view-self, and the employee a shift is for.
import { formatStoreTime, hasAccess, type Shift } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { shifts, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { worksAtStore } from '../stores/store-access.ts';
import type { ShiftRow } from './shifts.tables.ts';

/** view_store_shifts sees everyone's shifts; view_self_store_shifts alone sees only one's own. */
export const seesAllShifts = (actor: Actor) => actor.isSuperAdmin || hasAccess(actor.accessControls, ['view_store_shifts']);

export interface ShiftEmployee {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
}

export const nameOf = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`.trim();

/**
 * The employee a shift is for: 404 when not the tenant's; 422 when inactive or not working at the store
 * (a role held at the store, or a tenant-wide role).
 */
export async function employeeForShift(tx: Tx, tenantId: string, employeeId: string, storeId: string): Promise<ShiftEmployee> {
  const [row] = await queryRows<{ id: string; first_name: string; last_name: string; email: string; status: string; at_store: boolean }>(
    tx,
    sql`select e.id, e.first_name, e.last_name, e.email, e.status,
               exists (select 1 from employee_roles er where er.tenant_id = e.tenant_id and er.employee_id = e.id
                          and (er.store_id = ${storeId} or er.store_id is null)) as at_store
          from employees e where e.tenant_id = ${tenantId} and e.id = ${employeeId}`,
  );
  if (!row) throw notFound('Employee');
  const employee = { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, status: row.status };
  if (row.status !== 'active') throw invalid({ employeeId: `${nameOf(employee)} is not active` }, `${nameOf(employee)} is not active`);
  if (!row.at_store)
    throw invalid({ employeeId: `${nameOf(employee)} does not work at this store` }, `${nameOf(employee)} does not work at this store`);
  return employee;
}

/** A shift of the actor's tenant at a store the actor works at (another tenant's: 404; another store: 403). */
export async function shiftOfActor(tx: Tx, actor: Actor, shiftId: string, { forUpdate = false } = {}): Promise<ShiftRow> {
  const query = tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, actor.tenantId), eq(shifts.id, shiftId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Shift');
  if (!worksAtStore(actor, row.storeId)) throw forbidden('You do not work at this store.');
  return row;
}

/** 409 naming the shift in the way when the employee already has one overlapping [start, end), at any store. */
export async function refuseOverlap(tx: Tx, tenantId: string, employee: ShiftEmployee, start: Date, end: Date, exceptId?: string) {
  const [other] = await queryRows<{ starts_at: string | Date; ends_at: string | Date; store_name: string; timezone: string }>(
    tx,
    sql`select s.starts_at, s.ends_at, st.name as store_name, st.timezone
          from shifts s join ${stores} st on st.id = s.store_id
         where s.tenant_id = ${tenantId} and s.employee_id = ${employee.id}
           and s.starts_at < ${end.toISOString()}::timestamptz and s.ends_at > ${start.toISOString()}::timestamptz
           ${exceptId ? sql`and s.id <> ${exceptId}` : sql``}
         order by s.starts_at limit 1`,
  );
  if (!other) return;
  const at = (d: string | Date) => formatStoreTime(other.timezone, new Date(d));
  const message = `${employee.firstName} already has a shift from ${at(other.starts_at)} to ${at(other.ends_at)} at ${other.store_name}`;
  throw conflict(message, { start: message });
}

/** The wire shape of a shift: its local date in the store's zone and the employee's name. */
export function presentShift(row: ShiftRow, employeeName: string, localDate: string): Shift {
  return {
    id: row.id,
    storeId: row.storeId,
    employeeId: row.employeeId,
    employeeName,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    date: localDate,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    notes: row.notes,
  };
}
