import {
  commissionRateInputSchema,
  commissionRateListSchema,
  commissionRateParamsSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { addCommissionRate, listCommissionRates, type RateChange, removeCommissionRate } from './commission-rates.service.ts';

const tags = ['Employee'];
const errors = { '4xx': errorBodySchema };

/** Employee/CommissionRates (issue 15): the employee's effective-dated service and retail commission rates. */
export const commissionRateRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const changeOf = (request: FastifyRequest, employeeId: string): RateChange => ({
    actor: request.actor!,
    employeeId,
    now: ctx.now(),
    requestId: request.id,
  });
  app.get(
    '/CommissionRates/:id',
    {
      config: { auth: 'admin', flags: ['edit_employee', 'view_billing_rate'] },
      schema: {
        tags,
        summary: "The employee's commission rates, newest first, and the earliest day a new one may start",
        params: idParamsSchema,
        response: { 200: okEnvelope(commissionRateListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listCommissionRates(ctx.db, request.actor!, request.params.id, ctx.now()) }),
  );
  app.post(
    '/CommissionRates/:id',
    {
      config: { auth: 'admin', flags: ['edit_employee'] },
      schema: {
        tags,
        summary: 'Sets the commission rates from a day on (today or later); past periods keep theirs',
        params: idParamsSchema,
        body: commissionRateInputSchema,
        response: { 200: okEnvelope(commissionRateListSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await addCommissionRate(ctx.db, changeOf(request, request.params.id), request.body),
    }),
  );
  app.delete(
    '/CommissionRates/:id/:rateId',
    {
      config: { auth: 'admin', flags: ['edit_employee'] },
      schema: {
        tags,
        summary: 'Removes a commission rate that has not started yet (409 once in effect)',
        params: commissionRateParamsSchema,
        response: { 200: okEnvelope(commissionRateListSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await removeCommissionRate(ctx.db, changeOf(request, request.params.id), request.params.rateId),
    }),
  );
};
