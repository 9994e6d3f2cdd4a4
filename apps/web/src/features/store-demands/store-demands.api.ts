import {
  type DemandTemplate,
  type DemandTemplateApplied,
  type DemandTemplateApply,
  type DemandTemplateCreate,
  demandTemplateAppliedSchema,
  demandTemplateDeletedSchema,
  demandTemplateListSchema,
  demandTemplateSchema,
  type Shift,
  type StoreDemand,
  type StoreDemandAccept,
  type StoreDemandCoverage,
  type StoreDemandCreate,
  type StoreDemandForecast,
  type StoreDemandForecastRequest,
  type StoreDemandSuggestion,
  type StoreDemandUpdate,
  type StoreDemandWeek,
  type StoreDemandWeekRequest,
  shiftSchema,
  storeDemandCoverageResultSchema,
  storeDemandForecastResultSchema,
  storeDemandSchema,
  storeDemandSuggestionSchema,
  storeDemandWeekResultSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

/** Store demand calls (issue 17): /api/StoreDemand. Accepting suggestions creates draft shifts, hence 'Shift'. */
export const storeDemandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    demandWeek: build.query<StoreDemandWeek, StoreDemandWeekRequest>({
      query: (body) => ({ path: 'StoreDemand/Week', method: 'POST', body, brandScoped: false, schema: storeDemandWeekResultSchema }),
      providesTags: ['StoreDemand'],
    }),
    demandForecast: build.mutation<StoreDemandForecast, StoreDemandForecastRequest>({
      query: (body) => ({
        path: 'StoreDemand/Forecast',
        method: 'POST',
        body,
        brandScoped: false,
        schema: storeDemandForecastResultSchema,
      }),
    }),
    createDemand: build.mutation<StoreDemand, StoreDemandCreate>({
      query: (body) => ({ path: 'StoreDemand/Create', method: 'POST', body, brandScoped: false, schema: storeDemandSchema }),
      invalidatesTags: ['StoreDemand'],
    }),
    updateDemand: build.mutation<StoreDemand, { id: string; body: StoreDemandUpdate }>({
      query: ({ id, body }) => ({ path: `StoreDemand/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: storeDemandSchema }),
      invalidatesTags: ['StoreDemand'],
    }),
    demandCoverage: build.query<StoreDemandCoverage, StoreDemandWeekRequest>({
      query: (body) => ({
        path: 'StoreDemand/Coverage',
        method: 'POST',
        body,
        brandScoped: false,
        schema: storeDemandCoverageResultSchema,
      }),
      providesTags: ['StoreDemand', 'Shift'],
    }),
    suggestShifts: build.mutation<StoreDemandSuggestion, string>({
      query: (id) => ({
        path: `StoreDemand/Suggest/${id}`,
        method: 'POST',
        body: {},
        brandScoped: false,
        schema: storeDemandSuggestionSchema,
      }),
    }),
    acceptSuggestion: build.mutation<Shift[], { id: string; body: StoreDemandAccept }>({
      query: ({ id, body }) => ({
        path: `StoreDemand/Accept/${id}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: z.array(shiftSchema),
      }),
      invalidatesTags: ['Shift', 'StoreDemand'],
    }),
    demandTemplates: build.query<{ items: DemandTemplate[] }, string>({
      query: (storeId) => ({
        path: `StoreDemand/Templates?storeId=${encodeURIComponent(storeId)}`,
        brandScoped: false,
        schema: demandTemplateListSchema,
      }),
      providesTags: ['StoreDemand'],
    }),
    createDemandTemplate: build.mutation<DemandTemplate, DemandTemplateCreate>({
      query: (body) => ({ path: 'StoreDemand/Templates', method: 'POST', body, brandScoped: false, schema: demandTemplateSchema }),
      invalidatesTags: ['StoreDemand'],
    }),
    applyDemandTemplate: build.mutation<DemandTemplateApplied, { id: string; body: DemandTemplateApply }>({
      query: ({ id, body }) => ({
        path: `StoreDemand/Templates/${id}/Apply`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: demandTemplateAppliedSchema,
      }),
      invalidatesTags: ['StoreDemand'],
    }),
    deleteDemandTemplate: build.mutation<{ id: string }, string>({
      query: (id) => ({ path: `StoreDemand/Templates/${id}`, method: 'DELETE', brandScoped: false, schema: demandTemplateDeletedSchema }),
      invalidatesTags: ['StoreDemand'],
    }),
  }),
});

export const {
  useDemandTemplatesQuery,
  useCreateDemandTemplateMutation,
  useApplyDemandTemplateMutation,
  useDeleteDemandTemplateMutation,
  useDemandWeekQuery,
  useDemandForecastMutation,
  useCreateDemandMutation,
  useUpdateDemandMutation,
  useDemandCoverageQuery,
  useSuggestShiftsMutation,
  useAcceptSuggestionMutation,
} = storeDemandsApi;
