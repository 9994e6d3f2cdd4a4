import {
  type CustomerCreateInput,
  type CustomerUpdateInput,
  type CustomerDetail,
  type CustomerMergeInput,
  type CustomerMergePreview,
  type CustomerNote,
  type CustomerNoteInput,
  type CustomerSearchInput,
  type CustomerSearchResult,
  codeRequestSchema,
  customerDetailSchema,
  customerMergePreviewSchema,
  customerNoteSchema,
  customerSearchResultSchema,
  pinnedNotesSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

const idSchema = z.object({ id: z.uuid() });

/** Staff customer calls (/api/Customer/...); schemas from @salon/shared check every answer. */
export const customersApi = api.enhanceEndpoints({ addTagTypes: ['Customer'] }).injectEndpoints({
  endpoints: (build) => ({
    searchCustomers: build.query<CustomerSearchResult, CustomerSearchInput>({
      query: (body) => ({ path: 'Customer/Search', method: 'POST', body, brandScoped: false, schema: customerSearchResultSchema }),
      providesTags: ['Customer'],
    }),
    customer: build.query<CustomerDetail, string>({
      query: (id) => ({ path: `Customer/GetById/${id}`, brandScoped: false, schema: customerDetailSchema }),
      providesTags: ['Customer'],
    }),
    pinnedCustomerNotes: build.query<CustomerNote[], string>({
      query: (id) => ({ path: `Customer/PinnedNotes/${id}`, brandScoped: false, schema: pinnedNotesSchema }),
      providesTags: ['Customer'],
    }),
    createCustomer: build.mutation<{ id: string }, CustomerCreateInput & { storeId?: string }>({
      query: (body) => ({ path: 'Customer/Create', method: 'POST', body, brandScoped: false, schema: idSchema }),
      invalidatesTags: ['Customer'],
    }),
    updateCustomer: build.mutation<{ id: string }, { id: string; body: CustomerUpdateInput }>({
      query: ({ id, body }) => ({ path: `Customer/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: idSchema }),
      invalidatesTags: ['Customer'],
    }),
    /** Staff change a customer's phone or email: a code goes to the new address (step 1)... */
    requestCustomerContactChange: build.mutation<unknown, { id: string; kind: 'email' | 'phone'; value: string }>({
      query: ({ id, kind, value }) => ({
        path: kind === 'email' ? `Customer/ChangeEmail/${id}` : `Customer/ChangePhoneNumber/${id}`,
        method: 'POST',
        body: kind === 'email' ? { email: value } : { phoneNumber: value },
        brandScoped: false,
        schema: codeRequestSchema,
      }),
    }),
    /** ...and the code the customer reads out applies it (step 2). */
    confirmCustomerContactChange: build.mutation<
      { id: string },
      { id: string; kind: 'email' | 'phone'; identifier: string; confirmationCode: string }
    >({
      query: ({ id, kind, ...body }) => ({
        path: kind === 'email' ? `Customer/VerifyEmail/${id}` : `Customer/VerifyPhoneNumber/${id}`,
        method: 'PUT',
        body,
        brandScoped: false,
        schema: idSchema,
      }),
      invalidatesTags: ['Customer'],
    }),
    addCustomerNote: build.mutation<CustomerNote, { id: string; body: CustomerNoteInput }>({
      query: ({ id, body }) => ({ path: `Customer/Notes/${id}`, method: 'POST', body, brandScoped: false, schema: customerNoteSchema }),
      invalidatesTags: ['Customer'],
    }),
    editCustomerNote: build.mutation<CustomerNote, { id: string; noteId: string; body: CustomerNoteInput }>({
      query: ({ id, noteId, body }) => ({
        path: `Customer/Notes/${id}/${noteId}`,
        method: 'PUT',
        body,
        brandScoped: false,
        schema: customerNoteSchema,
      }),
      invalidatesTags: ['Customer'],
    }),
    deleteCustomerNote: build.mutation<{ id: string }, { id: string; noteId: string }>({
      query: ({ id, noteId }) => ({ path: `Customer/Notes/${id}/${noteId}`, method: 'DELETE', brandScoped: false, schema: idSchema }),
      invalidatesTags: ['Customer'],
    }),
    previewMerge: build.query<CustomerMergePreview, CustomerMergeInput>({
      query: (body) => ({ path: 'Customer/MergePreview', method: 'POST', body, brandScoped: false, schema: customerMergePreviewSchema }),
      providesTags: ['Customer'],
    }),
    mergeCustomers: build.mutation<{ survivorId: string }, CustomerMergeInput>({
      query: (body) => ({
        path: 'Customer/Merge',
        method: 'POST',
        body,
        brandScoped: false,
        schema: z.object({ survivorId: z.uuid() }).loose(),
      }),
      invalidatesTags: ['Customer'],
    }),
    addLinkedProfile: build.mutation<{ id: string }, { id: string; body: { firstName: string; lastName: string } }>({
      query: ({ id, body }) => ({ path: `Customer/Linked/${id}`, method: 'POST', body, brandScoped: false, schema: idSchema }),
      invalidatesTags: ['Customer'],
    }),
    unlinkProfile: build.mutation<{ id: string }, string>({
      query: (id) => ({ path: `Customer/Unlink/${id}`, method: 'POST', body: {}, brandScoped: false, schema: idSchema }),
      invalidatesTags: ['Customer'],
    }),
    moveLinkedProfile: build.mutation<{ id: string }, { id: string; primaryId: string }>({
      query: ({ id, primaryId }) => ({
        path: `Customer/MoveLinked/${id}`,
        method: 'POST',
        body: { primaryId },
        brandScoped: false,
        schema: idSchema,
      }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const {
  useSearchCustomersQuery,
  useCustomerQuery,
  usePinnedCustomerNotesQuery,
  useConfirmCustomerContactChangeMutation,
  useCreateCustomerMutation,
  useRequestCustomerContactChangeMutation,
  useUpdateCustomerMutation,
  useAddCustomerNoteMutation,
  useEditCustomerNoteMutation,
  useDeleteCustomerNoteMutation,
  usePreviewMergeQuery,
  useMergeCustomersMutation,
  useAddLinkedProfileMutation,
  useUnlinkProfileMutation,
  useMoveLinkedProfileMutation,
} = customersApi;
