import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authenticatedSchema,
  changePasswordBodySchema,
  customerCreateBodySchema,
  identifierCheckSchema,
  identifierParamsSchema,
  emptyBodySchema,
  loggedOutSchema,
  okEnvelope,
  partialSignUpBodySchema,
  passwordChangedSchema,
  sentSchema,
  sessionSchema,
} from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import { changePassword, endSession } from './account.service.ts';
import type { Captcha } from './captcha.ts';
import { clearSessionCookie, setSessionCookie } from './cookies.ts';
import { checkIdentifier } from './customer-recovery.service.ts';
import { createCustomerAccount, partialSignUp } from './customer-signup.service.ts';

/** CustomerAuth: sign-up, the signed-in customer's account, and staff creating customers at the desk. */
export const customerAuthRoutes: FastifyPluginAsync<{ ctx: AppContext; captcha: Captcha }> = async (instance, { ctx, captcha }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/PartialSignUp',
    { config: { auth: 'public' }, schema: { body: partialSignUpBodySchema, response: { 200: okEnvelope(sentSchema) } } },
    async (request) => ({ res_data: await partialSignUp(ctx, captcha, await brandOfRequest(ctx.db, request), request.body) }),
  );

  app.post(
    '/Create',
    { config: { auth: 'public' }, schema: { body: customerCreateBodySchema, response: { 201: okEnvelope(sessionSchema) } } },
    async (request, reply) => {
      const brand = await brandOfRequest(ctx.db, request);
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'], requestId: request.id };
      const created = await createCustomerAccount(ctx, brand, request.body, meta);
      setSessionCookie(reply, ctx.config, created.token, created.absoluteExpiresAt, false);
      return reply.status(201).send({ res_data: created.session });
    },
  );

  app.post(
    '/Logout',
    { config: { auth: 'customer' }, schema: { body: emptyBodySchema, response: { 200: okEnvelope(loggedOutSchema) } } },
    async (request, reply) => {
      const res = await endSession(ctx, request.actor!);
      clearSessionCookie(reply, ctx.config);
      return { res_data: res };
    },
  );

  app.get(
    '/Authenticated',
    { config: { auth: 'optional' }, schema: { response: { 200: okEnvelope(authenticatedSchema) } } },
    async (request) => ({ res_data: { authenticated: request.actor?.type === 'customer' } }),
  );

  app.get(
    '/CheckIdentifier/:identifier',
    { config: { auth: 'public' }, schema: { params: identifierParamsSchema, response: { 200: okEnvelope(identifierCheckSchema) } } },
    async (request) => ({
      res_data: await checkIdentifier(ctx, await brandOfRequest(ctx.db, request), request.params.identifier, request.ip),
    }),
  );

  app.post(
    '/ChangePassword',
    { config: { auth: 'customer' }, schema: { body: changePasswordBodySchema, response: { 200: okEnvelope(passwordChangedSchema) } } },
    async (request) => ({
      res_data: await changePassword(ctx, request.actor!, request.body, { ip: request.ip, requestId: request.id }),
    }),
  );
};
