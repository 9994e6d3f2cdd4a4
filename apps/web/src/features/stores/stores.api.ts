import {
  type Store,
  type StoreNote,
  type StorePeople,
  type StoreSearchResult,
  type StoreStatusResult,
  type StoreWizard,
  storePeopleSchema,
  storeNoteSchema,
  storeSchema,
  storeSearchResultSchema,
  type storeSearchSchema,
  storeStatusResultSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

type StoreSearchInput = z.input<typeof storeSearchSchema>;

/** Store calls of docs/organisation-api.md; schemas from @salon/shared check every answer. */
export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchStores: build.query<StoreSearchResult, StoreSearchInput>({
      query: (body) => ({ path: 'Store/Search', method: 'POST', body, brandScoped: false, schema: storeSearchResultSchema }),
      providesTags: ['Store'],
    }),
    store: build.query<Store, string>({
      query: (id) => ({ path: `Store/GetById/${id}`, brandScoped: false, schema: storeSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Store', id }],
    }),
    createStore: build.mutation<Store, StoreWizard>({
      query: (body) => ({ path: 'Store/Create', method: 'POST', body, brandScoped: false, schema: storeSchema }),
      invalidatesTags: ['Store'],
    }),
    updateStore: build.mutation<Store, { id: string; body: StoreWizard }>({
      query: ({ id, body }) => ({ path: `Store/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: storeSchema }),
      invalidatesTags: ['Store'],
    }),
    activateStore: build.mutation<StoreStatusResult, string>({
      query: (id) => ({ path: `Store/Activate/${id}`, method: 'PATCH', body: {}, brandScoped: false, schema: storeStatusResultSchema }),
      invalidatesTags: ['Store'],
    }),
    setOnlineBooking: build.mutation<StoreStatusResult, { id: string; onlineBooking: boolean }>({
      query: ({ id, onlineBooking }) => ({
        path: `Store/ToggleOnlineBooking/${id}`,
        method: 'PATCH',
        body: { onlineBooking },
        brandScoped: false,
        schema: storeStatusResultSchema,
      }),
      invalidatesTags: ['Store'],
    }),
    storeNotes: build.query<StoreNote[], string>({
      query: (id) => ({ path: `Store/Notes/${id}`, brandScoped: false, schema: z.array(storeNoteSchema) }),
      providesTags: (_result, _error, id) => [{ type: 'StoreNotes', id }],
    }),
    addStoreNote: build.mutation<StoreNote, { id: string; text: string }>({
      query: ({ id, text }) => ({
        path: `Store/AddNote/${id}`,
        method: 'POST',
        body: { text },
        brandScoped: false,
        schema: storeNoteSchema,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'StoreNotes', id }],
    }),
    setStoreOwners: build.mutation<StorePeople, { id: string; employeeIds: string[] }>({
      query: ({ id, employeeIds }) => ({
        path: `Store/Owners/${id}`,
        method: 'PUT',
        body: { employeeIds },
        brandScoped: false,
        schema: storePeopleSchema,
      }),
      invalidatesTags: ['Store'],
    }),
    setStoreManagers: build.mutation<StorePeople, { id: string; managers: { employeeId: string; title: string }[] }>({
      query: ({ id, managers }) => ({
        path: `Store/Managers/${id}`,
        method: 'PUT',
        body: { managers },
        brandScoped: false,
        schema: storePeopleSchema,
      }),
      invalidatesTags: ['Store'],
    }),
    setStoreKeyHolders: build.mutation<StorePeople, { id: string; employeeIds: string[] }>({
      query: ({ id, employeeIds }) => ({
        path: `Store/KeyHolders/${id}`,
        method: 'PUT',
        body: { employeeIds },
        brandScoped: false,
        schema: storePeopleSchema,
      }),
      invalidatesTags: ['Store'],
    }),
  }),
});

export const {
  useSearchStoresQuery,
  useStoreQuery,
  useCreateStoreMutation,
  useUpdateStoreMutation,
  useActivateStoreMutation,
  useSetOnlineBookingMutation,
  useStoreNotesQuery,
  useAddStoreNoteMutation,
  useSetStoreOwnersMutation,
  useSetStoreManagersMutation,
  useSetStoreKeyHoldersMutation,
} = storesApi;
