import { type Appointment, type AppointmentSearch, type Dashboard, appointmentSearchResultSchema, dashboardSchema } from '@salon/shared';
import type { z } from 'zod';
import { api } from '../../api/api-slice.ts';

export type AppointmentPage = z.infer<typeof appointmentSearchResultSchema>;
export type { Appointment, Dashboard };

export interface DashboardArgs {
  storeId: string;
  /** YYYY-MM-DD, the first day of the week; the server's current week (from Sunday) when absent. */
  weekStart?: string;
}

export type DayAppointmentsArgs = Pick<AppointmentSearch, 'storeId' | 'from' | 'to'> & { pageSize?: number };

export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    appointmentDashboard: build.query<Dashboard, DashboardArgs>({
      query: ({ storeId, weekStart }) => {
        const params = new URLSearchParams({ storeId, ...(weekStart ? { weekStart } : {}) });
        return { path: `Appointment/Dashboard?${params}`, brandScoped: false, schema: dashboardSchema };
      },
      keepUnusedDataFor: 30,
    }),
    searchAppointments: build.query<AppointmentPage, DayAppointmentsArgs>({
      query: ({ pageSize = 200, ...body }) => ({
        path: 'Appointment/Search',
        method: 'POST',
        body: { ...body, page: 1, pageSize },
        brandScoped: false,
        schema: appointmentSearchResultSchema,
      }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useAppointmentDashboardQuery, useSearchAppointmentsQuery } = appointmentsApi;
