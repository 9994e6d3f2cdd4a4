// Service categories (issue 16): a row per name (ignoring case) so records can key on the id. A service's
// save finds or makes its category by name; a rename changes the category and its services' names together.
import type { ServiceCategory } from '@salon/shared';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { conflict, notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { serviceCategories, services } from './services.tables.ts';

/**
 * The tenant's category of this name (any case), made when new; safe when two saves race. Answers the columns a
 * service stores: the category's id and its name as first written.
 */
export async function categoryFor(tx: Tx, tenantId: string, name: string): Promise<{ categoryId: string; category: string }> {
  await tx.execute(sql`insert into service_categories (id, tenant_id, name) values (${randomUUID()}, ${tenantId}, ${name})
                       on conflict (tenant_id, lower(name)) do nothing`);
  const [row] = await queryRows<{ categoryId: string; category: string }>(
    tx,
    sql`select id as "categoryId", name as category from service_categories where tenant_id = ${tenantId} and lower(name) = lower(${name})`,
  );
  return row!;
}

/** Categories with at least one service not archived, by name, with how many services each has. */
export async function listServiceCategories(tx: Tx, tenantId: string): Promise<ServiceCategory[]> {
  return queryRows<ServiceCategory>(
    tx,
    sql`select c.id, c.name, count(s.id)::int as services
        from service_categories c join services s on s.tenant_id = c.tenant_id and s.category_id = c.id and s.archived_at is null
        where c.tenant_id = ${tenantId}
        group by c.id, c.name order by lower(c.name)`,
  );
}

/** Renames a category and its services' category name in one transaction; 409 when another category has the name. */
export async function renameServiceCategory(db: Db, actor: Actor, id: string, name: string, requestId: string): Promise<ServiceCategory> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const [before] = await tx
      .select()
      .from(serviceCategories)
      .where(and(eq(serviceCategories.tenantId, actor.tenantId), eq(serviceCategories.id, id)))
      .for('update');
    if (!before) throw notFound('Service category');
    const [taken] = await queryRows<{ id: string }>(
      tx,
      sql`select id from service_categories where tenant_id = ${actor.tenantId} and lower(name) = lower(${name}) and id <> ${id}`,
    );
    if (taken) throw conflict('Another category already has this name.', { name: 'Already used by another category' });
    await tx
      .update(serviceCategories)
      .set({ name })
      .where(and(eq(serviceCategories.tenantId, actor.tenantId), eq(serviceCategories.id, id)))
      .catch((err) => {
        // Two renames to one name at once: the unique name index refuses the second.
        if (sqlState(err) === '23505')
          throw conflict('Another category already has this name.', { name: 'Already used by another category' });
        throw err;
      });
    await tx
      .update(services)
      .set({ category: name })
      .where(and(eq(services.tenantId, actor.tenantId), eq(services.categoryId, id)));
    await audit(
      tx,
      actor,
      { action: 'service_category.rename', entityType: 'service_category', entityId: id, details: { before: before.name, after: name } },
      requestId,
    );
    const [after] = (await listServiceCategories(tx, actor.tenantId)).filter((c) => c.id === id);
    return after ?? { id, name, services: 0 };
  });
}
