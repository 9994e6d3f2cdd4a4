import {
  type ProductOverride,
  type ProductOverrideInput,
  type ProductOverrideSearchInput,
  type ProductOverrideSearchResult,
  productOverrideDeleteResultSchema,
  productOverrideSchema,
  productOverrideSearchResultSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** ProductOverride calls of docs/catalog-api.md (the retail adjustments screen). */
export const productOverridesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProductOverrides: build.query<ProductOverrideSearchResult, ProductOverrideSearchInput>({
      query: (body) => ({
        path: 'ProductOverride/Search',
        method: 'POST',
        body,
        brandScoped: false,
        schema: productOverrideSearchResultSchema,
      }),
      providesTags: ['ProductOverride'],
    }),
    productOverride: build.query<ProductOverride, string>({
      query: (id) => ({ path: `ProductOverride/GetById/${id}`, brandScoped: false, schema: productOverrideSchema }),
      providesTags: (_result, _error, id) => [{ type: 'ProductOverride', id }],
    }),
    createProductOverride: build.mutation<ProductOverride, ProductOverrideInput>({
      query: (body) => ({ path: 'ProductOverride/Create', method: 'POST', body, brandScoped: false, schema: productOverrideSchema }),
      invalidatesTags: ['ProductOverride'],
    }),
    updateProductOverride: build.mutation<ProductOverride, { id: string; body: ProductOverrideInput }>({
      query: ({ id, body }) => ({
        path: `ProductOverride/Update/${id}`,
        method: 'PUT',
        body,
        brandScoped: false,
        schema: productOverrideSchema,
      }),
      invalidatesTags: ['ProductOverride'],
    }),
    deleteProductOverride: build.mutation<{ id: string; deleted: true }, string>({
      query: (id) => ({
        path: `ProductOverride/Delete/${id}`,
        method: 'DELETE',
        brandScoped: false,
        schema: productOverrideDeleteResultSchema,
      }),
      invalidatesTags: ['ProductOverride'],
    }),
  }),
});

export const {
  useSearchProductOverridesQuery,
  useProductOverrideQuery,
  useCreateProductOverrideMutation,
  useUpdateProductOverrideMutation,
  useDeleteProductOverrideMutation,
} = productOverridesApi;
