import {
  type CatalogDeleteResult,
  type CatalogStatusResult,
  type Product,
  type ProductSearchInput,
  type ProductSearchResult,
  type ProductWizard,
  type ProductListName,
  type ProductListUpdateInput,
  type ProductLists,
  productListsSchema,
  catalogDeleteResultSchema,
  catalogStatusResultSchema,
  productSchema,
  productSearchResultSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Product calls of docs/catalog-api.md; schemas from @salon/shared check every answer. */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<ProductSearchResult, ProductSearchInput>({
      query: (body) => ({ path: 'Product/Search', method: 'POST', body, brandScoped: false, schema: productSearchResultSchema }),
      providesTags: ['Product'],
    }),
    product: build.query<Product, string>({
      query: (id) => ({ path: `Product/GetById/${id}`, brandScoped: false, schema: productSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    createProduct: build.mutation<Product, ProductWizard>({
      query: (body) => ({ path: 'Product/Create', method: 'POST', body, brandScoped: false, schema: productSchema }),
      invalidatesTags: ['Product'],
    }),
    updateProduct: build.mutation<Product, { id: string; body: ProductWizard }>({
      query: ({ id, body }) => ({ path: `Product/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: productSchema }),
      invalidatesTags: ['Product', 'Inventory'],
    }),
    activateProduct: build.mutation<CatalogStatusResult, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        path: `Product/Activate/${id}`,
        method: 'PATCH',
        body: { active },
        brandScoped: false,
        schema: catalogStatusResultSchema,
      }),
      invalidatesTags: ['Product'],
    }),
    deleteProduct: build.mutation<CatalogDeleteResult, string>({
      query: (id) => ({ path: `Product/Delete/${id}`, method: 'DELETE', brandScoped: false, schema: catalogDeleteResultSchema }),
      invalidatesTags: ['Product', 'Inventory'],
    }),
    productLists: build.query<ProductLists, void>({
      query: () => ({ path: 'Product/Lists', brandScoped: false, schema: productListsSchema }),
      providesTags: ['ProductLists'],
    }),
    updateProductList: build.mutation<ProductLists, { list: ProductListName; body: ProductListUpdateInput }>({
      query: ({ list, body }) => ({ path: `Product/Lists/${list}`, method: 'PUT', body, brandScoped: false, schema: productListsSchema }),
      invalidatesTags: ['ProductLists'],
    }),
  }),
});

export const {
  useSearchProductsQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useActivateProductMutation,
  useDeleteProductMutation,
  useProductListsQuery,
  useUpdateProductListMutation,
} = productsApi;
