import { errorBodySchema, idParamsSchema, okEnvelope, storeNoteInputSchema, storeNoteSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { addStoreNote, listStoreNotes } from './store-notes.service.ts';

const tags = ['Store'];

/** Notes on the store detail page. */
export const storeNotesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Notes/:id',
    {
      config: { auth: 'admin', flags: ['view_store_details', 'edit_store_notes'] },
      schema: {
        tags,
        summary: "A store's notes, newest first",
        params: idParamsSchema,
        response: { 200: okEnvelope(z.array(storeNoteSchema)), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await listStoreNotes(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/AddNote/:id',
    {
      config: { auth: 'admin', flags: ['edit_store_notes'] },
      schema: {
        tags,
        summary: 'Adds a note (kept verbatim, with author and time)',
        params: idParamsSchema,
        body: storeNoteInputSchema,
        response: { 201: okEnvelope(storeNoteSchema), '4xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      const note = await addStoreNote(ctx.db, request.actor!, request.params.id, request.body.text, request.id);
      return reply.status(201).send({ res_data: note });
    },
  );
};
