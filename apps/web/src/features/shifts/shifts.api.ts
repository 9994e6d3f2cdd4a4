import {
  type Shift,
  type ShiftCopyWeek,
  type ShiftCopyWeekResult,
  type ShiftCreate,
  type ShiftPublish,
  type ShiftPublishResult,
  type ShiftSearch,
  type ShiftSearchResult,
  type ShiftUpdate,
  type TimeOff,
  type TimeOffCreate,
  type TimeOffSearch,
  shiftCopyWeekResultSchema,
  shiftDeleteResultSchema,
  shiftPublishResultSchema,
  shiftSchema,
  shiftSearchResultSchema,
  timeOffSchema,
  timeOffSearchResultSchema,
} from '@salon/shared';
import type { z } from 'zod';
import { api } from '../../api/api-slice.ts';

/** Shift and time-off calls of docs/booking-api.md. Publishing and edits queue emails, hence 'Outbox'. */
export const shiftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchShifts: build.query<ShiftSearchResult, ShiftSearch>({
      query: (body) => ({ path: 'Shift/Search', method: 'POST', body, brandScoped: false, schema: shiftSearchResultSchema }),
      providesTags: ['Shift'],
    }),
    createShift: build.mutation<Shift, ShiftCreate>({
      query: (body) => ({ path: 'Shift/Create', method: 'POST', body, brandScoped: false, schema: shiftSchema }),
      invalidatesTags: ['Shift'],
    }),
    updateShift: build.mutation<Shift, { id: string; body: ShiftUpdate }>({
      query: ({ id, body }) => ({ path: `Shift/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: shiftSchema }),
      invalidatesTags: ['Shift', 'Outbox'],
    }),
    deleteShift: build.mutation<z.infer<typeof shiftDeleteResultSchema>, string>({
      // An empty JSON object: the client always sends Content-Type: application/json, and the server answers 400
      // to a JSON request without a body.
      query: (id) => ({ path: `Shift/Delete/${id}`, method: 'DELETE', body: {}, brandScoped: false, schema: shiftDeleteResultSchema }),
      invalidatesTags: ['Shift', 'Outbox'],
    }),
    publishShifts: build.mutation<ShiftPublishResult, ShiftPublish>({
      query: (body) => ({ path: 'Shift/Publish', method: 'POST', body, brandScoped: false, schema: shiftPublishResultSchema }),
      invalidatesTags: ['Shift', 'Outbox'],
    }),
    copyWeek: build.mutation<ShiftCopyWeekResult, ShiftCopyWeek>({
      query: (body) => ({ path: 'Shift/CopyWeek', method: 'POST', body, brandScoped: false, schema: shiftCopyWeekResultSchema }),
      invalidatesTags: ['Shift'],
    }),
    searchTimeOff: build.query<TimeOff[], TimeOffSearch>({
      query: (body) => ({ path: 'TimeOff/Search', method: 'POST', body, brandScoped: false, schema: timeOffSearchResultSchema }),
      transformResponse: (result: z.infer<typeof timeOffSearchResultSchema>) => result.items,
      providesTags: ['TimeOff'],
    }),
    createTimeOff: build.mutation<TimeOff, TimeOffCreate>({
      query: (body) => ({ path: 'TimeOff/Create', method: 'POST', body, brandScoped: false, schema: timeOffSchema }),
      invalidatesTags: ['TimeOff'],
    }),
  }),
});

export const {
  useSearchShiftsQuery,
  useCreateShiftMutation,
  useUpdateShiftMutation,
  useDeleteShiftMutation,
  usePublishShiftsMutation,
  useCopyWeekMutation,
  useSearchTimeOffQuery,
  useCreateTimeOffMutation,
} = shiftsApi;
