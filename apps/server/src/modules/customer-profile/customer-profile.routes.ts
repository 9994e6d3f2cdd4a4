import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountClosedSchema,
  changeEmailBodySchema,
  changePhoneBodySchema,
  closeAccountBodySchema,
  codeRequestSchema,
  confirmEmailChangeBodySchema,
  confirmPhoneChangeBodySchema,
  contactPreferencesSchema,
  smsPauseSchema,
  idParamsSchema,
  linkedProfileBodySchema,
  linkedProfileSchema,
  linkedProfilesSchema,
  linkedRemovedSchema,
  myDataFileSchema,
  myDataQuerySchema,
  okEnvelope,
  personalDetailsSchema,
  supportRequestBodySchema,
  supportRequestCreatedSchema,
  supportRequestsSchema,
  updateContactPreferencesBodySchema,
  updatePersonalBodySchema,
} from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { getPreferences, getSmsPause, updatePreferences } from './communication.service.ts';
import {
  addLinked,
  confirmContactChange,
  editLinked,
  getPersonal,
  listLinked,
  removeLinked,
  requestContactChange,
  updatePersonal,
} from './personal.service.ts';
import { closeAccount, myData, myDataCsv } from './privacy.service.ts';
import { createSupportRequest, listSupportRequests } from './support.service.ts';

/** CustomerProfile: the signed-in customer's own profile (personal, communication, privacy, support). */
export const customerProfileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const customer = { auth: 'customer' as const };
  const personal = { 200: okEnvelope(personalDetailsSchema) };

  app.get('/Personal', { config: customer, schema: { response: personal } }, async (request) => ({
    res_data: await getPersonal(ctx, request.actor!),
  }));
  app.put('/Personal', { config: customer, schema: { body: updatePersonalBodySchema, response: personal } }, async (request) => ({
    res_data: await updatePersonal(ctx, request.actor!, request.body, request.id),
  }));

  const sent = { 200: okEnvelope(codeRequestSchema) };
  app.post('/ChangeEmail', { config: customer, schema: { body: changeEmailBodySchema, response: sent } }, async (request) => ({
    res_data: await requestContactChange(ctx, request.actor!, 'email', request.body.email),
  }));
  app.post('/ChangePhoneNumber', { config: customer, schema: { body: changePhoneBodySchema, response: sent } }, async (request) => ({
    res_data: await requestContactChange(ctx, request.actor!, 'phone', request.body.phoneNumber),
  }));
  app.put('/VerifyEmail', { config: customer, schema: { body: confirmEmailChangeBodySchema, response: personal } }, async (request) => ({
    res_data: await confirmContactChange(ctx, request.actor!, 'email', request.body, request.id),
  }));
  app.put(
    '/VerifyPhoneNumber',
    { config: customer, schema: { body: confirmPhoneChangeBodySchema, response: personal } },
    async (request) => ({ res_data: await confirmContactChange(ctx, request.actor!, 'phone', request.body, request.id) }),
  );

  app.get('/LinkedProfiles', { config: customer, schema: { response: { 200: okEnvelope(linkedProfilesSchema) } } }, async (request) => ({
    res_data: await listLinked(ctx, request.actor!),
  }));
  app.post(
    '/LinkedProfiles',
    { config: customer, schema: { body: linkedProfileBodySchema, response: { 201: okEnvelope(linkedProfileSchema) } } },
    async (request, reply) => reply.status(201).send({ res_data: await addLinked(ctx, request.actor!, request.body, request.id) }),
  );
  app.put(
    '/LinkedProfiles/:id',
    {
      config: customer,
      schema: { params: idParamsSchema, body: linkedProfileBodySchema, response: { 200: okEnvelope(linkedProfileSchema) } },
    },
    async (request) => ({ res_data: await editLinked(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );
  app.delete(
    '/LinkedProfiles/:id',
    { config: customer, schema: { params: idParamsSchema, response: { 200: okEnvelope(linkedRemovedSchema) } } },
    async (request) => ({ res_data: await removeLinked(ctx, request.actor!, request.params.id, request.id) }),
  );

  const prefs = { 200: okEnvelope(contactPreferencesSchema) };
  app.get('/Communication', { config: customer, schema: { response: prefs } }, async (request) => ({
    res_data: await getPreferences(ctx, request.actor!),
  }));
  app.get('/Communication/SmsPause', { config: customer, schema: { response: { 200: okEnvelope(smsPauseSchema) } } }, async (request) => ({
    res_data: await getSmsPause(ctx, request.actor!),
  }));
  app.put(
    '/Communication',
    { config: customer, schema: { body: updateContactPreferencesBodySchema, response: prefs } },
    async (request) => ({
      res_data: await updatePreferences(ctx, request.actor!, request.body.preferences, request.id),
    }),
  );

  app.get(
    '/MyData',
    { config: customer, schema: { querystring: myDataQuerySchema, response: { 200: okEnvelope(myDataFileSchema) } } },
    async (request, reply) => {
      const data = await myData(ctx, request.actor!);
      const day = data.exportedAt.slice(0, 10);
      reply.header('cache-control', 'no-store');
      const csv = request.query.format === 'csv';
      return {
        res_data: {
          filename: `my-data-${day}.${csv ? 'csv' : 'json'}`,
          contentType: csv ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8',
          content: csv ? myDataCsv(data) : JSON.stringify(data, null, 2),
        },
      };
    },
  );
  app.post(
    '/CloseAccount',
    { config: customer, schema: { body: closeAccountBodySchema, response: { 200: okEnvelope(accountClosedSchema) } } },
    async (request) => ({ res_data: await closeAccount(ctx, request.actor!, request.body, request.id) }),
  );

  app.get('/SupportRequests', { config: customer, schema: { response: { 200: okEnvelope(supportRequestsSchema) } } }, async (request) => ({
    res_data: await listSupportRequests(ctx, request.actor!),
  }));
  app.post(
    '/SupportRequests',
    { config: customer, schema: { body: supportRequestBodySchema, response: { 201: okEnvelope(supportRequestCreatedSchema) } } },
    async (request, reply) =>
      reply.status(201).send({ res_data: await createSupportRequest(ctx, request.actor!, request.body, request.id) }),
  );
};
