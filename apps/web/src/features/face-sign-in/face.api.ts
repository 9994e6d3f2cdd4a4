import {
  type FaceClockBody,
  type FaceClockResult,
  type FaceEnrolBody,
  type FaceEnrolment,
  type FaceReviewBody,
  type FaceReviewItem,
  type FaceReviewList,
  faceClockResultSchema,
  faceEnrolmentSchema,
  faceReviewItemSchema,
  faceReviewListSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Who reviews the store's weak face matches: the time card approval flag (as the server's FACE_REVIEW_FLAGS). */
export const FACE_REVIEW_FLAGS = ['edit_time_card_entry'];

/** Face sign-in calls: enrolment (/api/FaceSignIn) and the store tablet (EmployeeAuth/ValidatePasswordlessImage). */
export const faceApi = api.enhanceEndpoints({ addTagTypes: ['FaceEnrolment', 'TimeCard', 'FaceReview'] }).injectEndpoints({
  endpoints: (build) => ({
    faceEnrolment: build.query<FaceEnrolment, string>({
      query: (employeeId) => ({ path: `FaceSignIn/Enrolment/${employeeId}`, brandScoped: false, schema: faceEnrolmentSchema }),
      providesTags: ['FaceEnrolment'],
    }),
    enrolFace: build.mutation<FaceEnrolment, FaceEnrolBody>({
      query: (body) => ({ path: 'FaceSignIn/Enrol', method: 'POST', body, brandScoped: false, schema: faceEnrolmentSchema }),
      invalidatesTags: ['FaceEnrolment'],
    }),
    deleteFace: build.mutation<FaceEnrolment, string>({
      query: (employeeId) => ({
        path: `FaceSignIn/Enrolment/${employeeId}`,
        method: 'DELETE',
        brandScoped: false,
        schema: faceEnrolmentSchema,
      }),
      invalidatesTags: ['FaceEnrolment'],
    }),
    faceClock: build.mutation<FaceClockResult, FaceClockBody>({
      query: (body) => ({
        path: 'EmployeeAuth/ValidatePasswordlessImage',
        method: 'POST',
        body,
        brandScoped: false,
        schema: faceClockResultSchema,
      }),
      invalidatesTags: ['TimeCard', 'FaceReview'],
    }),
    faceReview: build.query<FaceReviewList, { storeId: string; status: 'pending' | 'reviewed' }>({
      query: ({ storeId, status }) => ({
        path: `FaceSignIn/Review?storeId=${encodeURIComponent(storeId)}&status=${status}`,
        brandScoped: false,
        schema: faceReviewListSchema,
      }),
      providesTags: ['FaceReview'],
    }),
    reviewFace: build.mutation<FaceReviewItem, FaceReviewBody & { attemptId: string }>({
      query: ({ attemptId, ...body }) => ({
        path: `FaceSignIn/Review/${attemptId}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: faceReviewItemSchema,
      }),
      invalidatesTags: ['FaceReview', 'FaceEnrolment'],
    }),
  }),
});

export const {
  useFaceEnrolmentQuery,
  useEnrolFaceMutation,
  useDeleteFaceMutation,
  useFaceClockMutation,
  useFaceReviewQuery,
  useReviewFaceMutation,
} = faceApi;
