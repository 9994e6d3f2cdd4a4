// RBAC management: role definitions of the tenant. An employee never grants a flag they do not hold,
// and a change to a role reaches its holders on their next request (publishAuthChange 'all').
import { and, asc, countDistinct, eq } from 'drizzle-orm';
import { flagsOf, type AccessControls, type RoleCreateBody, type RoleDetail, type RoleUpdateBody } from '@salon/shared';
import type { Db, Tx } from '../../db/client.ts';
import { employeeRoles, roles } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { publishAuthChange } from '../../platform/auth/auth-events.ts';
import { AppError, conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';

type RoleRow = typeof roles.$inferSelect;

async function holderCounts(tx: Tx, tenantId: string) {
  const rows = await tx
    .select({ roleId: employeeRoles.roleId, n: countDistinct(employeeRoles.employeeId) })
    .from(employeeRoles)
    .where(eq(employeeRoles.tenantId, tenantId))
    .groupBy(employeeRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

const detail = (r: RoleRow, holderCount: number): RoleDetail => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  scope: r.scope,
  isSystem: r.isSystem,
  accessControls: r.accessControls as RoleDetail['accessControls'],
  holderCount,
});

async function loadRole(tx: Tx, tenantId: string, roleId: string) {
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
  if (!row) throw notFound('Role');
  return row;
}

/** 403 naming every flag of `wanted` the actor does not hold. */
function assertHoldsAll(actor: Actor, wanted: AccessControls, verb: string) {
  const held = flagsOf(actor.accessControls);
  if (held.has('super_admin')) return;
  const missing = [...flagsOf(wanted)].filter((f) => !held.has(f)).sort();
  if (missing.length === 0) return;
  throw new AppError(403, 'FORBIDDEN', `You may not ${verb} permissions you do not hold: ${missing.join(', ')}.`, {
    accessControls: `Permissions you do not hold: ${missing.join(', ')}`,
  });
}

export async function listRoles(db: Db, actor: Actor): Promise<RoleDetail[]> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx.select().from(roles).where(eq(roles.tenantId, actor.tenantId)).orderBy(asc(roles.name));
    const counts = await holderCounts(tx, actor.tenantId);
    return rows.map((r) => detail(r, counts.get(r.id) ?? 0));
  });
}

export async function getRole(db: Db, actor: Actor, roleId: string): Promise<RoleDetail> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await loadRole(tx, actor.tenantId, roleId);
    return detail(row, (await holderCounts(tx, actor.tenantId)).get(row.id) ?? 0);
  });
}

const slugTaken = () => conflict('A role with this slug already exists.', { slug: 'A role with this slug already exists.' });

export async function createRole(db: Db, actor: Actor, body: RoleCreateBody, requestId?: string): Promise<RoleDetail> {
  assertHoldsAll(actor, body.accessControls, 'grant');
  return withTenant(db, actor.tenantId, async (tx) => {
    const [existing] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, actor.tenantId), eq(roles.slug, body.slug)));
    if (existing) throw slugTaken();
    const [row] = await tx
      .insert(roles)
      .values({
        tenantId: actor.tenantId,
        slug: body.slug,
        name: body.name,
        scope: body.scope,
        accessControls: body.accessControls,
        isSystem: false,
      })
      .returning();
    await audit(
      tx,
      actor,
      {
        action: 'role.created',
        entityType: 'role',
        entityId: row.id,
        details: { slug: row.slug, flags: [...flagsOf(row.accessControls)] },
      },
      requestId,
    );
    return detail(row, 0);
  });
}

/**
 * Role/Update/{id}: name, scope and flags (system roles too, except super_admin; the slug never changes).
 * The actor must hold every flag the role has before and after, so nobody edits a more powerful role.
 */
export async function updateRole(db: Db, actor: Actor, roleId: string, body: RoleUpdateBody, requestId?: string): Promise<RoleDetail> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await loadRole(tx, actor.tenantId, roleId);
    if (row.slug === 'super_admin' || flagsOf(row.accessControls).has('super_admin'))
      throw forbidden('The Super Admin role cannot be edited.');
    if (body.slug !== undefined && body.slug !== row.slug) throw invalid({ slug: 'The slug of a role cannot be changed.' });
    assertHoldsAll(actor, body.accessControls, 'grant');
    assertHoldsAll(actor, row.accessControls, 'edit a role with');
    const [updated] = await tx
      .update(roles)
      .set({ name: body.name, scope: body.scope, accessControls: body.accessControls })
      .where(and(eq(roles.tenantId, actor.tenantId), eq(roles.id, roleId)))
      .returning();
    const before = flagsOf(row.accessControls);
    const after = flagsOf(updated.accessControls);
    await publishAuthChange(tx, { kind: 'all' });
    await audit(
      tx,
      actor,
      {
        action: 'role.updated',
        entityType: 'role',
        entityId: roleId,
        details: { added: [...after].filter((f) => !before.has(f)), removed: [...before].filter((f) => !after.has(f)) },
      },
      requestId,
    );
    return detail(updated, (await holderCounts(tx, actor.tenantId)).get(roleId) ?? 0);
  });
}
