import { type OwnerChecklist, type SalonSetup, type SalonSetupResult, ownerChecklistSchema, salonSetupResultSchema } from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** SalonSetup calls: the public sign-up of a new salon and the owner's checklist. */
export const salonSetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSalon: build.mutation<SalonSetupResult, SalonSetup>({
      query: (body) => ({ path: 'SalonSetup/Create', method: 'POST', body, brandScoped: false, schema: salonSetupResultSchema }),
    }),
    ownerChecklist: build.query<OwnerChecklist, void>({
      query: () => ({ path: 'SalonSetup/Checklist', brandScoped: false, schema: ownerChecklistSchema }),
    }),
  }),
});

export const { useCreateSalonMutation, useOwnerChecklistQuery } = salonSetupApi;
