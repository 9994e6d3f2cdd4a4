import { type CommissionRateInput, type CommissionRateList, commissionRateListSchema } from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Employee/CommissionRates (issue 15): an employee's effective-dated commission rates. */
export const commissionApi = api.injectEndpoints({
  endpoints: (build) => ({
    commissionRates: build.query<CommissionRateList, string>({
      query: (id) => ({ path: `Employee/CommissionRates/${id}`, brandScoped: false, schema: commissionRateListSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Employee', id: `commission-${id}` }],
    }),
    addCommissionRate: build.mutation<CommissionRateList, { id: string; body: CommissionRateInput }>({
      query: ({ id, body }) => ({
        path: `Employee/CommissionRates/${id}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: commissionRateListSchema,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Employee', id: `commission-${id}` }],
    }),
    removeCommissionRate: build.mutation<CommissionRateList, { id: string; rateId: string }>({
      query: ({ id, rateId }) => ({
        path: `Employee/CommissionRates/${id}/${rateId}`,
        method: 'DELETE',
        brandScoped: false,
        schema: commissionRateListSchema,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Employee', id: `commission-${id}` }],
    }),
  }),
});

export const { useCommissionRatesQuery, useAddCommissionRateMutation, useRemoveCommissionRateMutation } = commissionApi;
