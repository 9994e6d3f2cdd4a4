import type { PackageSearch, PackageSearchResult } from '@salon/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packageServices, packages } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { containing } from '../catalog/catalog-support.ts';
import { packageListItem } from './package-mapping.ts';

type SortField = 'name' | 'priceCents' | 'validityDays' | 'createdAt';
const SORT_COLUMNS: Record<SortField, SQL | typeof packages.createdAt> = {
  name: sql`lower(${packages.name})`,
  priceCents: sql`${packages.priceCents}`,
  validityDays: sql`${packages.validityDays}`,
  createdAt: packages.createdAt,
};

/** Package/Search: archived packages are left out unless filters.archived is true (then only they show). */
export async function searchPackages(db: Db, actor: Actor, q: PackageSearch): Promise<PackageSearchResult> {
  const f = q.filters ?? {};
  const conditions: SQL[] = [
    eq(packages.tenantId, actor.tenantId),
    f.archived ? isNotNull(packages.archivedAt) : isNull(packages.archivedAt),
  ];
  if (f.active !== undefined) conditions.push(eq(packages.active, f.active));
  if (f.serviceId) {
    conditions.push(
      inArray(
        packages.id,
        sql`(select ${packageServices.packageId} from ${packageServices} where ${packageServices.tenantId} = ${actor.tenantId} and ${packageServices.serviceId} = ${f.serviceId})`,
      ),
    );
  }
  if (q.search) conditions.push(ilike(packages.name, containing(q.search)));
  const where = and(...conditions);
  const sort = q.sort ?? 'name';
  const direction = sort.startsWith('-') ? desc : asc;
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as SortField];

  return withTenant(db, actor.tenantId, async (tx) => {
    // Qualified by hand: Drizzle leaves a single-table select's own columns unqualified, which the subquery would capture.
    const serviceCount = sql<number>`(select count(*)::int from package_services ps where ps.tenant_id = "packages"."tenant_id" and ps.package_id = "packages"."id")`;
    const rows = await tx
      .select({ pkg: packages, serviceCount })
      .from(packages)
      .where(where)
      .orderBy(direction(column), asc(packages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [{ total }] = await tx.select({ total: count() }).from(packages).where(where);
    return { items: rows.map((r) => packageListItem(r.pkg, Number(r.serviceCount))), total, page: q.page, pageSize: q.pageSize };
  });
}
