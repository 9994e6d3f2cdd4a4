// Super admin: the platform's tenants (issue 19), suspended or active.
import { z } from 'zod';

export const TENANT_STATUSES = ['active', 'suspended'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

export const tenantSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(TENANT_STATUSES),
  brands: z.int(),
  stores: z.int(),
  createdAt: z.iso.datetime(),
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

/** What a customer page or a sign-in of a suspended tenant is told. */
export const TENANT_SUSPENDED_MESSAGE = 'This salon is not available right now.';

/** PATCH Tenant/Suspend and Tenant/Resume take no fields. */
export const tenantStatusBodySchema = z.object({}).strict().nullish();
