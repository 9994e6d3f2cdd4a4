import {
  type CashDrawerDetail,
  type CashHistoryInput,
  type CashHistoryResult,
  type CashRegister,
  cashDrawerDetailSchema,
  cashHistoryResultSchema,
  cashRegisterListSchema,
  cashRegisterSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

type Counts = Record<string, number>;

/** Cash drawer calls of docs/ledgers-api.md; every change refreshes the registers, drawer and history. */
export const cashDrawerApi = api.enhanceEndpoints({ addTagTypes: ['CashDrawer'] }).injectEndpoints({
  endpoints: (build) => ({
    cashRegisters: build.query<CashRegister[], string>({
      query: (storeId) => ({
        path: `CashDrawer/Registers?storeId=${encodeURIComponent(storeId)}`,
        brandScoped: false,
        schema: cashRegisterListSchema,
      }),
      providesTags: ['CashDrawer'],
    }),
    cashDrawer: build.query<CashDrawerDetail, string>({
      query: (id) => ({ path: `CashDrawer/GetById/${id}`, brandScoped: false, schema: cashDrawerDetailSchema }),
      providesTags: ['CashDrawer'],
    }),
    cashHistory: build.query<CashHistoryResult, CashHistoryInput>({
      query: (body) => ({ path: 'CashDrawer/History', method: 'POST', body, brandScoped: false, schema: cashHistoryResultSchema }),
      providesTags: ['CashDrawer'],
    }),
    addRegister: build.mutation<CashRegister, { storeId: string; name: string }>({
      query: (body) => ({ path: 'CashDrawer/Registers', method: 'POST', body, brandScoped: false, schema: cashRegisterSchema }),
      invalidatesTags: ['CashDrawer'],
    }),
    openDrawer: build.mutation<CashDrawerDetail, { registerId: string; counts: Counts }>({
      query: (body) => ({ path: 'CashDrawer/Open', method: 'POST', body, brandScoped: false, schema: cashDrawerDetailSchema }),
      invalidatesTags: ['CashDrawer'],
    }),
    closeDrawer: build.mutation<CashDrawerDetail, { id: string; counts: Counts; note: string | null }>({
      query: ({ id, ...body }) => ({
        path: `CashDrawer/Close/${id}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: cashDrawerDetailSchema,
      }),
      invalidatesTags: ['CashDrawer'],
    }),
    moveCash: build.mutation<CashDrawerDetail, { id: string; kind: 'withdrawal' | 'pay_in'; amountCents: number; reason: string }>({
      query: ({ id, kind, ...body }) => ({
        path: `CashDrawer/${kind === 'withdrawal' ? 'Withdraw' : 'PayIn'}/${id}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: cashDrawerDetailSchema,
      }),
      invalidatesTags: ['CashDrawer'],
    }),
    voidCashTransaction: build.mutation<CashDrawerDetail, { transactionId: string; reason: string }>({
      query: ({ transactionId, reason }) => ({
        path: `CashDrawer/VoidTransaction/${transactionId}`,
        method: 'POST',
        body: { reason },
        brandScoped: false,
        schema: cashDrawerDetailSchema,
      }),
      invalidatesTags: ['CashDrawer'],
    }),
  }),
});

export const {
  useCashRegistersQuery,
  useCashDrawerQuery,
  useCashHistoryQuery,
  useAddRegisterMutation,
  useOpenDrawerMutation,
  useCloseDrawerMutation,
  useMoveCashMutation,
  useVoidCashTransactionMutation,
} = cashDrawerApi;
