// explore-more: a store's services (at its prices and durations) and the retail products it sells (its
// override price where it has one), for anyone on the brand's site.
import type { ExploreStore } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { brands, stores } from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { BrandContext } from '../../platform/brand-of-request.ts';
import { withTenant } from '../../platform/tenancy.ts';

export async function exploreStore(ctx: AppContext, brand: BrandContext, storeId: string): Promise<ExploreStore> {
  return withTenant(ctx.db, brand.tenantId, async (tx) => {
    const [store] = await tx
      .select({ id: stores.id, onlineBooking: stores.onlineBooking, currency: brands.currency })
      .from(stores)
      .innerJoin(brands, and(eq(brands.tenantId, stores.tenantId), eq(brands.id, stores.brandId)))
      .where(
        and(eq(stores.tenantId, brand.tenantId), eq(stores.id, storeId), eq(stores.brandId, brand.brandId), eq(stores.status, 'active')),
      );
    if (!store) throw notFound('Store');
    const services = await queryRows<{
      id: string;
      name: string;
      category: string;
      price_cents: number;
      duration_minutes: number;
      online_bookable: boolean;
    }>(
      tx,
      sql`select s.id, s.name, s.category, coalesce(o.price_cents, s.price_cents) as price_cents,
                 coalesce(o.duration_minutes, s.duration_minutes) as duration_minutes, s.online_bookable
            from services s
            join service_stores ss on ss.tenant_id = s.tenant_id and ss.service_id = s.id and ss.store_id = ${store.id}
            left join service_store_overrides o on o.tenant_id = s.tenant_id and o.service_id = s.id and o.store_id = ${store.id}
           where s.tenant_id = ${brand.tenantId} and s.active and s.archived_at is null
           order by s.category, s.name, s.id
           limit 200`,
    );
    const products = await queryRows<{ id: string; name: string; category: string; description: string | null; price_cents: number }>(
      tx,
      sql`select p.id, p.name, p.category, p.description, coalesce(o.price_cents, p.price_cents) as price_cents
            from products p
            left join product_overrides o on o.tenant_id = p.tenant_id and o.store_id = ${store.id} and o.product_id = p.id
           where p.tenant_id = ${brand.tenantId} and p.active and p.archived_at is null and p.resellable
             and coalesce(o.available, true)
           order by p.category, p.name
           limit 200`,
    );
    return {
      storeId: store.id,
      currency: store.currency,
      services: services.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category,
        priceCents: Number(s.price_cents),
        durationMinutes: Number(s.duration_minutes),
        bookable: store.onlineBooking && s.online_bookable,
      })),
      products: products.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        description: p.description,
        priceCents: Number(p.price_cents),
      })),
    };
  });
}
