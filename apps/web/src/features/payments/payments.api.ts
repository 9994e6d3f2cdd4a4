import {
  type SavedCard,
  type SavedCardAdd,
  type SavedCardRemoved,
  savedCardListSchema,
  savedCardRemovedSchema,
  savedCardSchema,
} from '@salon/shared';
import type { z } from 'zod';
import { api } from '../../api/api-slice.ts';

/** The signed-in customer's saved cards (docs/payments-api.md). Only gateway tokens are ever sent here. */
export const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['SavedCard'] }).injectEndpoints({
  endpoints: (build) => ({
    savedCards: build.query<SavedCard[], void>({
      query: () => ({ path: 'CustomerCard/List', brandScoped: true, schema: savedCardListSchema }),
      transformResponse: (answer: z.infer<typeof savedCardListSchema>) => answer.cards,
      providesTags: ['SavedCard'],
    }),
    addSavedCard: build.mutation<SavedCard, SavedCardAdd>({
      query: (body) => ({ path: 'CustomerCard/Add', method: 'POST', body, brandScoped: true, schema: savedCardSchema }),
      invalidatesTags: ['SavedCard'],
    }),
    setDefaultSavedCard: build.mutation<SavedCard, string>({
      query: (id) => ({ path: `CustomerCard/SetDefault/${id}`, method: 'PUT', brandScoped: true, schema: savedCardSchema }),
      invalidatesTags: ['SavedCard'],
    }),
    removeSavedCard: build.mutation<SavedCardRemoved, string>({
      query: (id) => ({ path: `CustomerCard/Remove/${id}`, method: 'DELETE', brandScoped: true, schema: savedCardRemovedSchema }),
      invalidatesTags: ['SavedCard'],
    }),
  }),
});

export const { useSavedCardsQuery, useAddSavedCardMutation, useSetDefaultSavedCardMutation, useRemoveSavedCardMutation } = paymentsApi;
