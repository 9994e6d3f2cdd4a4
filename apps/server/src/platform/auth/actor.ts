import type { AccessControls, RolesInfo } from '@salon/shared';

/** Who is acting, in which tenant, with which flags: the one argument every service takes. */
export interface Actor {
  type: 'admin' | 'customer';
  id: string;
  tenantId: string;
  brandId: string | null;
  sessionId: string;
  accessControls: AccessControls;
  /** Roles per store and owned stores (staff); what AccessControl/GetRoles answers. */
  rolesInfo: RolesInfo;
  isSuperAdmin: boolean;
  /** Stores where the employee holds a role; tenantWide means every store of the tenant. */
  storeIds: string[];
  tenantWide: boolean;
  assumedBy: string | null;
}

export type RouteAuth = 'public' | 'optional' | 'admin' | 'customer' | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every API route (checked when routes are registered). */
    auth?: RouteAuth;
    /** The permission flags of spec section 6, any one of which grants access (spec's access check). */
    flags?: readonly string[];
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}
