import {
  APPOINTMENT_ACTION_FLAGS,
  appointmentSchema,
  cancelSchema,
  combineSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  quickAppointmentSchema,
  rollbackSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { customerCancel, type LifecycleAction, runStaffAction } from './appointment-lifecycle.service.ts';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.ts';
import { combineAppointments, quickAppointment } from './appointment-visits.service.ts';

const tags = ['Appointment'];
const errors = { '4xx': errorBodySchema };
const one = { 200: okEnvelope(appointmentSchema), ...errors };
const F = APPOINTMENT_ACTION_FLAGS;
const noBody = z.object({}).optional();

/** The lifecycle actions of DOMAIN.md (INVALID_TRANSITION 409 names status and action), quick and combine. */
export const appointmentActionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Cancel/:id',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary: 'Cancels with a reason (walkout needs the walkout flag). Staff: cancel_appointment; customers: own, until 2 h before',
        params: idParamsSchema,
        body: cancelSchema,
        response: one,
      },
    },
    async (request) => {
      const actor = request.actor!;
      const { reason } = request.body;
      const res_data =
        actor.type === 'customer'
          ? await customerCancel(ctx, actor, request.params.id, reason, request.id)
          : await runStaffAction(ctx, actor, request.params.id, 'cancel', { reason, requestId: request.id });
      return { res_data };
    },
  );

  const simple: { path: string; action: LifecycleAction; flags?: readonly string[]; summary: string }[] = [
    {
      path: '/NoShow/:id',
      action: 'no-show',
      flags: F['no-show'],
      summary: 'Marks a no-show (booked or rescheduled, only after the start time)',
    },
    { path: '/CheckIn/:id', action: 'check-in', flags: F['check-in'], summary: 'Checks the customer in' },
    // No route flags: the appointment's own cutter may start and stop without the front-desk flags.
    { path: '/Start/:id', action: 'start', summary: 'Starts the service (front desk, or the cutter on their own appointment)' },
    { path: '/Stop/:id', action: 'stop', summary: "Completes the service; deducts the services' back-bar products" },
  ];
  for (const route of simple) {
    app.post(
      route.path,
      {
        config: { auth: 'admin', ...(route.flags ? { flags: route.flags } : {}) },
        schema: { tags, summary: route.summary, params: idParamsSchema, body: noBody, response: one },
      },
      async (request) => ({
        res_data: await runStaffAction(ctx, request.actor!, request.params.id, route.action, { requestId: request.id }),
      }),
    );
  }

  app.post(
    '/Rollback/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'rollback-checkin (checked_in -> booked), rollback-start (ongoing -> checked_in), rollback-end (completed -> ongoing, back-bar undone)',
        params: idParamsSchema,
        body: rollbackSchema,
        response: one,
      },
    },
    async (request) => ({
      res_data: await runStaffAction(ctx, request.actor!, request.params.id, request.body.action, { requestId: request.id }),
    }),
  );

  app.post(
    '/Quick',
    {
      config: { auth: 'admin', flags: F.quick },
      schema: {
        tags,
        summary:
          'A walk-in starting now (next slot mark) with the first bookable cutter unless one is named. Idempotency-Key replays the first answer',
        body: quickAppointmentSchema,
        response: { 201: okEnvelope(appointmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const answer = await quickAppointment(ctx, request.actor!, request.body, {
        idempotencyKey: idempotencyKeyOf(request),
        requestId: request.id,
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    '/Combine',
    {
      config: { auth: 'admin', flags: F.combine },
      schema: {
        tags,
        summary:
          "One customer's appointments of one day and store become one visit: the earliest takes every service; the others are cancelled (combined)",
        body: combineSchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await combineAppointments(ctx, request.actor!, request.body.appointmentIds, request.id) }),
  );
};
