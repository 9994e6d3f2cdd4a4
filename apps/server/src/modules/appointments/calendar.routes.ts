import {
  APPOINTMENT_ACTION_FLAGS,
  appointmentHistorySchema,
  appointmentSchema,
  blockedSlotCreateSchema,
  blockedSlotUpdateSchema,
  calendarQuerySchema,
  calendarSchema,
  customerLookupQuerySchema,
  customerLookupSchema,
  dashboardQuerySchema,
  dashboardSchema,
  deletedSchema,
  errorBodySchema,
  idParamsSchema,
  myAppointmentsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createBlockedSlot, deleteBlockedSlot, updateBlockedSlot } from './blocked-slots.service.ts';
import { appointmentHistory, lookupCustomers } from './calendar-lookups.ts';
import { calendarOf, dashboardOf } from './calendar.service.ts';
import { appointmentIcs, myAppointments } from './customer-appointments.service.ts';

const errors = { '4xx': errorBodySchema };
const F = APPOINTMENT_ACTION_FLAGS;

/** Appointment/Calendar, Appointment/Dashboard, Appointment/Mine and Appointment/Ics. */
export const calendarRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['Appointment'];

  app.get(
    '/Calendar',
    {
      config: { auth: 'admin', flags: F.view },
      schema: {
        tags,
        summary: "A store's day or week: cutters (resources), appointments and blocked slots (events colored by status), open and close",
        querystring: calendarQuerySchema,
        response: { 200: okEnvelope(calendarSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await calendarOf(ctx, request.actor!, request.query) }),
  );

  app.get(
    '/CustomerLookup',
    {
      config: { auth: 'admin', flags: F.create },
      schema: {
        tags,
        summary: "The booking popup's customer search: up to 10 active customers of the store's brand by name, email or phone",
        querystring: customerLookupQuerySchema,
        response: { 200: okEnvelope(customerLookupSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await lookupCustomers(ctx, request.actor!, request.query) }),
  );

  app.get(
    '/History/:id',
    {
      config: { auth: 'admin', flags: F.view },
      schema: {
        tags,
        summary: "An appointment's history: every action, the status it moved between and who took it",
        params: idParamsSchema,
        response: { 200: okEnvelope(appointmentHistorySchema), ...errors },
      },
    },
    async (request) => ({ res_data: await appointmentHistory(ctx, request.actor!, request.params.id) }),
  );

  app.get(
    '/Dashboard',
    {
      config: { auth: 'admin', flags: F.view },
      schema: {
        tags,
        summary: "Today's and the week's appointments of a store, counted per status and per day",
        querystring: dashboardQuerySchema,
        response: { 200: okEnvelope(dashboardSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await dashboardOf(ctx, request.actor!, request.query) }),
  );

  app.get(
    '/Mine',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The signed-in customer's and linked profiles' appointments, upcoming and past",
        response: { 200: okEnvelope(myAppointmentsSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await myAppointments(ctx, request.actor!) }),
  );

  app.get(
    '/Ics/:id',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary: 'The appointment as an iCalendar file (text/calendar) to add to a calendar',
        params: idParamsSchema,
        response: { 200: z.unknown().describe('text/calendar'), ...errors },
      },
    },
    async (request, reply) => {
      const ics = await appointmentIcs(ctx, request.actor!, request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ics.filename}"`)
        .send(ics.body);
    },
  );
};

/** BlockedSlot/Create, Update, Delete: a cutter's Non Availability, blocked or vacation time. */
export const blockedSlotRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['BlockedSlot'];
  const one = { 200: okEnvelope(appointmentSchema), ...errors };

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: F['add-block'] },
      schema: {
        tags,
        summary: "Blocks a cutter's time (409 naming the appointment it would overlap)",
        body: blockedSlotCreateSchema,
        response: { 201: okEnvelope(appointmentSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createBlockedSlot(ctx, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: F['edit-block'] },
      schema: {
        tags,
        summary: 'Moves, resizes or relabels a blocked slot',
        params: idParamsSchema,
        body: blockedSlotUpdateSchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await updateBlockedSlot(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/Delete/:id',
    {
      config: { auth: 'admin', flags: F['delete-block'] },
      schema: {
        tags,
        summary: 'Frees the blocked time (the record is kept as cancelled)',
        params: idParamsSchema,
        response: { 200: okEnvelope(deletedSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await deleteBlockedSlot(ctx, request.actor!, request.params.id, request.id) }),
  );
};
