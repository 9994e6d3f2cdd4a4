import {
  customerMergePreviewSchema,
  emptyBodySchema,
  customerMergeCountsSchema,
  customerMergeSchema,
  errorBodySchema,
  idParamsSchema,
  linkedProfileCreateSchema,
  moveLinkedProfileSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { mergeCustomers, previewMerge } from './customer-merge.service.ts';
import { addLinkedProfile, moveLinkedProfile, unlinkProfile } from './linked-profiles.service.ts';

const tags = ['Customer'];
const errors = { '4xx': errorBodySchema };
const idResult = okEnvelope(z.object({ id: z.uuid() }));

/** Merge duplicates (flag merge_customers) and linked profiles (flag link_customer_profile). */
export const customerMergeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/MergePreview',
    {
      config: { auth: 'admin', flags: ['merge_customers'] },
      schema: {
        tags,
        summary: 'What a merge would move to the survivor',
        body: customerMergeSchema,
        response: { 200: okEnvelope(customerMergePreviewSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await previewMerge(ctx.db, request.actor!, request.body) }),
  );

  app.post(
    '/Merge',
    {
      config: { auth: 'admin', flags: ['merge_customers'] },
      schema: {
        tags,
        summary: 'Merge a duplicate into the survivor in one transaction (audited with both ids)',
        body: customerMergeSchema,
        response: { 200: okEnvelope(z.object({ survivorId: z.uuid(), mergedId: z.uuid(), moved: customerMergeCountsSchema })), ...errors },
      },
    },
    async (request) => ({ res_data: await mergeCustomers(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.post(
    '/Linked/:id',
    {
      config: { auth: 'admin', flags: ['link_customer_profile'] },
      schema: {
        tags,
        summary: 'Add a family member under this primary profile',
        params: idParamsSchema,
        body: linkedProfileCreateSchema,
        response: { 201: idResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await addLinkedProfile(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/Unlink/:id',
    {
      config: { auth: 'admin', flags: ['link_customer_profile'] },
      schema: {
        tags,
        summary: 'Make a linked profile a primary profile of its own',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: idResult, ...errors },
      },
    },
    async (request) => ({ res_data: await unlinkProfile(ctx.db, request.actor!, request.params.id, request.id) }),
  );

  app.post(
    '/MoveLinked/:id',
    {
      config: { auth: 'admin', flags: ['link_customer_profile'] },
      schema: {
        tags,
        summary: 'Move a linked profile under another primary profile',
        params: idParamsSchema,
        body: moveLinkedProfileSchema,
        response: { 200: idResult, ...errors },
      },
    },
    async (request) => ({
      res_data: await moveLinkedProfile(ctx.db, request.actor!, request.params.id, request.body.primaryId, request.id),
    }),
  );
};
