import {
  type CatalogDeleteResult,
  type CatalogStatusResult,
  type Package,
  type PackageSearchInput,
  type PackageSearchResult,
  type PackageWizard,
  catalogDeleteResultSchema,
  catalogStatusResultSchema,
  packageSchema,
  packageSearchResultSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Package calls of docs/catalog-api.md; schemas from @salon/shared check every answer. */
export const packagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPackages: build.query<PackageSearchResult, PackageSearchInput>({
      query: (body) => ({ path: 'Package/Search', method: 'POST', body, brandScoped: false, schema: packageSearchResultSchema }),
      providesTags: ['Package'],
    }),
    package: build.query<Package, string>({
      query: (id) => ({ path: `Package/GetById/${id}`, brandScoped: false, schema: packageSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Package', id }],
    }),
    createPackage: build.mutation<Package, PackageWizard>({
      query: (body) => ({ path: 'Package/Create', method: 'POST', body, brandScoped: false, schema: packageSchema }),
      invalidatesTags: ['Package'],
    }),
    updatePackage: build.mutation<Package, { id: string; body: PackageWizard }>({
      query: ({ id, body }) => ({ path: `Package/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: packageSchema }),
      invalidatesTags: ['Package'],
    }),
    activatePackage: build.mutation<CatalogStatusResult, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        path: `Package/Activate/${id}`,
        method: 'PATCH',
        body: { active },
        brandScoped: false,
        schema: catalogStatusResultSchema,
      }),
      invalidatesTags: ['Package'],
    }),
    deletePackage: build.mutation<CatalogDeleteResult, string>({
      query: (id) => ({ path: `Package/Delete/${id}`, method: 'DELETE', brandScoped: false, schema: catalogDeleteResultSchema }),
      invalidatesTags: ['Package'],
    }),
  }),
});

export const {
  useSearchPackagesQuery,
  usePackageQuery,
  useCreatePackageMutation,
  useUpdatePackageMutation,
  useActivatePackageMutation,
  useDeletePackageMutation,
} = packagesApi;
