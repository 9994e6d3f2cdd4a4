import {
  addServicesSchema,
  APPOINTMENT_ACTION_FLAGS,
  appointmentCreateSchema,
  appointmentSchema,
  appointmentSearchResultSchema,
  appointmentSearchSchema,
  appointmentUpdateSchema,
  errorBodySchema,
  extraTimeSchema,
  idParamsSchema,
  okEnvelope,
  rebookSchema,
  rescheduleSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { idempotencyKeyOf, sendIdempotent } from '../../platform/idempotency/idempotency.ts';
import { rebookAppointment } from './appointment-visits.service.ts';
import {
  addServices,
  createAppointment,
  extraTime,
  getAppointment,
  searchAppointments,
  updateAppointment,
} from './appointments.service.ts';
import { customerReschedule } from './customer-appointments.service.ts';
import { rescheduleAppointment } from './reschedule.ts';

const tags = ['Appointment'];
const errors = { '4xx': errorBodySchema };
const one = { 200: okEnvelope(appointmentSchema), ...errors };
const F = APPOINTMENT_ACTION_FLAGS;

/** Appointments (docs/booking-api.md): booking, reading and changing services and times. */
export const appointmentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: F.create },
      schema: {
        tags,
        summary:
          'Books (web, walkin, phone; customer or guest; cutter or "any"). Idempotency-Key replays the first answer; 409 names a conflict',
        body: appointmentCreateSchema,
        response: { 201: okEnvelope(appointmentSchema), 200: okEnvelope(appointmentSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await createAppointment(ctx, request.actor!, request.body, { idempotencyKey: idempotencyKeyOf(request), requestId: request.id }),
      ),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: F.view },
      schema: {
        tags,
        summary: 'One appointment or blocked slot, with the actions its status allows',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await getAppointment(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: F.view },
      schema: {
        tags,
        summary: "A store's appointments on local days from..to, by cutter, customer and status",
        body: appointmentSearchSchema,
        response: { 200: okEnvelope(appointmentSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchAppointments(ctx, request.actor!, request.body) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: [...F.update, ...F.stretch, ...F['update-once-started']] },
      schema: {
        tags,
        summary: 'Notes, customer or guest, services and times (a new end alone is a stretch; once started needs its own flag)',
        params: idParamsSchema,
        body: appointmentUpdateSchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await updateAppointment(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/AddServices/:id',
    {
      config: { auth: 'admin', flags: F['add-services'] },
      schema: {
        tags,
        summary: 'Adds services; the end grows by their time',
        params: idParamsSchema,
        body: addServicesSchema,
        response: one,
      },
    },
    async (request) => ({
      res_data: await addServices(ctx, request.actor!, request.params.id, request.body.serviceIds, request.body.version, request.id),
    }),
  );

  app.post(
    '/ExtraTime/:id',
    {
      config: { auth: 'admin', flags: F['extra-time'] },
      schema: { tags, summary: 'Moves the end later by some minutes', params: idParamsSchema, body: extraTimeSchema, response: one },
    },
    async (request) => ({
      res_data: await extraTime(ctx, request.actor!, request.params.id, request.body.minutes, request.body.version, request.id),
    }),
  );

  app.post(
    '/Reschedule/:id',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary:
          'New time and/or cutter (status rescheduled, history kept). Staff: reschedule_appointment; customers: own, until 2 h before',
        params: idParamsSchema,
        body: rescheduleSchema,
        response: one,
      },
    },
    async (request) => {
      const actor = request.actor!;
      const run = actor.type === 'customer' ? customerReschedule : rescheduleAppointment;
      return { res_data: await run(ctx, actor, request.params.id, request.body, request.id) };
    },
  );

  app.post(
    '/Rebook/:id',
    {
      config: { auth: 'admin', flags: F.rebook },
      schema: {
        tags,
        summary: 'A new appointment with the same customer, services and cutter (or another) at a new time',
        params: idParamsSchema,
        body: rebookSchema,
        response: { 201: okEnvelope(appointmentSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await rebookAppointment(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );
};
