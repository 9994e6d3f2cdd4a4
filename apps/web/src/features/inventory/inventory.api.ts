import {
  type AddStockInput,
  type BackBarSearch,
  type BackBarSearchResult,
  type BackBarUsage,
  type EditQuantityInput,
  type EditThresholdInput,
  type InventorySearch,
  type InventorySearchResult,
  type StockItem,
  type StockMovementsQuery,
  type StockMovementsResult,
  backBarSearchResultSchema,
  backBarUsageSchema,
  inventorySearchResultSchema,
  stockItemSchema,
  stockMovementsResultSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

type StockChange<B> = { id: string; body: B };

/** Inventory calls of docs/catalog-api.md: stock items, their movements and the back-bar usage. */
export const inventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchInventory: build.query<InventorySearchResult, InventorySearch>({
      query: (body) => ({ path: 'Inventory/Search', method: 'POST', body, brandScoped: false, schema: inventorySearchResultSchema }),
      providesTags: ['Inventory'],
    }),
    stockItem: build.query<StockItem, string>({
      query: (id) => ({ path: `Inventory/GetById/${id}`, brandScoped: false, schema: stockItemSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Inventory', id }],
    }),
    stockMovements: build.query<StockMovementsResult, { id: string; query: StockMovementsQuery }>({
      query: ({ id, query }) => ({
        path: `Inventory/Movements/${id}`,
        method: 'POST',
        body: query,
        brandScoped: false,
        schema: stockMovementsResultSchema,
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Inventory', id }],
    }),
    addStock: build.mutation<StockItem, StockChange<AddStockInput>>({
      query: ({ id, body }) => ({ path: `Inventory/AddStock/${id}`, method: 'POST', body, brandScoped: false, schema: stockItemSchema }),
      invalidatesTags: ['Inventory', 'Outbox'],
    }),
    editQuantity: build.mutation<StockItem, StockChange<EditQuantityInput>>({
      query: ({ id, body }) => ({
        path: `Inventory/EditQuantity/${id}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: stockItemSchema,
      }),
      invalidatesTags: ['Inventory', 'Outbox'],
    }),
    editThreshold: build.mutation<StockItem, StockChange<EditThresholdInput>>({
      query: ({ id, body }) => ({
        path: `Inventory/EditThreshold/${id}`,
        method: 'PUT',
        body,
        brandScoped: false,
        schema: stockItemSchema,
      }),
      invalidatesTags: ['Inventory', 'Outbox'],
    }),
    searchBackBar: build.query<BackBarSearchResult, BackBarSearch>({
      query: (body) => ({ path: 'Inventory/BackBar/Search', method: 'POST', body, brandScoped: false, schema: backBarSearchResultSchema }),
      providesTags: ['BackBar'],
    }),
    undoBackBar: build.mutation<BackBarUsage, string>({
      query: (usageId) => ({
        path: `Inventory/BackBar/Undo/${usageId}`,
        method: 'POST',
        body: {},
        brandScoped: false,
        schema: backBarUsageSchema,
      }),
      invalidatesTags: ['BackBar', 'Inventory'],
    }),
  }),
});

export const {
  useSearchInventoryQuery,
  useStockItemQuery,
  useStockMovementsQuery,
  useAddStockMutation,
  useEditQuantityMutation,
  useEditThresholdMutation,
  useSearchBackBarQuery,
  useUndoBackBarMutation,
} = inventoryApi;
