import {
  type PromoCodeDetail,
  type PromoCodeInputRaw,
  type PromoCodeSearchInput,
  type PromoCodeSearchResult,
  promoCodeDetailSchema,
  promoCodeSearchResultSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Promo code calls of docs/ledgers-api.md; schemas from @salon/shared check every answer. */
export const promoCodesApi = api.enhanceEndpoints({ addTagTypes: ['PromoCode'] }).injectEndpoints({
  endpoints: (build) => ({
    searchPromoCodes: build.query<PromoCodeSearchResult, PromoCodeSearchInput>({
      query: (body) => ({ path: 'PromoCode/Search', method: 'POST', body, brandScoped: false, schema: promoCodeSearchResultSchema }),
      providesTags: ['PromoCode'],
    }),
    promoCode: build.query<PromoCodeDetail, string>({
      query: (id) => ({ path: `PromoCode/GetById/${id}`, brandScoped: false, schema: promoCodeDetailSchema }),
      providesTags: (_result, _error, id) => [{ type: 'PromoCode', id }],
    }),
    createPromoCode: build.mutation<PromoCodeDetail, PromoCodeInputRaw>({
      query: (body) => ({ path: 'PromoCode/Create', method: 'POST', body, brandScoped: false, schema: promoCodeDetailSchema }),
      invalidatesTags: ['PromoCode'],
    }),
    updatePromoCode: build.mutation<PromoCodeDetail, { id: string; body: PromoCodeInputRaw }>({
      query: ({ id, body }) => ({ path: `PromoCode/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: promoCodeDetailSchema }),
      invalidatesTags: ['PromoCode'],
    }),
    setPromoCodeActive: build.mutation<PromoCodeDetail, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        path: `PromoCode/${active ? 'Activate' : 'Deactivate'}/${id}`,
        method: 'POST',
        brandScoped: false,
        schema: promoCodeDetailSchema,
      }),
      invalidatesTags: ['PromoCode'],
    }),
  }),
});

export const {
  useSearchPromoCodesQuery,
  usePromoCodeQuery,
  useCreatePromoCodeMutation,
  useUpdatePromoCodeMutation,
  useSetPromoCodeActiveMutation,
} = promoCodesApi;
