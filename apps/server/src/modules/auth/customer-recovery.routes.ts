import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  codeRequestSchema,
  createCredentialsBodySchema,
  credentialsStateSchema,
  customerForgetPasswordBodySchema,
  customerForgetPasswordConfirmBodySchema,
  idParamsSchema,
  okEnvelope,
  passwordChangedSchema,
  passwordlessLoginBodySchema,
  resendOtpBodySchema,
  verifiedSchema,
  verifyContactBodySchema,
} from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import { createCredentials, verifyContact } from './customer-credentials.service.ts';
import { forgetPassword, forgetPasswordConfirm, passwordlessLogin, resendOtp } from './customer-recovery.service.ts';

/** CustomerAuth: codes for resetting, passwordless sign-in, resends, and verifying a phone or email. */
export const customerRecoveryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const sent = { 200: okEnvelope(codeRequestSchema) };

  app.post(
    '/ForgetPassword',
    { config: { auth: 'public' }, schema: { body: customerForgetPasswordBodySchema, response: sent } },
    async (request) => ({ res_data: await forgetPassword(ctx, await brandOfRequest(ctx.db, request), request.body) }),
  );

  app.post(
    '/PasswordlessLogin',
    { config: { auth: 'public' }, schema: { body: passwordlessLoginBodySchema, response: sent } },
    async (request) => ({ res_data: await passwordlessLogin(ctx, await brandOfRequest(ctx.db, request), request.body) }),
  );

  app.post(
    '/ForgetPasswordConfirm',
    {
      config: { auth: 'public' },
      schema: { body: customerForgetPasswordConfirmBodySchema, response: { 200: okEnvelope(passwordChangedSchema) } },
    },
    async (request) => ({
      res_data: await forgetPasswordConfirm(ctx, await brandOfRequest(ctx.db, request), request.body, request.id),
    }),
  );

  app.post('/ResendOTP', { config: { auth: 'public' }, schema: { body: resendOtpBodySchema, response: sent } }, async (request) => ({
    res_data: await resendOtp(ctx, await brandOfRequest(ctx.db, request), request.body),
  }));

  app.post(
    '/CreateCredentials/:id',
    {
      config: { auth: 'public' },
      schema: { params: idParamsSchema, body: createCredentialsBodySchema, response: { 200: okEnvelope(credentialsStateSchema) } },
    },
    async (request) => ({
      res_data: await createCredentials(ctx, await brandOfRequest(ctx.db, request), request.params.id, request.body),
    }),
  );

  for (const [path, kind] of [
    ['/VerifyEmail', 'email'],
    ['/VerifyPhoneNumber', 'phone'],
  ] as const) {
    app.put(
      path,
      { config: { auth: 'public' }, schema: { body: verifyContactBodySchema, response: { 200: okEnvelope(verifiedSchema) } } },
      async (request) => ({ res_data: await verifyContact(ctx, await brandOfRequest(ctx.db, request), kind, request.body) }),
    );
  }
};
