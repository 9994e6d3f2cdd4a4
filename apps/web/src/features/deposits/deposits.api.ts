import {
  type AppointmentProtection,
  appointmentProtectionSchema,
  type BookingPolicySave,
  type StoreBookingPolicies,
  storeBookingPoliciesSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Booking protection (issue 20): a store's policies, and one appointment's deposit and fees. */
export const depositsApi = api.enhanceEndpoints({ addTagTypes: ['BookingPolicy', 'AppointmentProtection'] }).injectEndpoints({
  endpoints: (build) => ({
    storeBookingPolicies: build.query<StoreBookingPolicies, string>({
      query: (storeId) => ({ path: `BookingPolicy/Store/${storeId}`, brandScoped: false, schema: storeBookingPoliciesSchema }),
      providesTags: (_r, _e, storeId) => [{ type: 'BookingPolicy', id: storeId }],
    }),
    saveBookingPolicy: build.mutation<StoreBookingPolicies, BookingPolicySave>({
      query: (body) => ({ path: 'BookingPolicy/Save', method: 'POST', body, brandScoped: false, schema: storeBookingPoliciesSchema }),
      invalidatesTags: (_r, _e, body) => [{ type: 'BookingPolicy', id: body.storeId }],
    }),
    removeBookingPolicy: build.mutation<StoreBookingPolicies, { storeId: string; serviceId: string | null }>({
      query: (body) => ({ path: 'BookingPolicy/Remove', method: 'POST', body, brandScoped: false, schema: storeBookingPoliciesSchema }),
      invalidatesTags: (_r, _e, body) => [{ type: 'BookingPolicy', id: body.storeId }],
    }),
    appointmentProtection: build.query<AppointmentProtection, string>({
      query: (id) => ({ path: `BookingPolicy/Appointment/${id}`, brandScoped: false, schema: appointmentProtectionSchema }),
      providesTags: (_r, _e, id) => [{ type: 'AppointmentProtection', id }],
    }),
    myAppointmentProtection: build.query<AppointmentProtection, string>({
      query: (id) => ({ path: `BookingPolicy/Mine/${id}`, brandScoped: true, schema: appointmentProtectionSchema }),
    }),
    chargeFee: build.mutation<AppointmentProtection, string>({
      query: (id) => ({
        path: `BookingPolicy/ChargeFee/${id}`,
        method: 'POST',
        body: {},
        brandScoped: false,
        schema: appointmentProtectionSchema,
      }),
      invalidatesTags: (_r, _e, id) => [{ type: 'AppointmentProtection', id }],
    }),
  }),
});

export const {
  useStoreBookingPoliciesQuery,
  useSaveBookingPolicyMutation,
  useRemoveBookingPolicyMutation,
  useAppointmentProtectionQuery,
  useChargeFeeMutation,
  useMyAppointmentProtectionQuery,
} = depositsApi;
