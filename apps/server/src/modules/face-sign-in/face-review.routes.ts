import {
  errorBodySchema,
  faceReviewBodySchema,
  faceReviewItemSchema,
  faceReviewListSchema,
  faceReviewQuerySchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { faceReviewQueue, reviewFaceAttempt } from './face-review.service.ts';

const errors = { '4xx': errorBodySchema };
/** The time card approval flag: whoever approves the store's time cards reviews its face attempts. */
export const FACE_REVIEW_FLAGS = ['edit_time_card_entry'];

/** The managers' review of weak and PIN-finished face attempts, under /api/FaceSignIn. */
export const faceReviewRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/Review',
    {
      config: { auth: 'admin', flags: FACE_REVIEW_FLAGS },
      schema: {
        tags: ['FaceSignIn'],
        summary: 'The store’s weak and PIN-finished face attempts (scores only, never a photo), pending or reviewed',
        querystring: faceReviewQuerySchema,
        response: { 200: okEnvelope(faceReviewListSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await faceReviewQueue(ctx, request.actor!, request.query.storeId, request.query.status),
    }),
  );
  app.post(
    '/Review/:attemptId',
    {
      config: { auth: 'admin', flags: FACE_REVIEW_FLAGS },
      schema: {
        tags: ['FaceSignIn'],
        summary: 'Mark a face attempt reviewed: confirmed, or suspicious (emails the owners; may require a new enrolment)',
        params: z.object({ attemptId: z.uuid('Attempt must be a valid id') }),
        body: faceReviewBodySchema,
        response: { 200: okEnvelope(faceReviewItemSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await reviewFaceAttempt(ctx, request.actor!, request.params.attemptId, request.body, request.id),
    }),
  );
};
