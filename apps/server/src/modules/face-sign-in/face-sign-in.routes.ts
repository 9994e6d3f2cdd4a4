import {
  errorBodySchema,
  faceClockBodySchema,
  faceClockResultSchema,
  faceEnrolBodySchema,
  faceEnrolmentSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { clockByFace } from './face-clock.ts';
import { deleteFace, enrolFace, faceEnrolment } from './face-templates.ts';

const errors = { '4xx': errorBodySchema };
/** As the PIN tablet: anyone with a time card may run the store tablet and enrol their own face. */
export const ANY_CARD = ['view_self_time_card', 'view_all_time_cards'];
const employeeParams = z.object({ employeeId: z.uuid('Employee must be a valid id') });

/** Face enrolment under /api/FaceSignIn (the employee's profile). */
export const faceEnrolmentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const route = <T>(summary: string, extra: T) => ({
    config: { auth: 'admin' as const, flags: ANY_CARD },
    schema: { tags: ['FaceSignIn'], summary, ...extra },
  });
  app.get(
    '/Enrolment/:employeeId',
    route('Whether the employee has a face template, with the consent on record', {
      params: employeeParams,
      response: { 200: okEnvelope(faceEnrolmentSchema), ...errors },
    }),
    async (request) => ({ res_data: await faceEnrolment(ctx, request.actor!, request.params.employeeId) }),
  );
  app.post(
    '/Enrol',
    route('Record the employee’s consent to the biometric policy and store the face template (never the photo)', {
      body: faceEnrolBodySchema,
      response: { 200: okEnvelope(faceEnrolmentSchema), ...errors },
    }),
    async (request) => ({ res_data: await enrolFace(ctx, request.actor!, request.body, request.id) }),
  );
  app.delete(
    '/Enrolment/:employeeId',
    route('Delete the employee’s face template (on request; consent withdrawn)', {
      params: employeeParams,
      response: { 200: okEnvelope(faceEnrolmentSchema), ...errors },
    }),
    async (request) => ({ res_data: await deleteFace(ctx, request.actor!, request.params.employeeId, request.id) }),
  );
};

/** The spec's EmployeeAuth/ValidatePasswordlessImage: the store tablet at /admin/face. */
export const faceTabletRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/ValidatePasswordlessImage',
    {
      config: { auth: 'admin', flags: ANY_CARD },
      schema: {
        tags: ['EmployeeAuth'],
        summary: 'The store tablet: match the one face in the image against the store’s enrolled employees; a match clocks them in or out',
        body: faceClockBodySchema,
        response: { 200: okEnvelope(faceClockResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await clockByFace(ctx, request.actor!, request.body, request.id) }),
  );
};
