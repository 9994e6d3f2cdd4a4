// Super admin (issue 19): every tenant of the platform, and suspending or resuming one. A suspended tenant's
// staff and customers are signed out at once (their sessions stop answering) and cannot sign in; its customer
// pages answer that the salon is not available.
import type { TenantStatus, TenantSummary } from '@salon/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { tenants } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { publishAuthChange } from '../../platform/auth/auth-events.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';

const requireSuperAdmin = (actor: Actor) => {
  if (!actor.isSuperAdmin) throw forbidden('Only a Super Admin manages tenants.');
};

export async function listTenants(db: Db, actor: Actor): Promise<TenantSummary[]> {
  requireSuperAdmin(actor);
  const rows = await asSystem(db, (tx) =>
    queryRows<{ id: string; name: string; slug: string; status: TenantStatus; brands: number; stores: number; created_at: Date | string }>(
      tx,
      sql`select t.id, t.name, t.slug, t.status, t.created_at,
                 (select count(*)::int from brands b where b.tenant_id = t.id) as brands,
                 (select count(*)::int from stores s where s.tenant_id = t.id) as stores
            from tenants t order by t.created_at, t.name limit 500`,
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    status: r.status,
    brands: r.brands,
    stores: r.stores,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function setTenantStatus(db: Db, actor: Actor, id: string, status: TenantStatus): Promise<TenantSummary> {
  requireSuperAdmin(actor);
  if (status === 'suspended' && id === actor.tenantId) throw conflict('You cannot suspend your own organisation.');
  const [row] = await asSystem(db, async (tx) => {
    const updated = await tx.update(tenants).set({ status }).where(eq(tenants.id, id)).returning({ id: tenants.id });
    // Every cached session of every instance is dropped: the next request reads the tenant's status.
    if (updated.length) await publishAuthChange(tx, { kind: 'all' });
    return updated;
  });
  if (!row) throw notFound('Tenant');
  await withTenant(db, id, (tx) =>
    audit(
      tx,
      { type: 'system', tenantId: id },
      { action: `tenant.${status === 'suspended' ? 'suspend' : 'resume'}`, entityType: 'tenant', entityId: id, details: { by: actor.id } },
    ),
  );
  const found = (await listTenants(db, actor)).find((t) => t.id === id);
  if (!found) throw notFound('Tenant');
  return found;
}
