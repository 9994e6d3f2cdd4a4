import {
  type Appointment,
  type AppointmentCreate,
  type AppointmentHistory,
  type AppointmentUpdate,
  type BlockCreate,
  type RollbackAction,
  type Calendar,
  type CombineRequest,
  type QuickAppointmentRequest,
  type CustomerLookup,
  type Reschedule,
  type WhyNotRequest,
  type WhyNotResult,
  appointmentHistorySchema,
  appointmentSchema,
  calendarSchema,
  customerLookupSchema,
  serviceSearchResultSchema,
  whyNotResultSchema,
} from '@salon/shared';
import type { z } from 'zod';
import { api } from '../../api/api-slice.ts';

export type { Appointment, Calendar };
export type CalendarEvent = Calendar['events'][number];
export type CalendarResource = Calendar['resources'][number];

export interface CalendarArgs {
  storeId: string;
  date: string;
  view: 'day' | 'week';
  weekStart: number;
}

export type CustomerMatch = CustomerLookup['items'][number];
export type HistoryEntry = AppointmentHistory['items'][number];

const blockSchema = appointmentSchema;

type Lifecycle = 'CheckIn' | 'Start' | 'Stop' | 'NoShow';

/**
 * Moves the event in every cached calendar at once (a drop or a stretch shows immediately); a refusal
 * undoes it, so the event snaps back where it was.
 */
async function optimisticMove(
  id: string,
  change: { start?: string; end?: string; cutterId?: string },
  { dispatch, getState, queryFulfilled }: { dispatch: (a: unknown) => unknown; getState: () => unknown; queryFulfilled: Promise<unknown> },
) {
  const patches: { undo: () => void }[] = [];
  for (const entry of calendarApi.util.selectInvalidatedBy(getState() as Parameters<typeof calendarApi.util.selectInvalidatedBy>[0], [
    'Calendar',
  ])) {
    if (entry.endpointName !== 'calendar') continue;
    const patch = dispatch(
      calendarApi.util.updateQueryData('calendar', entry.originalArgs as CalendarArgs, (draft) => {
        const event = draft.events.find((e) => e.id === id);
        if (!event) return;
        const length = Date.parse(event.end) - Date.parse(event.start);
        if (change.start) event.start = new Date(change.start).toISOString();
        event.end = change.end ? new Date(change.end).toISOString() : new Date(Date.parse(event.start) + length).toISOString();
        if (change.cutterId && change.cutterId !== 'any') event.resourceId = change.cutterId;
      }),
    ) as { undo: () => void };
    patches.push(patch);
  }
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}

// Every change invalidates the calendar and the appointment: the socket also refetches other screens.
const withTags = api.enhanceEndpoints({ addTagTypes: ['Calendar', 'Appointment'] });
const changed = (_r: unknown, _e: unknown, arg: { id?: string } | string) => [
  'Calendar' as const,
  { type: 'Appointment' as const, id: typeof arg === 'string' ? arg : (arg.id ?? 'LIST') },
];

/** The calendar's calls (docs/booking-api.md): the day or week, and every change the screen makes. */
export const calendarApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    calendar: build.query<Calendar, CalendarArgs>({
      query: ({ storeId, date, view, weekStart }) => {
        const params = new URLSearchParams({ storeId, date, view, weekStart: String(weekStart) });
        return { path: `Appointment/Calendar?${params}`, brandScoped: false, schema: calendarSchema };
      },
      providesTags: ['Calendar'],
      keepUnusedDataFor: 60,
    }),
    appointment: build.query<Appointment, string>({
      query: (id) => ({ path: `Appointment/GetById/${id}`, brandScoped: false, schema: appointmentSchema }),
      providesTags: (_r, _e, id) => [{ type: 'Appointment', id }],
    }),
    appointmentHistory: build.query<HistoryEntry[], string>({
      query: (id) => ({ path: `Appointment/History/${id}`, brandScoped: false, schema: appointmentHistorySchema }),
      transformResponse: (result: AppointmentHistory) => result.items,
      providesTags: (_r, _e, id) => [{ type: 'Appointment', id }],
    }),
    /** "Why not this time?": every cutter's reason for one start (staff read them all). */
    whyNot: build.query<WhyNotResult, WhyNotRequest>({
      query: (body) => ({ path: 'Availability/WhyNot', method: 'POST', body, brandScoped: false, schema: whyNotResultSchema }),
      keepUnusedDataFor: 0,
    }),
    storeServices: build.query<z.infer<typeof serviceSearchResultSchema>['items'], string>({
      query: (storeId) => ({
        path: 'Service/Search',
        method: 'POST',
        body: { page: 1, pageSize: 100, sort: 'name', filters: { storeId, active: true } },
        brandScoped: false,
        schema: serviceSearchResultSchema,
      }),
      transformResponse: (result: z.infer<typeof serviceSearchResultSchema>) => result.items,
      providesTags: ['Service'],
    }),
    customerLookup: build.query<CustomerMatch[], { storeId: string; q: string }>({
      query: ({ storeId, q }) => ({
        path: `Appointment/CustomerLookup?${new URLSearchParams({ storeId, q })}`,
        brandScoped: false,
        schema: customerLookupSchema,
      }),
      transformResponse: (result: CustomerLookup) => result.items,
      keepUnusedDataFor: 10,
    }),
    createAppointment: build.mutation<Appointment, { body: AppointmentCreate; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        path: 'Appointment/Create',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        brandScoped: false,
        schema: appointmentSchema,
      }),
      invalidatesTags: ['Calendar'],
    }),
    quickAppointment: build.mutation<Appointment, { body: QuickAppointmentRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        path: 'Appointment/Quick',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        brandScoped: false,
        schema: appointmentSchema,
      }),
      invalidatesTags: ['Calendar'],
    }),
    combineAppointments: build.mutation<Appointment, CombineRequest>({
      query: (body) => ({ path: 'Appointment/Combine', method: 'POST', body, brandScoped: false, schema: appointmentSchema }),
      invalidatesTags: ['Calendar', 'Appointment'],
    }),
    rescheduleAppointment: build.mutation<Appointment, { id: string; body: Reschedule }>({
      query: ({ id, body }) => ({
        path: `Appointment/Reschedule/${id}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: appointmentSchema,
      }),
      onQueryStarted: ({ id, body }, lifecycle) => optimisticMove(id, { start: body.start, cutterId: body.cutterId }, lifecycle),
      invalidatesTags: changed,
    }),
    updateAppointment: build.mutation<Appointment, { id: string; body: AppointmentUpdate }>({
      query: ({ id, body }) => ({ path: `Appointment/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: appointmentSchema }),
      onQueryStarted: ({ id, body }, lifecycle) =>
        body.end || body.start ? optimisticMove(id, { start: body.start, end: body.end }, lifecycle) : Promise.resolve(),
      invalidatesTags: changed,
    }),
    lifecycle: build.mutation<Appointment, { id: string; action: Lifecycle }>({
      query: ({ id, action }) => ({
        path: `Appointment/${action}/${id}`,
        method: 'POST',
        body: {},
        brandScoped: false,
        schema: appointmentSchema,
      }),
      invalidatesTags: changed,
    }),
    rollback: build.mutation<Appointment, { id: string; action: RollbackAction }>({
      query: ({ id, action }) => ({
        path: `Appointment/Rollback/${id}`,
        method: 'POST',
        body: { action },
        brandScoped: false,
        schema: appointmentSchema,
      }),
      invalidatesTags: changed,
    }),
    cancelAppointment: build.mutation<Appointment, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        path: `Appointment/Cancel/${id}`,
        method: 'POST',
        body: { reason },
        brandScoped: false,
        schema: appointmentSchema,
      }),
      invalidatesTags: changed,
    }),
    extraTime: build.mutation<Appointment, { id: string; minutes: number }>({
      query: ({ id, minutes }) => ({
        path: `Appointment/ExtraTime/${id}`,
        method: 'POST',
        body: { minutes },
        brandScoped: false,
        schema: appointmentSchema,
      }),
      invalidatesTags: changed,
    }),
    addServices: build.mutation<Appointment, { id: string; serviceIds: string[] }>({
      query: ({ id, serviceIds }) => ({
        path: `Appointment/AddServices/${id}`,
        method: 'POST',
        body: { serviceIds },
        brandScoped: false,
        schema: appointmentSchema,
      }),
      invalidatesTags: changed,
    }),
    rebook: build.mutation<Appointment, { id: string; start: string; cutterId?: string }>({
      query: ({ id, ...body }) => ({
        path: `Appointment/Rebook/${id}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: appointmentSchema,
      }),
      invalidatesTags: ['Calendar'],
    }),
    createBlock: build.mutation<Appointment, BlockCreate>({
      query: (body) => ({ path: 'BlockedSlot/Create', method: 'POST', body, brandScoped: false, schema: blockSchema }),
      invalidatesTags: ['Calendar'],
    }),
    deleteBlock: build.mutation<unknown, string>({
      query: (id) => ({ path: `BlockedSlot/Delete/${id}`, method: 'DELETE', body: {}, brandScoped: false }),
      invalidatesTags: ['Calendar'],
    }),
  }),
});

export const {
  useCalendarQuery,
  useAppointmentQuery,
  useAppointmentHistoryQuery,
  useStoreServicesQuery,
  useCustomerLookupQuery,
  useLazyWhyNotQuery,
  useCreateAppointmentMutation,
  useRescheduleAppointmentMutation,
  useCombineAppointmentsMutation,
  useQuickAppointmentMutation,
  useUpdateAppointmentMutation,
  useLifecycleMutation,
  useRollbackMutation,
  useCancelAppointmentMutation,
  useExtraTimeMutation,
  useAddServicesMutation,
  useRebookMutation,
  useCreateBlockMutation,
  useDeleteBlockMutation,
} = calendarApi;
export const usePrefetch = calendarApi.usePrefetch;
