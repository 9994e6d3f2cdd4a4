import {
  type CartConfirm,
  type WaitlistAdd,
  type WaitlistBook,
  type WaitlistEntry,
  type WaitlistJoin,
  type WaitlistTime,
  waitlistEntriesSchema,
  waitlistEntrySchema,
  waitlistTimesSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** The waitlist (issue 20): the customer's own entries (brand-scoped) and the desk's list at a store. */
export const waitlistApi = api
  .enhanceEndpoints({ addTagTypes: ['MyWaitlist', 'StoreWaitlist', 'WaitlistTimes', 'MyAppointments', 'BookingSlots', 'Calendar'] })
  .injectEndpoints({
    endpoints: (build) => ({
      myWaitlist: build.query<WaitlistEntry[], void>({
        query: () => ({ path: 'Waitlist/Mine', brandScoped: true, schema: waitlistEntriesSchema }),
        providesTags: ['MyWaitlist'],
      }),
      joinWaitlist: build.mutation<WaitlistEntry, WaitlistJoin>({
        query: (body) => ({ path: 'Waitlist/Mine/Join', method: 'POST', body, brandScoped: true, schema: waitlistEntrySchema }),
        invalidatesTags: ['MyWaitlist'],
      }),
      leaveWaitlist: build.mutation<WaitlistEntry, string>({
        query: (id) => ({ path: `Waitlist/Mine/${id}/Leave`, method: 'POST', body: {}, brandScoped: true, schema: waitlistEntrySchema }),
        invalidatesTags: ['MyWaitlist'],
      }),
      acceptWaitlistOffer: build.mutation<WaitlistEntry, { id: string; body: NonNullable<CartConfirm> }>({
        query: ({ id, body }) => ({
          path: `Waitlist/Mine/${id}/Accept`,
          method: 'POST',
          body,
          brandScoped: true,
          schema: waitlistEntrySchema,
        }),
        invalidatesTags: ['MyWaitlist', 'MyAppointments', 'BookingSlots'],
      }),
      storeWaitlist: build.query<WaitlistEntry[], string>({
        query: (storeId) => ({ path: `Waitlist/Store/${storeId}`, brandScoped: false, schema: waitlistEntriesSchema }),
        providesTags: (_r, _e, storeId) => [{ type: 'StoreWaitlist', id: storeId }],
      }),
      addToWaitlist: build.mutation<WaitlistEntry, WaitlistAdd>({
        query: (body) => ({ path: 'Waitlist/Add', method: 'POST', body, brandScoped: false, schema: waitlistEntrySchema }),
        invalidatesTags: (_r, _e, body) => [{ type: 'StoreWaitlist', id: body.storeId }],
      }),
      waitlistTimes: build.query<WaitlistTime[], string>({
        query: (id) => ({ path: `Waitlist/Times/${id}`, brandScoped: false, schema: waitlistTimesSchema }),
        providesTags: (_r, _e, id) => [{ type: 'WaitlistTimes', id }],
        keepUnusedDataFor: 0,
      }),
      bookFromWaitlist: build.mutation<WaitlistEntry, { id: string; storeId: string; body: WaitlistBook }>({
        query: ({ id, body }) => ({ path: `Waitlist/Book/${id}`, method: 'POST', body, brandScoped: false, schema: waitlistEntrySchema }),
        invalidatesTags: (_r, _e, { id, storeId }) => [{ type: 'StoreWaitlist', id: storeId }, { type: 'WaitlistTimes', id }, 'Calendar'],
      }),
      removeFromWaitlist: build.mutation<WaitlistEntry, { id: string; storeId: string }>({
        query: ({ id }) => ({ path: `Waitlist/Remove/${id}`, method: 'POST', body: {}, brandScoped: false, schema: waitlistEntrySchema }),
        invalidatesTags: (_r, _e, { storeId }) => [{ type: 'StoreWaitlist', id: storeId }],
      }),
    }),
  });

export const {
  useMyWaitlistQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useAcceptWaitlistOfferMutation,
  useStoreWaitlistQuery,
  useRemoveFromWaitlistMutation,
  useAddToWaitlistMutation,
  useWaitlistTimesQuery,
  useBookFromWaitlistMutation,
} = waitlistApi;
