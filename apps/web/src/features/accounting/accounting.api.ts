import {
  type AccountingExport,
  type ConnectComplete,
  connectStartSchema,
  type ExportInput,
  exportListSchema,
  exportSchema,
  type GlAccounts,
  type GlMappingsInput,
  type GroupableStoreList,
  glAccountsSchema,
  groupableStoreListSchema,
  type StoreGroup,
  type StoreGroupInput,
  storeGroupListSchema,
  storeGroupSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Accounting (/api/Accounting/*): store groups, GL mappings, the QuickBooks connection and exports. */
export const accountingApi = api.enhanceEndpoints({ addTagTypes: ['StoreGroup', 'AccountingExport'] }).injectEndpoints({
  endpoints: (build) => ({
    storeGroups: build.query<{ items: StoreGroup[] }, void>({
      query: () => ({ path: 'Accounting/StoreGroups', brandScoped: false, schema: storeGroupListSchema }),
      providesTags: ['StoreGroup'],
    }),
    groupableStores: build.query<GroupableStoreList, void>({
      query: () => ({ path: 'Accounting/Stores', brandScoped: false, schema: groupableStoreListSchema }),
    }),
    createStoreGroup: build.mutation<StoreGroup, StoreGroupInput>({
      query: (body) => ({ path: 'Accounting/StoreGroups', method: 'POST', body, brandScoped: false, schema: storeGroupSchema }),
      invalidatesTags: ['StoreGroup'],
    }),
    updateStoreGroup: build.mutation<StoreGroup, { id: string; body: StoreGroupInput }>({
      query: ({ id, body }) => ({
        path: `Accounting/StoreGroups/${id}`,
        method: 'PUT',
        body,
        brandScoped: false,
        schema: storeGroupSchema,
      }),
      invalidatesTags: ['StoreGroup'],
    }),
    glAccounts: build.query<GlAccounts, string>({
      query: (id) => ({ path: `Accounting/GlAccounts/${id}`, brandScoped: false, schema: glAccountsSchema }),
      providesTags: ['StoreGroup'],
    }),
    saveGlAccounts: build.mutation<GlAccounts, { id: string; body: GlMappingsInput }>({
      query: ({ id, body }) => ({ path: `Accounting/GlAccounts/${id}`, method: 'PUT', body, brandScoped: false, schema: glAccountsSchema }),
      invalidatesTags: ['StoreGroup'],
    }),
    connect: build.mutation<{ authorizeUrl: string }, string>({
      query: (id) => ({ path: `Accounting/Connect/${id}`, method: 'POST', brandScoped: false, schema: connectStartSchema }),
    }),
    completeConnection: build.mutation<StoreGroup, ConnectComplete>({
      query: (body) => ({ path: 'Accounting/CompleteConnection', method: 'POST', body, brandScoped: false, schema: storeGroupSchema }),
      invalidatesTags: ['StoreGroup'],
    }),
    disconnect: build.mutation<StoreGroup, string>({
      query: (id) => ({ path: `Accounting/Disconnect/${id}`, method: 'POST', brandScoped: false, schema: storeGroupSchema }),
      invalidatesTags: ['StoreGroup'],
    }),
    startExport: build.mutation<AccountingExport, { groupId: string; body: ExportInput }>({
      query: ({ groupId, body }) => ({
        path: `Accounting/Export/${groupId}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: exportSchema,
      }),
      invalidatesTags: ['AccountingExport'],
    }),
    exports: build.query<{ items: AccountingExport[] }, void>({
      query: () => ({ path: 'Accounting/Exports', brandScoped: false, schema: exportListSchema }),
      providesTags: ['AccountingExport'],
    }),
    accountingExport: build.query<AccountingExport, string>({
      query: (id) => ({ path: `Accounting/Exports/${id}`, brandScoped: false, schema: exportSchema }),
      providesTags: ['AccountingExport'],
    }),
  }),
});

export const {
  useStoreGroupsQuery,
  useGroupableStoresQuery,
  useCreateStoreGroupMutation,
  useUpdateStoreGroupMutation,
  useGlAccountsQuery,
  useSaveGlAccountsMutation,
  useConnectMutation,
  useCompleteConnectionMutation,
  useDisconnectMutation,
  useStartExportMutation,
  useExportsQuery,
  useAccountingExportQuery,
} = accountingApi;
