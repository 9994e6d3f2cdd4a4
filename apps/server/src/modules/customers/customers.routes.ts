import {
  customerCreateSchema,
  customerDetailSchema,
  customerNoteInputSchema,
  customerNoteParamsSchema,
  customerNoteSchema,
  customerSearchResultSchema,
  customerSearchSchema,
  customerUpdateSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  pinnedNotesSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { getCustomerDetail } from './customer-detail.service.ts';
import { addNote, deleteNote, editNote, pinnedNotes } from './customer-notes.service.ts';
import { createCustomerAtDesk, updateCustomerProfile } from './customer-records.service.ts';
import { searchCustomers } from './customer-search.service.ts';

const tags = ['Customer'];
const errors = { '4xx': errorBodySchema };
export const VIEW_CUSTOMERS = ['search_customers', 'view_customer_profile'];
const idResult = okEnvelope(z.object({ id: z.uuid() }));

/** /admin/customers and /admin/customers/{id}: search, detail, create, edit and notes (spec section 6 flags). */
export const customerRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: VIEW_CUSTOMERS },
      schema: {
        tags,
        summary:
          'Customers, paged: search by the start of a name or email or the last phone digits; filter by store visited, last visit, new or returning, upcoming',
        body: customerSearchSchema,
        response: { 200: okEnvelope(customerSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchCustomers(ctx.db, request.actor!, request.body, ctx.now()) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: VIEW_CUSTOMERS },
      schema: {
        tags,
        summary:
          'A customer with history, figures, cards, gift cards, linked profiles and notes; a merged-away id answers 404 naming the survivor',
        params: idParamsSchema,
        response: { 200: okEnvelope(customerDetailSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getCustomerDetail(ctx.db, request.actor!, request.params.id, ctx.now()) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_customer'] },
      schema: {
        tags,
        summary: 'A customer of the brand; 409 with fields.existingCustomerId when the phone or email is taken',
        body: customerCreateSchema.extend({ storeId: z.uuid('Choose a store').optional() }),
        response: { 201: idResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await createCustomerAtDesk(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_customer_profile'] },
      schema: {
        tags,
        summary:
          'Edit the name; a changed phone or email is refused (422 on the field): they change through ChangePhoneNumber / ChangeEmail and a code',
        params: idParamsSchema,
        body: customerUpdateSchema,
        response: { 200: idResult, ...errors },
      },
    },
    async (request) => ({ res_data: await updateCustomerProfile(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.get(
    '/PinnedNotes/:id',
    {
      config: { auth: 'admin', flags: ['customer_notes', 'view_customer_profile', 'view_appointment_details'] },
      schema: {
        tags,
        summary: "A customer's pinned notes (calendar appointment details)",
        params: idParamsSchema,
        response: { 200: okEnvelope(pinnedNotesSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await pinnedNotes(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Notes/:id',
    {
      config: { auth: 'admin', flags: ['customer_notes'] },
      schema: {
        tags,
        summary: 'Add a note',
        params: idParamsSchema,
        body: customerNoteInputSchema,
        response: { 201: okEnvelope(customerNoteSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await addNote(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.put(
    '/Notes/:id/:noteId',
    {
      config: { auth: 'admin', flags: ['customer_notes'] },
      schema: {
        tags,
        summary: 'Edit a note',
        params: customerNoteParamsSchema,
        body: customerNoteInputSchema,
        response: { 200: okEnvelope(customerNoteSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await editNote(ctx.db, request.actor!, request.params, request.body, request.id) }),
  );

  app.delete(
    '/Notes/:id/:noteId',
    {
      config: { auth: 'admin', flags: ['customer_notes'] },
      schema: { tags, summary: 'Delete a note', params: customerNoteParamsSchema, response: { 200: idResult, ...errors } },
    },
    async (request) => ({ res_data: await deleteNote(ctx.db, request.actor!, request.params, request.id) }),
  );
};
