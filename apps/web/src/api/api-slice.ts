import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import { type ApiError, isApiError, networkError } from './api-error.ts';
import { type ApiRequest, apiRequest } from './client.ts';

export interface ApiCall extends ApiRequest {
  /** Checks `res_data` at the boundary. */
  schema?: z.ZodType;
}

/** RTK Query on top of the one client: same headers, same 401/403 handling, same errors. */
const clientBaseQuery: BaseQueryFn<ApiCall, unknown, ApiError> = async ({ schema, ...request }) => {
  try {
    const data = schema ? await apiRequest(request, schema) : await apiRequest(request);
    return { data };
  } catch (error) {
    return { error: isApiError(error) ? error : networkError() };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  tagTypes: [
    'Brand',
    'Config',
    'Roles',
    'Outbox',
    'Store',
    'StoreNotes',
    'Employee',
    'Service',
    'Package',
    'Product',
    'ProductLists',
    'ProductOverride',
    'Inventory',
    'BackBar',
    'Shift',
    'TimeOff',
    'StoreDemand',
    'Kiosk',
    'KioskLists',
    'Tenant',
  ],
  endpoints: () => ({}),
});
