import {
  type AvailabilityRequestBody,
  type Appointment,
  type AvailabilityResult,
  type BookingMenu,
  type BookingStore,
  type Cart,
  type CartConfirm,
  type CartHold,
  type WhyNotRequest,
  type WhyNotResult,
  appointmentSchema,
  availabilityResultSchema,
  bookingMenuSchema,
  bookingProfilesSchema,
  bookingStoresSchema,
  cartReleasedSchema,
  cartSchema,
  myAppointmentsSchema,
  whyNotResultSchema,
} from '@salon/shared';
import type { z } from 'zod';
import { api } from '../../api/api-slice.ts';
import { apiBaseUrl } from '../../api/env.ts';
import { readStorage } from '../../app/storage.ts';

export type MyAppointment = z.infer<typeof myAppointmentsSchema>['upcoming'][number];
export type MyAppointments = z.infer<typeof myAppointmentsSchema>;
export type BookingProfile = z.infer<typeof bookingProfilesSchema>['profiles'][number];

/** The customer's booking calls (docs/booking-api.md "customer booking"); every one carries the brand domain. */
export const bookingApi = api.enhanceEndpoints({ addTagTypes: ['BookingSlots', 'MyAppointments'] }).injectEndpoints({
  endpoints: (build) => ({
    bookingStores: build.query<BookingStore[], void>({
      query: () => ({ path: 'Cart/Stores', brandScoped: true, schema: bookingStoresSchema }),
      transformResponse: (answer: z.infer<typeof bookingStoresSchema>) => answer.stores,
    }),
    bookingMenu: build.query<BookingMenu, string>({
      query: (storeId) => ({ path: `Cart/Menu/${storeId}`, brandScoped: true, schema: bookingMenuSchema }),
    }),
    bookingProfiles: build.query<BookingProfile[], void>({
      query: () => ({ path: 'Cart/Profiles', brandScoped: true, schema: bookingProfilesSchema }),
      transformResponse: (answer: z.infer<typeof bookingProfilesSchema>) => answer.profiles,
    }),
    bookingSlots: build.query<AvailabilityResult, AvailabilityRequestBody>({
      query: (body) => ({ path: 'Availability/Slots', method: 'POST', body, brandScoped: true, schema: availabilityResultSchema }),
      providesTags: ['BookingSlots'],
      keepUnusedDataFor: 30,
    }),
    /** "Why not this time?" for a customer: only reasons that reveal nothing private. */
    bookingWhyNot: build.query<WhyNotResult, WhyNotRequest>({
      query: (body) => ({ path: 'Availability/WhyNot', method: 'POST', body, brandScoped: true, schema: whyNotResultSchema }),
      keepUnusedDataFor: 0,
    }),
    holdSlot: build.mutation<Cart, CartHold>({
      query: (body) => ({ path: 'Cart/Hold', method: 'POST', body, brandScoped: true, schema: cartSchema }),
      invalidatesTags: ['BookingSlots'],
    }),
    confirmHold: build.mutation<Appointment, { id: string; body?: CartConfirm }>({
      query: ({ id, body }) => ({
        path: `Cart/Confirm/${id}`,
        method: 'POST',
        body: body ?? {},
        brandScoped: true,
        schema: appointmentSchema,
      }),
      invalidatesTags: ['BookingSlots', 'MyAppointments'],
    }),
    releaseHold: build.mutation<z.infer<typeof cartReleasedSchema>, string>({
      query: (id) => ({ path: `Cart/Release/${id}`, method: 'DELETE', brandScoped: true, schema: cartReleasedSchema }),
      invalidatesTags: ['BookingSlots'],
    }),
    myAppointments: build.query<MyAppointments, void>({
      query: () => ({ path: 'Appointment/Mine', brandScoped: true, schema: myAppointmentsSchema }),
      providesTags: ['MyAppointments'],
    }),
    cancelMyAppointment: build.mutation<Appointment, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        path: `Appointment/Cancel/${id}`,
        method: 'POST',
        body: { reason },
        brandScoped: true,
        schema: appointmentSchema,
      }),
      invalidatesTags: ['MyAppointments', 'BookingSlots'],
    }),
    rescheduleMyAppointment: build.mutation<Appointment, { id: string; start: string }>({
      query: ({ id, start }) => ({
        path: `Appointment/Reschedule/${id}`,
        method: 'POST',
        body: { start },
        brandScoped: true,
        schema: appointmentSchema,
      }),
      invalidatesTags: ['MyAppointments', 'BookingSlots'],
    }),
  }),
});

export const {
  useBookingStoresQuery,
  useBookingMenuQuery,
  useBookingProfilesQuery,
  useBookingSlotsQuery,
  useLazyBookingWhyNotQuery,
  useHoldSlotMutation,
  useConfirmHoldMutation,
  useReleaseHoldMutation,
  useMyAppointmentsQuery,
  useCancelMyAppointmentMutation,
  useRescheduleMyAppointmentMutation,
} = bookingApi;

/**
 * Appointment/Ics/{id} saved as a file: the answer is text/calendar, not the JSON envelope, so it is
 * fetched with the session's bearer token and handed to the browser as a download.
 */
export async function downloadIcs(appointmentId: string): Promise<boolean> {
  const token = readStorage('accessToken');
  const headers: Record<string, string> = { Accept: 'text/calendar', 'x-brand-domain': window.location.hostname };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${await apiBaseUrl()}/Appointment/Ics/${appointmentId}`, { headers, credentials: 'same-origin' }).catch(
    () => null,
  );
  if (!response?.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${appointmentId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
