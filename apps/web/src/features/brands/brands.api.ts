import { type BrandDetail, type BrandSearch, type BrandWizard, brandDetailSchema, brandListSchema } from '@salon/shared';
import type { z } from 'zod';
import { api } from '../../api/api-slice.ts';

export type BrandList = z.infer<typeof brandListSchema>;
export const BRAND_VIEW_FLAGS = ['view_brand', 'edit_brand', 'create_brand', 'brand_admin', 'franchisor'];

/** Brand administration calls of docs/organisation-api.md. */
export const brandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchBrands: build.query<BrandList, BrandSearch>({
      query: (body) => ({ path: 'Brand/Search', method: 'POST', body, brandScoped: false, schema: brandListSchema }),
      providesTags: ['Brand'],
    }),
    brand: build.query<BrandDetail, string>({
      query: (id) => ({ path: `Brand/GetById/${id}`, brandScoped: false, schema: brandDetailSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Brand', id }],
    }),
    createBrand: build.mutation<BrandDetail, BrandWizard>({
      query: (body) => ({ path: 'Brand/Create', method: 'POST', body, brandScoped: false, schema: brandDetailSchema }),
      invalidatesTags: ['Brand'],
    }),
    updateBrand: build.mutation<BrandDetail, { id: string; body: BrandWizard }>({
      query: ({ id, body }) => ({ path: `Brand/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: brandDetailSchema }),
      invalidatesTags: ['Brand'],
    }),
    setBrandActive: build.mutation<BrandDetail, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        path: `Brand/Activate/${id}`,
        method: 'PATCH',
        body: { active },
        brandScoped: false,
        schema: brandDetailSchema,
      }),
      invalidatesTags: ['Brand'],
    }),
  }),
});

export const { useSearchBrandsQuery, useBrandQuery, useCreateBrandMutation, useUpdateBrandMutation, useSetBrandActiveMutation } = brandsApi;
