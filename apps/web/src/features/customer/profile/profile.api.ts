import {
  type ContactPreference,
  type SmsPause,
  smsPauseSchema,
  type CustomerIdentity,
  type ExploreStore,
  type LinkedProfile,
  type LinkedProfileBody,
  type UpdatePersonalBody,
  type PersonalDetails,
  type SupportRequest,
  codeRequestSchema,
  customerIdentityListSchema,
  identityRemovedSchema,
  contactPreferencesSchema,
  exploreStoreSchema,
  linkedProfileSchema,
  linkedProfilesSchema,
  linkedRemovedSchema,
  myDataFileSchema,
  personalDetailsSchema,
  supportRequestsSchema,
  accountClosedSchema,
} from '@salon/shared';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

/** The signed-in customer's own profile (CustomerProfile calls; server module customer-profile). */
export const profileApi = api
  .enhanceEndpoints({ addTagTypes: ['CustomerPersonal', 'LinkedProfile', 'ContactPreference', 'SupportRequest', 'CustomerIdentity'] })
  .injectEndpoints({
    endpoints: (build) => ({
      personal: build.query<PersonalDetails, void>({
        query: () => ({ path: 'CustomerProfile/Personal', brandScoped: true, schema: personalDetailsSchema }),
        providesTags: ['CustomerPersonal'],
      }),
      updatePersonal: build.mutation<PersonalDetails, UpdatePersonalBody>({
        query: (body) => ({ path: 'CustomerProfile/Personal', method: 'PUT', body, brandScoped: true, schema: personalDetailsSchema }),
        invalidatesTags: ['CustomerPersonal'],
      }),
      requestContactChange: build.mutation<z.infer<typeof codeRequestSchema>, { kind: 'email' | 'phone'; value: string }>({
        query: ({ kind, value }) => ({
          path: kind === 'email' ? 'CustomerProfile/ChangeEmail' : 'CustomerProfile/ChangePhoneNumber',
          method: 'POST',
          body: kind === 'email' ? { email: value } : { phoneNumber: value },
          brandScoped: true,
          schema: codeRequestSchema,
        }),
      }),
      confirmContactChange: build.mutation<PersonalDetails, { kind: 'email' | 'phone'; identifier: string; confirmationCode: string }>({
        query: ({ kind, ...body }) => ({
          path: kind === 'email' ? 'CustomerProfile/VerifyEmail' : 'CustomerProfile/VerifyPhoneNumber',
          method: 'PUT',
          body,
          brandScoped: true,
          schema: personalDetailsSchema,
        }),
        invalidatesTags: ['CustomerPersonal'],
      }),
      linkedProfiles: build.query<LinkedProfile[], void>({
        query: () => ({ path: 'CustomerProfile/LinkedProfiles', brandScoped: true, schema: linkedProfilesSchema }),
        providesTags: ['LinkedProfile'],
      }),
      addLinkedProfile: build.mutation<LinkedProfile, LinkedProfileBody>({
        query: (body) => ({ path: 'CustomerProfile/LinkedProfiles', method: 'POST', body, brandScoped: true, schema: linkedProfileSchema }),
        invalidatesTags: ['LinkedProfile'],
      }),
      editLinkedProfile: build.mutation<LinkedProfile, LinkedProfileBody & { id: string }>({
        query: ({ id, ...body }) => ({
          path: `CustomerProfile/LinkedProfiles/${id}`,
          method: 'PUT',
          body,
          brandScoped: true,
          schema: linkedProfileSchema,
        }),
        invalidatesTags: ['LinkedProfile'],
      }),
      removeLinkedProfile: build.mutation<z.infer<typeof linkedRemovedSchema>, string>({
        query: (id) => ({ path: `CustomerProfile/LinkedProfiles/${id}`, method: 'DELETE', brandScoped: true, schema: linkedRemovedSchema }),
        invalidatesTags: ['LinkedProfile'],
      }),
      identities: build.query<CustomerIdentity[], void>({
        query: () => ({ path: 'CustomerIdentity/List', brandScoped: true, schema: customerIdentityListSchema }),
        providesTags: ['CustomerIdentity'],
      }),
      unlinkIdentity: build.mutation<z.infer<typeof identityRemovedSchema>, string>({
        query: (id) => ({ path: `CustomerIdentity/${id}`, method: 'DELETE', brandScoped: true, schema: identityRemovedSchema }),
        invalidatesTags: ['CustomerIdentity'],
      }),
      contactPreferences: build.query<ContactPreference[], void>({
        query: () => ({ path: 'CustomerProfile/Communication', brandScoped: true, schema: contactPreferencesSchema }),
        providesTags: ['ContactPreference'],
      }),
      smsPause: build.query<SmsPause, void>({
        query: () => ({ path: 'CustomerProfile/Communication/SmsPause', brandScoped: true, schema: smsPauseSchema }),
        providesTags: ['ContactPreference'],
      }),
      updateContactPreferences: build.mutation<ContactPreference[], ContactPreference[]>({
        query: (preferences) => ({
          path: 'CustomerProfile/Communication',
          method: 'PUT',
          body: { preferences },
          brandScoped: true,
          schema: contactPreferencesSchema,
        }),
        invalidatesTags: ['ContactPreference'],
      }),
      myData: build.mutation<z.infer<typeof myDataFileSchema>, 'json' | 'csv'>({
        query: (format) => ({ path: `CustomerProfile/MyData?format=${format}`, brandScoped: true, schema: myDataFileSchema }),
      }),
      closeAccount: build.mutation<z.infer<typeof accountClosedSchema>, { password?: string; confirm: string }>({
        query: (body) => ({ path: 'CustomerProfile/CloseAccount', method: 'POST', body, brandScoped: true, schema: accountClosedSchema }),
      }),
      supportRequests: build.query<SupportRequest[], void>({
        query: () => ({ path: 'CustomerProfile/SupportRequests', brandScoped: true, schema: supportRequestsSchema }),
        providesTags: ['SupportRequest'],
      }),
      exploreStore: build.query<ExploreStore, string>({
        query: (storeId) => ({ path: `CustomerProfile/Explore/${storeId}`, brandScoped: true, schema: exploreStoreSchema }),
      }),
    }),
  });

export const {
  usePersonalQuery,
  useUpdatePersonalMutation,
  useRequestContactChangeMutation,
  useConfirmContactChangeMutation,
  useLinkedProfilesQuery,
  useAddLinkedProfileMutation,
  useEditLinkedProfileMutation,
  useRemoveLinkedProfileMutation,
  useIdentitiesQuery,
  useUnlinkIdentityMutation,
  useContactPreferencesQuery,
  useSmsPauseQuery,
  useUpdateContactPreferencesMutation,
  useMyDataMutation,
  useCloseAccountMutation,
  useSupportRequestsQuery,
  useExploreStoreQuery,
} = profileApi;
