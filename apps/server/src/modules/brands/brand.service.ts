import type { CurrentBrand } from '@salon/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, stores } from '../../db/schema.ts';
import type { BrandContext } from '../../platform/brand-of-request.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { brandLogoUrl } from './brand-detail.ts';

/** The brand a customer page is on: its look (theme, colors, logo) and its active stores (for the store picker and the map). */
export async function currentBrand(db: Db, { tenantId, brandId }: BrandContext): Promise<CurrentBrand> {
  return withTenant(db, tenantId, async (tx) => {
    const [brand] = await tx
      .select()
      .from(brands)
      .where(and(eq(brands.tenantId, tenantId), eq(brands.id, brandId), eq(brands.status, 'active')));
    // A brand still being set up (pending) or taken down (inactive) has no customer site.
    if (!brand) throw notFound('Brand');
    const storeRows = await tx
      .select()
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.brandId, brandId), eq(stores.status, 'active')))
      .orderBy(asc(stores.name));
    return {
      id: brand.id,
      name: brand.name,
      theme: brand.theme,
      logoUrl: brandLogoUrl(brand),
      logoThumbnailUrl: brandLogoUrl(brand, true),
      colors: brand.colors,
      stores: storeRows.map((s) => ({
        id: s.id,
        name: s.name,
        timezone: s.timezone,
        address: s.addressLine1,
        city: s.city,
        state: s.state,
        geoLat: s.geoLat,
        geoLong: s.geoLong,
      })),
    };
  });
}
