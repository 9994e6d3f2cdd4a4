import {
  type InStorePromotion,
  type InStorePromotionInput,
  type InStorePromotionList,
  inStorePromotionListSchema,
  inStorePromotionSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

/** InStorePromotion/* (issue 19); schemas from @salon/shared check every answer. */
export const inStorePromotionsApi = api.enhanceEndpoints({ addTagTypes: ['InStorePromotion'] }).injectEndpoints({
  endpoints: (build) => ({
    inStorePromotions: build.query<InStorePromotionList, void>({
      query: () => ({ path: 'InStorePromotion/List', brandScoped: false, schema: inStorePromotionListSchema }),
      providesTags: ['InStorePromotion'],
    }),
    createInStorePromotion: build.mutation<InStorePromotion, InStorePromotionInput>({
      query: (body) => ({ path: 'InStorePromotion/Create', method: 'POST', body, brandScoped: false, schema: inStorePromotionSchema }),
      invalidatesTags: ['InStorePromotion'],
    }),
    updateInStorePromotion: build.mutation<InStorePromotion, { id: string; body: InStorePromotionInput }>({
      query: ({ id, body }) => ({
        path: `InStorePromotion/Update/${id}`,
        method: 'PUT',
        body,
        brandScoped: false,
        schema: inStorePromotionSchema,
      }),
      invalidatesTags: ['InStorePromotion'],
    }),
    moveInStorePromotion: build.mutation<InStorePromotion, { id: string; direction: 'up' | 'down' }>({
      query: ({ id, direction }) => ({
        path: `InStorePromotion/Move/${id}`,
        method: 'POST',
        body: { direction },
        brandScoped: false,
        schema: inStorePromotionSchema,
      }),
      invalidatesTags: ['InStorePromotion'],
    }),
    setInStorePromotionActive: build.mutation<InStorePromotion, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        path: `InStorePromotion/${active ? 'Activate' : 'Deactivate'}/${id}`,
        method: 'POST',
        brandScoped: false,
        schema: inStorePromotionSchema,
      }),
      invalidatesTags: ['InStorePromotion'],
    }),
    deleteInStorePromotion: build.mutation<{ id: string }, string>({
      query: (id) => ({ path: `InStorePromotion/Delete/${id}`, method: 'DELETE', brandScoped: false, schema: z.object({ id: z.uuid() }) }),
      invalidatesTags: ['InStorePromotion'],
    }),
  }),
});

export const {
  useInStorePromotionsQuery,
  useCreateInStorePromotionMutation,
  useUpdateInStorePromotionMutation,
  useMoveInStorePromotionMutation,
  useSetInStorePromotionActiveMutation,
  useDeleteInStorePromotionMutation,
} = inStorePromotionsApi;
