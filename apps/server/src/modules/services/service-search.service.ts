import type { ServiceSearch, ServiceSearchResult } from '@salon/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceStores, services } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { containing } from '../catalog/catalog-support.ts';
import { serviceListItem } from './service-mapping.ts';

type SortField = 'name' | 'category' | 'priceCents' | 'durationMinutes' | 'createdAt';

const SORT_COLUMNS: Record<SortField, SQL | typeof services.createdAt> = {
  name: sql`lower(${services.name})`,
  category: sql`lower(${services.category})`,
  priceCents: sql`${services.priceCents}`,
  durationMinutes: sql`${services.durationMinutes}`,
  createdAt: services.createdAt,
};

/** Service/Search: archived services are left out unless filters.archived is true (then only they show). */
export async function searchServices(db: Db, actor: Actor, q: ServiceSearch): Promise<ServiceSearchResult> {
  const f = q.filters ?? {};
  const conditions: SQL[] = [
    eq(services.tenantId, actor.tenantId),
    f.archived ? isNotNull(services.archivedAt) : isNull(services.archivedAt),
  ];
  if (f.active !== undefined) conditions.push(eq(services.active, f.active));
  if (f.onlineBookable !== undefined) conditions.push(eq(services.onlineBookable, f.onlineBookable));
  if (f.category) conditions.push(sql`lower(${services.category}) = lower(${f.category})`);
  if (f.skillSet) conditions.push(eq(services.skillSet, f.skillSet));
  if (f.storeId) {
    conditions.push(
      inArray(
        services.id,
        sql`(select ${serviceStores.serviceId} from ${serviceStores} where ${serviceStores.tenantId} = ${actor.tenantId} and ${serviceStores.storeId} = ${f.storeId})`,
      ),
    );
  }
  if (q.search) {
    const pattern = containing(q.search);
    conditions.push(or(ilike(services.name, pattern), ilike(services.category, pattern)) as SQL);
  }
  const where = and(...conditions);
  const sort = q.sort ?? 'name';
  const direction = sort.startsWith('-') ? desc : asc;
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as SortField];

  return withTenant(db, actor.tenantId, async (tx) => {
    // Qualified by hand: Drizzle leaves a single-table select's own columns unqualified, which the subquery would capture.
    const storeCount = sql<number>`(select count(*)::int from service_stores ss where ss.tenant_id = "services"."tenant_id" and ss.service_id = "services"."id")`;
    const rows = await tx
      .select({ service: services, storeCount })
      .from(services)
      .where(where)
      .orderBy(direction(column), asc(services.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [{ total }] = await tx.select({ total: count() }).from(services).where(where);
    return {
      items: rows.map((r) => serviceListItem(r.service, Number(r.storeCount))),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  });
}
