import {
  type FollowingReschedule,
  followingResultSchema,
  type StandingCreate,
  type StandingPreviewRequest,
  type StandingPreviewResult,
  type StandingSeries,
  standingPreviewResultSchema,
  standingSeriesSchema,
} from '@salon/shared';
import type { z } from 'zod';
import { api } from '../../api/api-slice.ts';

type Following = z.infer<typeof followingResultSchema>;
const withTags = api.enhanceEndpoints({ addTagTypes: ['Calendar', 'Appointment'] });

/** Standing appointments (issue 20): preview and book a series; move or cancel this and all following. */
export const standingApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    previewStanding: build.mutation<StandingPreviewResult, StandingPreviewRequest>({
      query: (body) => ({
        path: 'StandingAppointment/Preview',
        method: 'POST',
        body,
        brandScoped: false,
        schema: standingPreviewResultSchema,
      }),
    }),
    createStanding: build.mutation<StandingSeries, { body: StandingCreate; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        path: 'StandingAppointment/Create',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        brandScoped: false,
        schema: standingSeriesSchema,
      }),
      invalidatesTags: ['Calendar'],
    }),
    rescheduleFollowing: build.mutation<Following, { id: string; body: FollowingReschedule }>({
      query: ({ id, body }) => ({
        path: `StandingAppointment/RescheduleFollowing/${id}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: followingResultSchema,
      }),
      invalidatesTags: ['Calendar', 'Appointment'],
    }),
    cancelFollowing: build.mutation<Following, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        path: `StandingAppointment/CancelFollowing/${id}`,
        method: 'POST',
        body: { reason },
        brandScoped: false,
        schema: followingResultSchema,
      }),
      invalidatesTags: ['Calendar', 'Appointment'],
    }),
  }),
});

export const { usePreviewStandingMutation, useCreateStandingMutation, useRescheduleFollowingMutation, useCancelFollowingMutation } =
  standingApi;
