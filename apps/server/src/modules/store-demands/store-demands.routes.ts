import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  shiftSchema,
  storeDemandAcceptSchema,
  storeDemandCoverageResultSchema,
  storeDemandCreateSchema,
  storeDemandForecastResultSchema,
  storeDemandForecastSchema,
  storeDemandSchema,
  storeDemandSuggestionSchema,
  storeDemandUpdateSchema,
  storeDemandWeekResultSchema,
  storeDemandWeekSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { acceptSuggestion, suggestFromDemand } from './demand-suggest.service.ts';
import { createDemand, demandCoverageOf, demandForecast, demandWeek, getDemand, updateDemand } from './store-demands.service.ts';

const tags = ['StoreDemand'];
const errors = { '4xx': errorBodySchema };

/** Store demand (issue 17): /admin/store/store-demands, and demand versus cover on /admin/store/manage-shifts. */
export const storeDemandRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Week',
    {
      config: { auth: 'admin', flags: ['view_store_demand', 'create_store_demand', 'edit_store_demand'] },
      schema: {
        tags,
        summary: "A store's demand week: the hour grid from its opening hours, the skill sets, the settings and the demand saved for it",
        body: storeDemandWeekSchema,
        response: { 200: okEnvelope(storeDemandWeekResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await demandWeek(ctx, request.actor!, request.body) }),
  );

  app.post(
    '/Forecast',
    {
      config: { auth: 'admin', flags: ['create_store_demand', 'edit_store_demand'] },
      schema: {
        tags,
        summary: 'Headcount per skill set and hour from the last weeks of appointments, with how each number was derived',
        body: storeDemandForecastSchema,
        response: { 200: okEnvelope(storeDemandForecastResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await demandForecast(ctx, request.actor!, request.body) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_store_demand'] },
      schema: {
        tags,
        summary:
          "Saves a store's week of demand as a draft or booked; 409 when the week already has one, 422 naming a cell that does not fit",
        body: storeDemandCreateSchema,
        response: { 201: okEnvelope(storeDemandSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createDemand(ctx, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_store_demand'] },
      schema: {
        tags,
        summary: 'Changes the headcounts or books the demand (draft -> booked); 409 when someone saved since the version given',
        params: idParamsSchema,
        body: storeDemandUpdateSchema,
        response: { 200: okEnvelope(storeDemandSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateDemand(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.get(
    '/Get/:id',
    {
      config: { auth: 'admin', flags: ['view_store_demand'] },
      schema: {
        tags,
        summary: 'A demand with its history',
        params: idParamsSchema,
        response: { 200: okEnvelope(storeDemandSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getDemand(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/Coverage',
    {
      config: { auth: 'admin', flags: ['view_store_demand', 'view_store_shifts'] },
      schema: {
        tags,
        summary: "Required versus scheduled headcount per skill set and hour of a store's week (all shifts, and published ones only)",
        body: storeDemandWeekSchema,
        response: { 200: okEnvelope(storeDemandCoverageResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await demandCoverageOf(ctx, request.actor!, request.body) }),
  );

  app.post(
    '/Suggest/:id',
    {
      config: { auth: 'admin', flags: ['add_store_shifts'] },
      schema: {
        tags,
        summary: 'Proposes draft shifts that cover the demand, with coverage before and after and every hour left short with its reason',
        params: idParamsSchema,
        body: z.object({}).nullish(),
        response: { 200: okEnvelope(storeDemandSuggestionSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await suggestFromDemand(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/Accept/:id',
    {
      config: { auth: 'admin', flags: ['add_store_shifts'] },
      schema: {
        tags,
        summary: 'Creates the chosen suggested shifts as drafts, all or none (a refused one names its index)',
        params: idParamsSchema,
        body: storeDemandAcceptSchema,
        response: { 201: okEnvelope(z.array(shiftSchema)), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await acceptSuggestion(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );
};
