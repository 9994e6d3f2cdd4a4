import type { StoreSearch, StoreSearchResult, StoreSortField } from '@salon/shared';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeScope } from './store-access.ts';

const SORT_COLUMNS: Record<StoreSortField, SQL | typeof stores.createdAt> = {
  name: sql`lower(${stores.name})`,
  city: sql`lower(${stores.city})`,
  state: sql`${stores.state}`,
  status: sql`${stores.status}`,
  createdAt: stores.createdAt,
};

/** LIKE wildcards typed by a person are literal characters. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Store/Search: the stores the actor may see (all of the tenant, or their own), searched, filtered, sorted and paged. */
export async function searchStores(db: Db, actor: Actor, query: StoreSearch): Promise<StoreSearchResult> {
  const conditions: SQL[] = [storeScope(actor)];
  const f = query.filters ?? {};
  if (f.status) conditions.push(eq(stores.status, f.status));
  if (f.brandId) conditions.push(eq(stores.brandId, f.brandId));
  if (f.onlineBooking !== undefined) conditions.push(eq(stores.onlineBooking, f.onlineBooking));
  if (f.state) conditions.push(eq(stores.state, f.state));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(ilike(stores.name, pattern), ilike(stores.city, pattern), ilike(stores.state, pattern)) as SQL);
  }
  const where = and(...conditions);
  const sort = query.sort ?? 'name';
  const field = sort.replace(/^-/, '') as StoreSortField;
  const direction = sort.startsWith('-') ? desc : asc;

  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select({ store: stores, brandName: brands.name })
      .from(stores)
      .innerJoin(brands, eq(brands.id, stores.brandId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[field]), asc(stores.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [{ total }] = await tx.select({ total: count() }).from(stores).where(where);
    return {
      items: rows.map(({ store, brandName }) => ({
        id: store.id,
        name: store.name,
        brandId: store.brandId,
        brandName,
        status: store.status,
        onlineBooking: store.onlineBooking,
        city: store.city,
        state: store.state,
        phoneNumber: store.phoneNumber,
        timezone: store.timezone,
        createdAt: store.createdAt.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
