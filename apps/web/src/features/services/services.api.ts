import {
  type CatalogDeleteResult,
  type CatalogStatusResult,
  type Service,
  type ServiceSearchInput,
  type ServiceSearchResult,
  type ServiceWizard,
  catalogDeleteResultSchema,
  catalogStatusResultSchema,
  serviceSchema,
  serviceSearchResultSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Service calls of docs/catalog-api.md; schemas from @salon/shared check every answer. */
export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchServices: build.query<ServiceSearchResult, ServiceSearchInput>({
      query: (body) => ({ path: 'Service/Search', method: 'POST', body, brandScoped: false, schema: serviceSearchResultSchema }),
      providesTags: ['Service'],
    }),
    service: build.query<Service, string>({
      query: (id) => ({ path: `Service/GetById/${id}`, brandScoped: false, schema: serviceSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
    createService: build.mutation<Service, ServiceWizard>({
      query: (body) => ({ path: 'Service/Create', method: 'POST', body, brandScoped: false, schema: serviceSchema }),
      invalidatesTags: ['Service'],
    }),
    updateService: build.mutation<Service, { id: string; body: ServiceWizard }>({
      query: ({ id, body }) => ({ path: `Service/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: serviceSchema }),
      invalidatesTags: ['Service', 'Package'],
    }),
    activateService: build.mutation<CatalogStatusResult, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        path: `Service/Activate/${id}`,
        method: 'PATCH',
        body: { active },
        brandScoped: false,
        schema: catalogStatusResultSchema,
      }),
      invalidatesTags: ['Service'],
    }),
    deleteService: build.mutation<CatalogDeleteResult, string>({
      query: (id) => ({ path: `Service/Delete/${id}`, method: 'DELETE', brandScoped: false, schema: catalogDeleteResultSchema }),
      invalidatesTags: ['Service', 'Package'],
    }),
  }),
});

export const {
  useSearchServicesQuery,
  useServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useActivateServiceMutation,
  useDeleteServiceMutation,
} = servicesApi;
