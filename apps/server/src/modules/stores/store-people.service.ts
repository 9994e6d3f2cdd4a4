import type { StorePeople } from '@salon/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { employees, storePeople } from '../../db/schema.ts';
import { publishAuthChange } from '../../platform/auth/auth-events.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from './store-access.ts';
import type { StorePersonRole } from './stores.tables.ts';

type ManagerTitle = StorePeople['managers'][number]['title'];
export interface WantedPerson {
  employeeId: string;
  title: ManagerTitle | null;
}

/** Owners, managers (with titles) and key holders of a store, each list by last name. */
export async function peopleOfStore(tx: Tx, tenantId: string, storeId: string): Promise<StorePeople> {
  const rows = await tx
    .select({
      role: storePeople.role,
      title: storePeople.title,
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
    })
    .from(storePeople)
    .innerJoin(employees, eq(employees.id, storePeople.employeeId))
    .where(and(eq(storePeople.tenantId, tenantId), eq(storePeople.storeId, storeId)))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  const person = ({ employeeId, firstName, lastName, email }: (typeof rows)[number]) => ({ employeeId, firstName, lastName, email });
  return {
    owners: rows.filter((r) => r.role === 'owner').map(person),
    managers: rows.filter((r) => r.role === 'manager').map((r) => ({ ...person(r), title: (r.title ?? 'Store Manager') as ManagerTitle })),
    keyHolders: rows.filter((r) => r.role === 'key_holder').map(person),
  };
}

/** Refuses anyone who is not an active employee of the tenant, naming the list position. */
async function requireActiveEmployees(tx: Tx, actor: Actor, wanted: readonly WantedPerson[], fieldOf: (index: number) => string) {
  const ids = wanted.map((w) => w.employeeId);
  if (!ids.length) return;
  const found = await tx
    .select({ id: employees.id, status: employees.status })
    .from(employees)
    .where(and(eq(employees.tenantId, actor.tenantId), inArray(employees.id, ids)));
  const status = new Map(found.map((e) => [e.id, e.status]));
  const fields: Record<string, string> = {};
  wanted.forEach((w, index) => {
    const s = status.get(w.employeeId);
    if (!s) fields[fieldOf(index)] = 'Not an employee of your organisation';
    else if (s !== 'active') fields[fieldOf(index)] = 'This employee is not active';
  });
  if (Object.keys(fields).length) throw invalid(fields, 'Only active employees of your organisation can be chosen.');
}

const AUDIT_ACTION: Record<StorePersonRole, string> = {
  owner: 'store.owners_set',
  manager: 'store.managers_set',
  key_holder: 'store.key_holders_set',
};

/** Replaces one group of a store's people with the wanted list, keeping unchanged assignments as they were. */
export async function setStorePeople(
  db: Db,
  actor: Actor,
  storeId: string,
  role: StorePersonRole,
  wanted: readonly WantedPerson[],
  fieldOf: (index: number) => string,
  requestId?: string,
): Promise<StorePeople> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId, { forUpdate: true });
    await requireActiveEmployees(tx, actor, wanted, fieldOf);
    const where = and(eq(storePeople.tenantId, actor.tenantId), eq(storePeople.storeId, storeId), eq(storePeople.role, role));
    const current = await tx.select().from(storePeople).where(where);
    const wantedById = new Map(wanted.map((w) => [w.employeeId, w]));
    const currentById = new Map(current.map((c) => [c.employeeId, c]));
    const removed = current.filter((c) => !wantedById.has(c.employeeId)).map((c) => c.employeeId);
    const added = wanted.filter((w) => !currentById.has(w.employeeId));
    const retitled = wanted.filter((w) => {
      const row = currentById.get(w.employeeId);
      return row && row.title !== w.title;
    });
    if (removed.length) await tx.delete(storePeople).where(and(where, inArray(storePeople.employeeId, removed)));
    if (added.length) {
      await tx
        .insert(storePeople)
        .values(
          added.map((w) => ({ tenantId: actor.tenantId, storeId, employeeId: w.employeeId, role, title: w.title, assignedBy: actor.id })),
        );
    }
    for (const w of retitled) {
      await tx
        .update(storePeople)
        .set({ title: w.title })
        .where(and(where, eq(storePeople.employeeId, w.employeeId)));
    }
    // Owners appear in their sessions' ownerMappings: their next request must see the change.
    if (role === 'owner') {
      for (const id of [...removed, ...added.map((w) => w.employeeId)]) await publishAuthChange(tx, { kind: 'principal', id });
    }
    if (removed.length || added.length || retitled.length) {
      await audit(
        tx,
        actor,
        {
          action: AUDIT_ACTION[role],
          entityType: 'store',
          entityId: storeId,
          details: {
            added: added.map((w) => (w.title ? { employeeId: w.employeeId, title: w.title } : w.employeeId)),
            removed,
            retitled: retitled.map((w) => ({ employeeId: w.employeeId, title: w.title })),
          },
        },
        requestId,
      );
    }
    return peopleOfStore(tx, actor.tenantId, storeId);
  });
}
