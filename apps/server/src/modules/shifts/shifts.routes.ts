import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  shiftCopyWeekResultSchema,
  shiftCopyWeekSchema,
  shiftCreateSchema,
  shiftDeleteResultSchema,
  shiftPublishResultSchema,
  shiftPublishSchema,
  shiftSchema,
  shiftSearchResultSchema,
  shiftSearchSchema,
  shiftUpdateSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { copyWeek } from './shift-copy.service.ts';
import { publishShifts } from './shift-publish.service.ts';
import { searchShifts } from './shift-search.service.ts';
import { createShift, deleteShift, updateShift } from './shifts.service.ts';

const tags = ['Shift'];
const errors = { '4xx': errorBodySchema };

/** Shifts and the employee schedule (docs/booking-api.md): /admin/store/manage-shifts and /admin/store/employee-schedule. */
export const shiftRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: ['view_store_shifts', 'view_self_store_shifts'] },
      schema: {
        tags,
        summary: "A store's shifts over local days and the schedule grid (days without a shift are pending); view-self sees only one's own",
        body: shiftSearchSchema,
        response: { 200: okEnvelope(shiftSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchShifts(ctx.db, request.actor!, request.body) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['add_store_shifts'] },
      schema: {
        tags,
        summary:
          'A draft shift; without an end it lasts 9 hours or until closing. 422 outside opening hours, 409 when it overlaps a shift of the employee',
        body: shiftCreateSchema,
        response: { 201: okEnvelope(shiftSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createShift(ctx, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_store_shifts'] },
      schema: {
        tags,
        summary: 'Changes the employee or times of a shift; a published one stays published and its employee is emailed',
        params: idParamsSchema,
        body: shiftUpdateSchema,
        response: { 200: okEnvelope(shiftSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateShift(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/Delete/:id',
    {
      config: { auth: 'admin', flags: ['delete_store_shifts'] },
      schema: {
        tags,
        summary: 'Deletes a shift; the employee of a published one is emailed',
        params: idParamsSchema,
        response: { 200: okEnvelope(shiftDeleteResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await deleteShift(ctx, request.actor!, request.params.id, request.id) }),
  );

  app.post(
    '/Publish',
    {
      config: { auth: 'admin', flags: ['publish_store_shifts'] },
      schema: {
        tags,
        summary:
          "Publishes the store's drafts over local days (draft -> active), emails each affected employee and a summary to notified managers",
        body: shiftPublishSchema,
        response: { 200: okEnvelope(shiftPublishResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await publishShifts(ctx, request.actor!, request.body, request.id) }),
  );

  app.post(
    '/CopyWeek',
    {
      config: { auth: 'admin', flags: ['add_store_shifts'] },
      schema: {
        tags,
        summary: "Copies a week's shifts as drafts to the same local times of another week, skipping overlaps and closed hours",
        body: shiftCopyWeekSchema,
        response: { 201: okEnvelope(shiftCopyWeekResultSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await copyWeek(ctx, request.actor!, request.body, request.id) }),
  );
};
