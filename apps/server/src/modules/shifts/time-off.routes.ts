import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  timeOffCreateSchema,
  timeOffSchema,
  timeOffSearchResultSchema,
  timeOffSearchSchema,
  timeOffUpdateSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createTimeOff, searchTimeOff, updateTimeOff } from './time-off.service.ts';

const tags = ['TimeOff'];
const errors = { '4xx': errorBodySchema };

/** Time off (docs/booking-api.md); approved time off removes availability. */
export const timeOffRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['time_off'] },
      schema: {
        tags,
        summary: 'Time off of an employee at one store or all (storeId null); approved by default',
        body: timeOffCreateSchema,
        response: { 201: okEnvelope(timeOffSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await createTimeOff(ctx.db, request.actor!, request.body, ctx.now(), request.id) }),
  );

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: ['time_off'] },
      schema: {
        tags,
        summary: 'Time off by employee, store, period and status (at most 500, earliest first)',
        body: timeOffSearchSchema,
        response: { 200: okEnvelope(timeOffSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchTimeOff(ctx.db, request.actor!, request.body) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['time_off'] },
      schema: {
        tags,
        summary: 'Changes the times or reason, or decides it (approved, rejected, cancelled)',
        params: idParamsSchema,
        body: timeOffUpdateSchema,
        response: { 200: okEnvelope(timeOffSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateTimeOff(ctx.db, request.actor!, request.params.id, request.body, ctx.now(), request.id) }),
  );
};
