import { type TenantSummary, tenantSummarySchema } from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

/** Tenant calls (Super Admin): the list, suspend and resume. */
export const tenantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    tenants: build.query<TenantSummary[], void>({
      query: () => ({ path: 'Tenant/List', brandScoped: false, schema: z.array(tenantSummarySchema) }),
      providesTags: ['Tenant'],
    }),
    setTenantStatus: build.mutation<TenantSummary, { id: string; action: 'Suspend' | 'Resume' }>({
      query: ({ id, action }) => ({
        path: `Tenant/${action}/${id}`,
        method: 'PATCH',
        body: {},
        brandScoped: false,
        schema: tenantSummarySchema,
      }),
      invalidatesTags: ['Tenant'],
    }),
  }),
});

export const { useTenantsQuery, useSetTenantStatusMutation } = tenantsApi;
