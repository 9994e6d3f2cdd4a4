import {
  type ClockStatus,
  clockStatusSchema,
  type Punch,
  type TimeCard,
  type TimeCardPeriod,
  type TimeEntry,
  type TimeEntryCreate,
  type TimeEntryEdit,
  type TimeEntryHistory,
  timeCardPeriodListSchema,
  timeCardSchema,
  timeEntryHistorySchema,
  timeEntrySchema,
  type TimeClockSettings,
  type TimeClockSettingsUpdate,
  timeClockSettingsSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

const q = encodeURIComponent;

/** Time clock calls (/api/TimeCard); every change refreshes the clock, cards and periods. */
export const timeClockApi = api.enhanceEndpoints({ addTagTypes: ['TimeCard'] }).injectEndpoints({
  endpoints: (build) => ({
    clockStatus: build.query<ClockStatus, void>({
      query: () => ({ path: 'TimeCard/Status', brandScoped: false, schema: clockStatusSchema }),
      providesTags: ['TimeCard'],
    }),
    timeCard: build.query<TimeCard, { storeId: string; date?: string }>({
      query: ({ storeId, date }) => ({
        path: `TimeCard/Card?storeId=${q(storeId)}${date ? `&date=${q(date)}` : ''}`,
        brandScoped: false,
        schema: timeCardSchema,
      }),
      providesTags: ['TimeCard'],
    }),
    timeCardPeriods: build.query<{ periods: TimeCardPeriod[] }, string>({
      query: (storeId) => ({ path: `TimeCard/Periods?storeId=${q(storeId)}`, brandScoped: false, schema: timeCardPeriodListSchema }),
      providesTags: ['TimeCard'],
    }),
    entryHistory: build.query<TimeEntryHistory, string>({
      query: (id) => ({ path: `TimeCard/Entry/${id}/History`, brandScoped: false, schema: timeEntryHistorySchema }),
      providesTags: ['TimeCard'],
    }),
    punch: build.mutation<ClockStatus, Punch>({
      query: (body) => ({ path: 'TimeCard/Punch', method: 'POST', body, brandScoped: false, schema: clockStatusSchema }),
      invalidatesTags: ['TimeCard'],
    }),
    punchByPin: build.mutation<ClockStatus, Punch & { pin: string; faceAttemptId?: string }>({
      query: (body) => ({ path: 'TimeCard/PunchByPin', method: 'POST', body, brandScoped: false, schema: clockStatusSchema }),
      invalidatesTags: ['TimeCard'],
    }),
    addEntry: build.mutation<TimeEntry, TimeEntryCreate>({
      query: (body) => ({ path: 'TimeCard/Entry', method: 'POST', body, brandScoped: false, schema: timeEntrySchema }),
      invalidatesTags: ['TimeCard'],
    }),
    editEntry: build.mutation<TimeEntry, TimeEntryEdit & { id: string }>({
      query: ({ id, ...body }) => ({ path: `TimeCard/Entry/${id}`, method: 'PUT', body, brandScoped: false, schema: timeEntrySchema }),
      invalidatesTags: ['TimeCard'],
    }),
    deleteEntry: build.mutation<{ deleted: true }, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        path: `TimeCard/Entry/${id}/Delete`,
        method: 'POST',
        body: { reason },
        brandScoped: false,
        schema: z.object({ deleted: z.literal(true) }),
      }),
      invalidatesTags: ['TimeCard'],
    }),
    approvePeriod: build.mutation<TimeCard, { storeId: string; periodStart: string }>({
      query: (body) => ({ path: 'TimeCard/Approve', method: 'POST', body, brandScoped: false, schema: timeCardSchema }),
      invalidatesTags: ['TimeCard'],
    }),
    reopenPeriod: build.mutation<TimeCard, { storeId: string; periodStart: string; reason: string }>({
      query: (body) => ({ path: 'TimeCard/Reopen', method: 'POST', body, brandScoped: false, schema: timeCardSchema }),
      invalidatesTags: ['TimeCard'],
    }),
    timeClockSettings: build.query<TimeClockSettings, string>({
      query: (storeId) => ({ path: `TimeCard/Settings?storeId=${q(storeId)}`, brandScoped: false, schema: timeClockSettingsSchema }),
      providesTags: ['TimeCard'],
    }),
    saveTimeClockSettings: build.mutation<TimeClockSettings, TimeClockSettingsUpdate & { storeId: string }>({
      query: ({ storeId, ...body }) => ({
        path: `TimeCard/Settings/${q(storeId)}`,
        method: 'PUT',
        body,
        brandScoped: false,
        schema: timeClockSettingsSchema,
      }),
      invalidatesTags: ['TimeCard'],
    }),
    payrollExport: build.mutation<{ filename: string; csv: string }, { storeId: string; periodStart: string; layout: 'generic' | 'adp' }>({
      query: ({ storeId, periodStart, layout }) => ({
        path: `TimeCard/Export?storeId=${q(storeId)}&periodStart=${q(periodStart)}&layout=${layout}`,
        brandScoped: false,
        schema: z.object({ filename: z.string(), csv: z.string() }),
      }),
    }),
  }),
});

export const {
  useTimeClockSettingsQuery,
  useSaveTimeClockSettingsMutation,
  useClockStatusQuery,
  useTimeCardQuery,
  useTimeCardPeriodsQuery,
  useEntryHistoryQuery,
  usePunchMutation,
  usePunchByPinMutation,
  useAddEntryMutation,
  useEditEntryMutation,
  useDeleteEntryMutation,
  useApprovePeriodMutation,
  useReopenPeriodMutation,
  usePayrollExportMutation,
} = timeClockApi;
