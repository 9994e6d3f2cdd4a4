import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  codeRequestSchema,
  employeeForgetPasswordBodySchema,
  employeeForgetPasswordConfirmBodySchema,
  employeeVerifyOtpBodySchema,
  emptyBodySchema,
  loggedOutSchema,
  okEnvelope,
  passwordChangedSchema,
  verifiedSchema,
} from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { changePassword, endSession } from './account.service.ts';
import { clearSessionCookie } from './cookies.ts';
import { employeeForgetPassword, employeeForgetPasswordConfirm, employeeVerifyPasswordOtp } from './employee-auth.service.ts';

/** EmployeeAuth: staff password reset, logout and password change. */
export const employeeAuthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/ForgetPassword',
    {
      config: { auth: 'public' },
      schema: { body: employeeForgetPasswordBodySchema, response: { 200: okEnvelope(codeRequestSchema) } },
    },
    async (request) => ({ res_data: await employeeForgetPassword(ctx, request.body.identifier) }),
  );

  app.post(
    '/VerifyPasswordOTP',
    { config: { auth: 'public' }, schema: { body: employeeVerifyOtpBodySchema, response: { 200: okEnvelope(verifiedSchema) } } },
    async (request) => ({
      res_data: await employeeVerifyPasswordOtp(ctx, request.body.identifier, request.body.confirmationCode),
    }),
  );

  app.post(
    '/ForgetPasswordConfirm',
    {
      config: { auth: 'public' },
      schema: { body: employeeForgetPasswordConfirmBodySchema, response: { 200: okEnvelope(passwordChangedSchema) } },
    },
    async (request) => ({
      res_data: await employeeForgetPasswordConfirm(ctx, request.body.identifier, request.body.password, request.id),
    }),
  );

  app.post(
    '/Logout',
    { config: { auth: 'admin' }, schema: { body: emptyBodySchema, response: { 200: okEnvelope(loggedOutSchema) } } },
    async (request, reply) => {
      const res = await endSession(ctx, request.actor!);
      clearSessionCookie(reply, ctx.config);
      return { res_data: res };
    },
  );

  app.post(
    '/ChangePassword',
    { config: { auth: 'admin' }, schema: { body: changePasswordBodySchema, response: { 200: okEnvelope(passwordChangedSchema) } } },
    async (request) => ({
      res_data: await changePassword(ctx, request.actor!, request.body, { ip: request.ip, requestId: request.id }),
    }),
  );

  // ValidatePasswordlessImage (face sign-in at the store tablet) is the face-sign-in module's.
};
