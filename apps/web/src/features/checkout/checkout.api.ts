import {
  type Invoice,
  type InvoiceLineAdd,
  type PaymentOutcome,
  type PayResult,
  type TenderPayment,
  type CustomerPay,
  invoiceSchema,
  paymentOutcomeSchema,
  payResultSchema,
  promoQuoteSchema,
  refundResultSchema,
  sellableListSchema,
  type StaffSavedCardList,
  staffSavedCardListSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

export type { Invoice, PayResult, PaymentOutcome };
export type PromoQuote = z.infer<typeof promoQuoteSchema>;
export type SellableList = z.infer<typeof sellableListSchema>;
export type RefundResult = z.infer<typeof refundResultSchema>;

const invoiceOrNull = invoiceSchema.nullable();
const drawersSchema = z.object({ drawers: z.array(z.object({ drawerId: z.uuid(), registerName: z.string() })) });
const messageSchema = z.object({ messageId: z.uuid(), email: z.string() });

/** Checkout calls (docs/checkout-api.md). Payments and refunds carry an Idempotency-Key made per attempt by the caller. */
export const checkoutApi = api.enhanceEndpoints({ addTagTypes: ['Invoice'] }).injectEndpoints({
  endpoints: (build) => ({
    invoiceByAppointment: build.query<Invoice | null, string>({
      query: (appointmentId) => ({ path: `Invoice/ByAppointment/${appointmentId}`, brandScoped: false, schema: invoiceOrNull }),
      providesTags: ['Invoice'],
    }),
    invoice: build.query<Invoice, string>({
      query: (id) => ({ path: `Invoice/GetById/${id}`, brandScoped: false, schema: invoiceSchema }),
      providesTags: ['Invoice'],
    }),
    createInvoice: build.mutation<Invoice, string>({
      query: (appointmentId) => ({
        path: `Invoice/CreateForAppointment/${appointmentId}`,
        method: 'POST',
        brandScoped: false,
        schema: invoiceSchema,
      }),
      invalidatesTags: ['Invoice'],
    }),
    newSale: build.mutation<Invoice, { storeId: string; customerId?: string | null }>({
      query: (body) => ({ path: 'Invoice/NewSale', method: 'POST', body, brandScoped: false, schema: invoiceSchema }),
    }),
    sellable: build.query<SellableList, { id: string; search: string }>({
      query: ({ id, search }) => ({
        path: `Invoice/Sellable/${id}?search=${encodeURIComponent(search)}`,
        brandScoped: false,
        schema: sellableListSchema,
      }),
    }),
    openDrawers: build.query<{ drawers: { drawerId: string; registerName: string }[] }, string>({
      query: (id) => ({ path: `Invoice/OpenDrawers/${id}`, brandScoped: false, schema: drawersSchema }),
    }),
    addLine: build.mutation<Invoice, { id: string; body: InvoiceLineAdd }>({
      query: ({ id, body }) => ({ path: `Invoice/AddLine/${id}`, method: 'POST', body, brandScoped: false, schema: invoiceSchema }),
      invalidatesTags: ['Invoice'],
    }),
    removeLine: build.mutation<Invoice, { id: string; lineId: string }>({
      query: ({ id, lineId }) => ({
        path: `Invoice/RemoveLine/${id}/${lineId}`,
        method: 'DELETE',
        brandScoped: false,
        schema: invoiceSchema,
      }),
      invalidatesTags: ['Invoice'],
    }),
    quotePromo: build.mutation<PromoQuote, { id: string; code: string }>({
      query: ({ id, code }) => ({
        path: `Invoice/QuotePromo/${id}`,
        method: 'POST',
        body: { code },
        brandScoped: false,
        schema: promoQuoteSchema,
      }),
    }),
    applyPromo: build.mutation<Invoice, { id: string; code: string }>({
      query: ({ id, code }) => ({
        path: `Invoice/ApplyPromo/${id}`,
        method: 'POST',
        body: { code },
        brandScoped: false,
        schema: invoiceSchema,
      }),
      invalidatesTags: ['Invoice'],
    }),
    removePromo: build.mutation<Invoice, string>({
      query: (id) => ({ path: `Invoice/RemovePromo/${id}`, method: 'DELETE', brandScoped: false, schema: invoiceSchema }),
      invalidatesTags: ['Invoice'],
    }),
    setTips: build.mutation<Invoice, { id: string; tips: { cutterId: string; amountCents: number }[] }>({
      query: ({ id, tips }) => ({ path: `Invoice/Tips/${id}`, method: 'PUT', body: { tips }, brandScoped: false, schema: invoiceSchema }),
      invalidatesTags: ['Invoice'],
    }),
    pay: build.mutation<PayResult, { id: string; body: TenderPayment; idempotencyKey: string }>({
      query: ({ id, body, idempotencyKey }) => ({
        path: `Invoice/Pay/${id}`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        brandScoped: false,
        schema: payResultSchema,
      }),
      invalidatesTags: ['Invoice'],
    }),
    refund: build.mutation<RefundResult, { paymentId: string; amountCents: number; reason?: string; idempotencyKey: string }>({
      query: ({ paymentId, idempotencyKey, ...body }) => ({
        path: `Payment/Refund/${paymentId}`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        brandScoped: false,
        schema: refundResultSchema,
      }),
      invalidatesTags: ['Invoice'],
    }),
    /** Completes an invoice with $0.00 due (100% promo, comped service) without a payment. */
    completeInvoice: build.mutation<Invoice, { id: string; idempotencyKey: string }>({
      query: ({ id, idempotencyKey }) => ({
        path: `Invoice/Complete/${id}`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        brandScoped: false,
        schema: invoiceSchema,
      }),
      invalidatesTags: ['Invoice'],
    }),
    /** The saved cards of the invoice's customer (brand, last four, expiry; never references). */
    invoiceSavedCards: build.query<StaffSavedCardList, string>({
      query: (id) => ({ path: `Invoice/SavedCards/${id}`, brandScoped: false, schema: staffSavedCardListSchema }),
      providesTags: ['Invoice'],
    }),
    rollbackInvoice: build.mutation<Invoice, string>({
      query: (id) => ({ path: `Invoice/RollbackInvoice/${id}`, method: 'POST', brandScoped: false, schema: invoiceSchema }),
      invalidatesTags: ['Invoice'],
    }),
    rollbackCheckout: build.mutation<Invoice, string>({
      query: (id) => ({ path: `Invoice/RollbackCheckout/${id}`, method: 'POST', brandScoped: false, schema: invoiceSchema }),
      invalidatesTags: ['Invoice'],
    }),
    emailReceipt: build.mutation<z.infer<typeof messageSchema>, { id: string; email: string }>({
      query: ({ id, email }) => ({
        path: `Invoice/EmailReceipt/${id}`,
        method: 'POST',
        body: { email },
        brandScoped: false,
        schema: messageSchema,
      }),
    }),
    customerInvoice: build.query<Invoice | null, string>({
      query: (appointmentId) => ({ path: `CustomerInvoice/ByAppointment/${appointmentId}`, brandScoped: true, schema: invoiceOrNull }),
      providesTags: ['Invoice'],
    }),
    customerPay: build.mutation<PayResult, { id: string; body: CustomerPay; idempotencyKey: string }>({
      query: ({ id, body, idempotencyKey }) => ({
        path: `CustomerInvoice/Pay/${id}`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        brandScoped: true,
        schema: payResultSchema,
      }),
      invalidatesTags: ['Invoice'],
    }),
    paymentOutcome: build.query<PaymentOutcome, { invoiceId: string; paymentId?: string }>({
      query: ({ invoiceId, paymentId }) => {
        const params = new URLSearchParams({ invoiceId, ...(paymentId ? { paymentId } : {}) });
        return { path: `CustomerInvoice/Outcome?${params}`, brandScoped: true, schema: paymentOutcomeSchema };
      },
    }),
  }),
});

export const {
  useInvoiceByAppointmentQuery,
  useInvoiceQuery,
  useCreateInvoiceMutation,
  useNewSaleMutation,
  useSellableQuery,
  useOpenDrawersQuery,
  useAddLineMutation,
  useRemoveLineMutation,
  useQuotePromoMutation,
  useApplyPromoMutation,
  useRemovePromoMutation,
  useSetTipsMutation,
  usePayMutation,
  useRefundMutation,
  useRollbackInvoiceMutation,
  useCompleteInvoiceMutation,
  useInvoiceSavedCardsQuery,
  useRollbackCheckoutMutation,
  useEmailReceiptMutation,
  useCustomerInvoiceQuery,
  useCustomerPayMutation,
  usePaymentOutcomeQuery,
} = checkoutApi;

/** A new key per payment attempt; a retry of the same attempt reuses it. */
export const newIdempotencyKey = () => crypto.randomUUID();
