// Invoice/*: creating invoices (on an appointment, a new sale), reading and searching them, voiding one.
import {
  idParamsSchema,
  invoiceSchema,
  invoiceSearchResultSchema,
  invoiceSearchSchema,
  newSaleSchema,
  okEnvelope,
  sellableListSchema,
  sellableSearchSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { anyCheckout, appointmentParams, edit, errors, F, noBody, one, tags } from './checkout-route-kit.ts';
import {
  createInvoiceForAppointment,
  createNewSale,
  getInvoice,
  invoiceOfAppointment,
  rollbackInvoice,
  searchInvoices,
} from './invoices.service.ts';
import { sellableItems } from './invoice-lookups.service.ts';

/** Invoice/*: the invoice itself (docs/checkout-api.md). */
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
      config: { auth: 'admin', flags: edit },
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

  app.post(
    '/RollbackInvoice/:id',
    {
      config: { auth: 'admin', flags: edit },
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
};
