import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  employeeActivateBodySchema,
  employeeCreateBodySchema,
  employeeCreatedSchema,
  employeeListSchema,
  employeeRecordSchema,
  employeeSearchBodySchema,
  employeeSetPinBodySchema,
  employeeStatusSchema,
  employeeUpdateBodySchema,
  idParamsSchema,
  okEnvelope,
  pinSetSchema,
} from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { setEmployeePin } from './employee-pin.ts';
import { employeeProfile, getEmployee, searchEmployees } from './employee-read.service.ts';
import { setEmployeeActive } from './employee-status.service.ts';
import { createEmployeeFromWizard, updateEmployee } from './employee-write.service.ts';

/** Employee: list, record views, the wizard's Create/Update, activation and the time-clock PIN. */
export const employeeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: ['view_all_employees', 'view_self_employee'] },
      schema: { body: employeeSearchBodySchema, response: { 200: okEnvelope(employeeListSchema) } },
    },
    async (request) => ({ res_data: await searchEmployees(ctx.db, request.actor!, request.body) }),
  );

  // Visibility (reach, details or full) is decided per record in the service; anyone may read their own.
  app.get(
    '/GetById/:id',
    { config: { auth: 'admin' }, schema: { params: idParamsSchema, response: { 200: okEnvelope(employeeRecordSchema) } } },
    async (request) => ({ res_data: await getEmployee(ctx.db, request.actor!, request.params.id) }),
  );

  app.get('/Profile', { config: { auth: 'admin' }, schema: { response: { 200: okEnvelope(employeeRecordSchema) } } }, async (request) => ({
    res_data: await employeeProfile(ctx.db, request.actor!),
  }));

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_employee'] },
      schema: { body: employeeCreateBodySchema, response: { 201: okEnvelope(employeeCreatedSchema) } },
    },
    async (request, reply) => {
      const created = await createEmployeeFromWizard(ctx, request.actor!, request.body, request.id);
      return reply.code(201).send({ res_data: created });
    },
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_employee'] },
      schema: { params: idParamsSchema, body: employeeUpdateBodySchema, response: { 200: okEnvelope(employeeRecordSchema) } },
    },
    async (request) => ({ res_data: await updateEmployee(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.patch(
    '/Activate/:id',
    {
      config: { auth: 'admin', flags: ['activate_employee'] },
      schema: { params: idParamsSchema, body: employeeActivateBodySchema, response: { 200: okEnvelope(employeeStatusSchema) } },
    },
    async (request) => ({
      res_data: await setEmployeeActive(ctx, request.actor!, request.params.id, request.body.active, request.id),
    }),
  );

  // The employee themself, or edit_employee (checked in the service).
  app.put(
    '/SetPin/:id',
    {
      config: { auth: 'admin' },
      schema: { params: idParamsSchema, body: employeeSetPinBodySchema, response: { 200: okEnvelope(pinSetSchema) } },
    },
    async (request) => ({ res_data: await setEmployeePin(ctx, request.actor!, request.params.id, request.body.pin, request.id) }),
  );
};
