// explore-more: a store's services (its online menu, at its prices) and the retail products it sells (its
// override price where it has one), for anyone on the brand's site.
import type { ExploreStore } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { brands } from '../../db/schema.ts';
import type { BrandContext } from '../../platform/brand-of-request.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { bookingMenu } from '../cart/booking-menu.service.ts';

export async function exploreStore(ctx: AppContext, brand: BrandContext, storeId: string): Promise<ExploreStore> {
  const menu = await bookingMenu(ctx.db, brand, storeId, ctx.now());
  return withTenant(ctx.db, brand.tenantId, async (tx) => {
    const [b] = await tx
      .select({ currency: brands.currency })
      .from(brands)
      .where(and(eq(brands.tenantId, brand.tenantId), eq(brands.id, brand.brandId)));
    const products = await queryRows<{ id: string; name: string; category: string; description: string | null; price_cents: number }>(
      tx,
      sql`select p.id, p.name, p.category, p.description, coalesce(o.price_cents, p.price_cents) as price_cents
            from products p
            left join product_overrides o on o.tenant_id = p.tenant_id and o.store_id = ${storeId} and o.product_id = p.id
           where p.tenant_id = ${brand.tenantId} and p.active and p.archived_at is null and p.resellable
             and coalesce(o.available, true)
           order by p.category, p.name
           limit 200`,
    );
    return {
      storeId: menu.storeId,
      currency: b?.currency ?? 'USD',
      services: menu.services.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category,
        priceCents: s.priceCents,
        durationMinutes: s.durationMinutes,
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
