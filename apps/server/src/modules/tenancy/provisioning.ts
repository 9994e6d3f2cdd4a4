import { DEFAULT_ROLES, DEFAULT_STORE_OPENING_HOURS, controlsFromFlags, type AccessControls } from '@salon/shared';
import type { Db } from '../../db/client.ts';
import { brandDomains, brands, roles, stores, tenants, type OpeningHours } from '../../db/schema.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';

export interface ProvisionInput {
  name: string;
  slug: string;
  brand: { name: string; domains: string[]; theme?: string };
  stores: {
    name: string;
    timezone: string;
    openingHours?: OpeningHours;
    city?: string;
    state?: string;
    addressLine1?: string;
    postalCode?: string;
    geoLat?: string;
    geoLong?: string;
    phoneNumber?: string;
    email?: string;
    status?: 'pending' | 'active';
  }[];
}

/** Default role definitions of DOMAIN.md as stored access controls. */
export function defaultRoleRows(tenantId: string) {
  return DEFAULT_ROLES.map((role) => ({
    tenantId,
    slug: role.slug,
    name: role.name,
    scope: role.scope,
    isSystem: true,
    accessControls: (role.superAdmin ? { super_admin: true } : controlsFromFlags(role.flags)) as AccessControls,
  }));
}

/** Onboards a franchisor: tenant, first brand with its domains, stores and the default roles, in one transaction per wall. */
export async function provisionTenant(db: Db, input: ProvisionInput) {
  const [tenant] = await asSystem(db, (tx) => tx.insert(tenants).values({ name: input.name, slug: input.slug }).returning());
  return withTenant(db, tenant.id, async (tx) => {
    const [brand] = await tx
      .insert(brands)
      .values({ tenantId: tenant.id, name: input.brand.name, theme: input.brand.theme ?? 'dark' })
      .returning();
    if (input.brand.domains.length) {
      await tx
        .insert(brandDomains)
        .values(input.brand.domains.map((domain) => ({ tenantId: tenant.id, brandId: brand.id, domain: domain.toLowerCase() })));
    }
    const storeRows = input.stores.length
      ? await tx
          .insert(stores)
          .values(
            input.stores.map((s) => ({
              ...s,
              tenantId: tenant.id,
              brandId: brand.id,
              openingHours: s.openingHours ?? (DEFAULT_STORE_OPENING_HOURS as OpeningHours),
            })),
          )
          .returning()
      : [];
    const roleRows = await tx.insert(roles).values(defaultRoleRows(tenant.id)).returning();
    return { tenant, brand, stores: storeRows, roles: roleRows };
  });
}
