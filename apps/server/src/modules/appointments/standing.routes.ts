import {
  APPOINTMENT_ACTION_FLAGS,
  cancelSchema,
  errorBodySchema,
  followingRescheduleSchema,
  followingResultSchema,
  idParamsSchema,
  okEnvelope,
  standingCreateSchema,
  standingPreviewResultSchema,
  standingPreviewSchema,
  standingSeriesSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { idempotencyKeyOf, sendIdempotent } from '../../platform/idempotency/idempotency.ts';
import { cancelFollowing, rescheduleFollowing } from './standing-following.service.ts';
import { createStanding, previewStanding } from './standing.service.ts';

const tags = ['StandingAppointment'];
const errors = { '4xx': errorBodySchema };
const F = APPOINTMENT_ACTION_FLAGS;
const following = { 200: okEnvelope(followingResultSchema), ...errors };

/** Standing appointments (issue 20): "every 3 weeks on Tuesday at 10:00 with Marcus", previewed, created, edited onwards. */
export const standingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Preview',
    {
      config: { auth: 'admin', flags: F.create },
      schema: {
        tags,
        summary:
          'Every occurrence of a repeat rule on the store clock, each checked like a booking with its conflict in words (nothing saved)',
        body: standingPreviewSchema,
        response: { 200: okEnvelope(standingPreviewResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await previewStanding(ctx, request.actor!, request.body) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: F.create },
      schema: {
        tags,
        summary:
          'Books the series in one transaction, skipping skipDates; any other occurrence refused (409 when taken) names its date and saves nothing. Idempotency-Key replays the first answer',
        body: standingCreateSchema,
        response: { 201: okEnvelope(standingSeriesSchema), 200: okEnvelope(standingSeriesSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await createStanding(ctx, request.actor!, request.body, { idempotencyKey: idempotencyKeyOf(request), requestId: request.id }),
      ),
  );

  app.post(
    '/RescheduleFollowing/:id',
    {
      config: { auth: 'admin', flags: F.reschedule },
      schema: {
        tags,
        summary: 'This occurrence and all following (not started): same day shift and new local time and/or cutter; all or nothing',
        params: idParamsSchema,
        body: followingRescheduleSchema,
        response: following,
      },
    },
    async (request) => ({ res_data: await rescheduleFollowing(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/CancelFollowing/:id',
    {
      config: { auth: 'admin', flags: F.cancel },
      schema: {
        tags,
        summary: 'Cancels this occurrence and all following (not started); each freed time goes to the waitlist',
        params: idParamsSchema,
        body: cancelSchema,
        response: following,
      },
    },
    async (request) => ({ res_data: await cancelFollowing(ctx, request.actor!, request.params.id, request.body.reason, request.id) }),
  );
};
