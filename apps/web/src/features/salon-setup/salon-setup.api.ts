import {
  type OwnerChecklist,
  type SalonSetup,
  type SalonSetupResult,
  type VerifyOwnerEmailBody,
  ownerChecklistSchema,
  ownerCodeSentSchema,
  ownerEmailVerifiedSchema,
  salonSetupResultSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** SalonSetup calls: the public sign-up of a new salon and the owner's checklist. */
export const salonSetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSalon: build.mutation<SalonSetupResult, SalonSetup>({
      query: (body) => ({ path: 'SalonSetup/Create', method: 'POST', body, brandScoped: false, schema: salonSetupResultSchema }),
    }),
    verifyOwnerEmail: build.mutation<{ verified: true }, VerifyOwnerEmailBody>({
      query: (body) => ({
        path: 'SalonSetup/VerifyOwnerEmail',
        method: 'PUT',
        body,
        brandScoped: false,
        schema: ownerEmailVerifiedSchema,
      }),
    }),
    resendOwnerCode: build.mutation<{ sent: true }, { email: string }>({
      query: (body) => ({ path: 'SalonSetup/ResendOwnerCode', method: 'POST', body, brandScoped: false, schema: ownerCodeSentSchema }),
    }),
    ownerChecklist: build.query<OwnerChecklist, void>({
      query: () => ({ path: 'SalonSetup/Checklist', brandScoped: false, schema: ownerChecklistSchema }),
    }),
  }),
});

export const { useCreateSalonMutation, useOwnerChecklistQuery, useVerifyOwnerEmailMutation, useResendOwnerCodeMutation } = salonSetupApi;
