import {
  customerPaySchema,
  emailReceiptSchema,
  errorBodySchema,
  idParamsSchema,
  invoiceLineAddSchema,
  invoiceSchema,
  invoiceSearchResultSchema,
  invoiceSearchSchema,
  newSaleSchema,
  okEnvelope,
  paymentOutcomeQuerySchema,
  paymentOutcomeSchema,
  payResultSchema,
  promoCodeBodySchema,
  promoQuoteSchema,
  refundBodySchema,
  refundResultSchema,
  sellableListSchema,
  sellableSearchSchema,
  staffSavedCardListSchema,
  tenderPaymentSchema,
  tipsBodySchema,
} from '@salon/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { invalid } from '../../platform/http/errors.ts';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.ts';
import { customerInvoiceOfAppointment, paymentOutcome } from './customer-checkout.service.ts';
import { CHECKOUT_FLAGS } from './invoice-records.ts';
import {
  addLine,
  applyPromo,
  createInvoiceForAppointment,
  createNewSale,
  getInvoice,
  invoiceDrawers,
  invoiceOfAppointment,
  invoiceSavedCards,
  quotePromo,
  removeLine,
  removePromo,
  rollbackInvoice,
  searchInvoices,
  sellableItems,
  setTips,
} from './invoices.service.ts';
import { completeZeroDue, payInvoice } from './payments.service.ts';
import { emailReceipt, getReceipt } from './receipts.ts';
import { refundPayment, rollbackCheckout } from './refunds.service.ts';

const tags = ['Checkout'];
const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };
const one = { 200: okEnvelope(invoiceSchema), ...errors };
const F = CHECKOUT_FLAGS;
const anyCheckout = [...F.view];
const lineParams = z.object({ id: z.uuid('Id must be a UUID'), lineId: z.uuid('Id must be a UUID') });
// Actions without a body: the client sends none (null), an empty object is accepted too.
const noBody = z.object({}).nullish();
const appointmentParams = z.object({ appointmentId: z.uuid('Id must be a UUID') });

/** Payments and refunds must carry an Idempotency-Key: a person retrying never pays twice. */
function requiredKey(request: FastifyRequest): string {
  const key = idempotencyKeyOf(request);
  if (!key)
    throw invalid(
      { 'Idempotency-Key': 'Send an Idempotency-Key header (a new UUID per payment attempt)' },
      'An Idempotency-Key header is required',
    );
  return key;
}

/**
 * Runs an idempotent payment action with the request's required key and answers its body, marking a
 * replay with the `idempotent-replayed` header.
 */
async function idempotentReply<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (options: { idempotencyKey: string; requestId: string }) => Promise<{ body: T; replayed: boolean }>,
): Promise<{ res_data: T }> {
  const answer = await run({ idempotencyKey: requiredKey(request), requestId: request.id });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return { res_data: answer.body };
}

/** Invoice/*, Payment/Refund (docs/checkout-api.md). */
export const invoiceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/CreateForAppointment/:appointmentId',
    {
      config: { auth: 'admin', flags: F.appointment },
      schema: {
        tags,
        summary: 'Create invoice: a completed appointment moves to checkout; lines from its services',
        params: appointmentParams,
        body: noBody,
        response: { 201: okEnvelope(invoiceSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ res_data: await createInvoiceForAppointment(ctx, request.actor!, request.params.appointmentId, request.id) }),
  );

  app.post(
    '/NewSale',
    {
      config: { auth: 'admin', flags: ['new_sale'] },
      schema: {
        tags,
        summary: 'New sale: a draft invoice (the cart, cartUniqId) without an appointment for a store and an optional customer',
        body: newSaleSchema,
        response: { 201: okEnvelope(invoiceSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createNewSale(ctx, request.actor!, request.body, request.id) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: anyCheckout },
      schema: { tags, summary: 'One invoice with lines, tips, payments and refunds', params: idParamsSchema, response: one },
    },
    async (request) => ({ res_data: await getInvoice(ctx, request.actor!, request.params.id) }),
  );

  app.get(
    '/ByAppointment/:appointmentId',
    {
      config: { auth: 'admin', flags: anyCheckout },
      schema: {
        tags,
        summary: "The appointment's live (else latest) invoice, or null before Create invoice",
        params: appointmentParams,
        response: { 200: okEnvelope(invoiceSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ res_data: await invoiceOfAppointment(ctx, request.actor!, request.params.appointmentId) }),
  );

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: anyCheckout },
      schema: {
        tags,
        summary: "A store's invoices, newest first, by status",
        body: invoiceSearchSchema,
        response: { 200: okEnvelope(invoiceSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchInvoices(ctx, request.actor!, request.body) }),
  );

  app.get(
    '/Sellable/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary: "Products, packages and services the invoice's store sells, at its prices, by name",
        params: idParamsSchema,
        querystring: sellableSearchSchema,
        response: { 200: okEnvelope(sellableListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await sellableItems(ctx, request.actor!, request.params.id, request.query.search) }),
  );

  app.get(
    '/OpenDrawers/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary: "The open cash drawers of the invoice's store (choose one when several registers are open)",
        params: idParamsSchema,
        response: {
          200: okEnvelope(z.object({ drawers: z.array(z.object({ drawerId: z.uuid(), registerName: z.string() })) })),
          ...errors,
        },
      },
    },
    async (request) => ({ res_data: await invoiceDrawers(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/AddLine/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary: 'Adds a product (store price), package, service or gift card sale; after a payment needs edit_invoice (audited)',
        params: idParamsSchema,
        body: invoiceLineAddSchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await addLine(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/RemoveLine/:id/:lineId',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: { tags, summary: 'Removes a line', params: lineParams, response: one },
    },
    async (request) => ({ res_data: await removeLine(ctx, request.actor!, request.params.id, request.params.lineId, request.id) }),
  );

  app.post(
    '/QuotePromo/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary: 'The discount a promo code would give (records nothing); 422 PROMO_CODE_INVALID names the reason',
        params: idParamsSchema,
        body: promoCodeBodySchema,
        response: { 200: okEnvelope(promoQuoteSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await quotePromo(ctx, request.actor!, request.params.id, request.body.code) }),
  );

  app.post(
    '/ApplyPromo/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary: 'Applies one promo code (replacing any other) and records its use',
        params: idParamsSchema,
        body: promoCodeBodySchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await applyPromo(ctx, request.actor!, request.params.id, request.body.code, request.id) }),
  );

  app.delete(
    '/RemovePromo/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: { tags, summary: 'Removes the promo code; its use counts again', params: idParamsSchema, response: one },
    },
    async (request) => ({ res_data: await removePromo(ctx, request.actor!, request.params.id, request.id) }),
  );

  app.put(
    '/Tips/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary: 'Sets the tips per cutter (zero allowed; never taxed)',
        params: idParamsSchema,
        body: tipsBodySchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await setTips(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/Pay/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary:
          'Takes one tender (card token, saved card, cash, gift card); split = several calls. Idempotency-Key required: a replay answers the first result; 402 PAYMENT_DECLINED with the gateway message',
        params: idParamsSchema,
        body: tenderPaymentSchema,
        response: { 200: okEnvelope(payResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, (options) =>
        payInvoice(ctx, request.actor!, request.params.id, { kind: 'staff', body: request.body }, options),
      ),
  );

  app.post(
    '/Complete/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary:
          'Completes an invoice with $0.00 due (100% promo, comped service) without a payment: success, appointment checked_out, stock deducted. Idempotency-Key required',
        params: idParamsSchema,
        body: noBody,
        response: one,
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, (options) => completeZeroDue(ctx, request.actor!, request.params.id, options)),
  );

  app.get(
    '/SavedCards/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary: "The saved cards of the invoice's customer (brand, last four, expiry, default, expired), for the Saved card tender",
        params: idParamsSchema,
        response: { 200: okEnvelope(staffSavedCardListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await invoiceSavedCards(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/RollbackInvoice/:id',
    {
      config: { auth: 'admin', flags: [...F.appointment, ...F.sale] },
      schema: {
        tags,
        summary: 'Voids an unpaid invoice (checkout -> completed); releases the promo',
        params: idParamsSchema,
        body: noBody,
        response: one,
      },
    },
    async (request) => ({ res_data: await rollbackInvoice(ctx, request.actor!, request.params.id, request.id) }),
  );

  app.post(
    '/RollbackCheckout/:id',
    {
      config: { auth: 'admin', flags: F.editPaid },
      schema: {
        tags,
        summary: 'Refunds every payment to its tender, reopens the invoice (checked_out / partially-paid -> checkout)',
        params: idParamsSchema,
        body: noBody,
        response: one,
      },
    },
    async (request) => ({ res_data: await rollbackCheckout(ctx, request.actor!, request.params.id, request.id) }),
  );

  app.get(
    '/Receipt/:id',
    {
      config: { auth: 'admin', flags: anyCheckout },
      schema: { tags, summary: 'The receipt of a paid invoice (printable screen data)', params: idParamsSchema, response: one },
    },
    async (request) => ({ res_data: (await getReceipt(ctx, request.actor!, request.params.id)).invoice }),
  );

  app.get(
    '/ReceiptPdf/:id',
    {
      config: { auth: 'admin', flags: anyCheckout },
      schema: {
        tags,
        summary: 'The receipt as a PDF',
        params: idParamsSchema,
        response: { 200: z.unknown().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { invoice, pdf } = await getReceipt(ctx, request.actor!, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="receipt-${invoice.number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/EmailReceipt/:id',
    {
      config: { auth: 'admin', flags: anyCheckout },
      schema: {
        tags,
        summary: 'Emails the receipt with the PDF attached (outbox)',
        params: idParamsSchema,
        body: emailReceiptSchema,
        response: { 200: okEnvelope(z.object({ messageId: z.uuid(), email: z.string() })), ...errors },
      },
    },
    async (request) => ({ res_data: await emailReceipt(ctx, request.actor!, request.params.id, request.body.email, request.id) }),
  );
};

export const paymentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/Refund/:id',
    {
      config: { auth: 'admin', flags: F.editPaid },
      schema: {
        tags,
        summary: 'Refunds a payment (full or partial) to its original tender; never more than it took. Idempotency-Key required',
        params: idParamsSchema,
        body: refundBodySchema,
        response: { 200: okEnvelope(refundResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, (options) => refundPayment(ctx, request.actor!, request.params.id, request.body, options)),
  );
};

/** CustomerInvoice/*: the customer's open invoice, paying it online, and the payment-response outcome. */
export const customerInvoiceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/ByAppointment/:appointmentId',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The customer's invoice of their (or a linked profile's) appointment, or null",
        params: appointmentParams,
        response: { 200: okEnvelope(invoiceSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ res_data: await customerInvoiceOfAppointment(ctx, request.actor!, request.params.appointmentId) }),
  );

  app.post(
    '/Pay/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Pays what is due with a saved card or a new card token, optionally adding a tip for the cutter. Idempotency-Key required',
        params: idParamsSchema,
        body: customerPaySchema,
        response: { 200: okEnvelope(payResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, (options) =>
        payInvoice(ctx, request.actor!, request.params.id, { kind: 'customer', body: request.body }, options),
      ),
  );

  app.get(
    '/Outcome',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The payment-response status of an invoice (and of one payment): the spec's payment statuses",
        querystring: paymentOutcomeQuerySchema,
        response: { 200: okEnvelope(paymentOutcomeSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await paymentOutcome(ctx, request.actor!, request.query.invoiceId, request.query.paymentId) }),
  );
};
