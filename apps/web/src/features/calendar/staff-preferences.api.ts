import { type StaffPreferences, type StaffPreferencesUpdate, staffPreferencesSchema } from '@salon/shared';
import { api } from '../../api/api-slice.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['StaffPreferences'] });

/** Employee/Preferences: the signed-in staff user's own settings (the calendar's time scale), kept on the server. */
export const staffPreferencesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    staffPreferences: build.query<StaffPreferences, void>({
      query: () => ({ path: 'Employee/Preferences', brandScoped: false, schema: staffPreferencesSchema }),
      providesTags: ['StaffPreferences'],
    }),
    saveStaffPreferences: build.mutation<StaffPreferences, StaffPreferencesUpdate>({
      query: (body) => ({ path: 'Employee/Preferences', method: 'PUT', body, brandScoped: false, schema: staffPreferencesSchema }),
      // The answer is the saved state: written into the cache, no refetch.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(staffPreferencesApi.util.upsertQueryData('staffPreferences', undefined, data));
      },
    }),
  }),
});

export const { useStaffPreferencesQuery, useSaveStaffPreferencesMutation } = staffPreferencesApi;
