import {
  type FaceClockBody,
  type FaceClockResult,
  type FaceEnrolBody,
  type FaceEnrolment,
  faceClockResultSchema,
  faceEnrolmentSchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** Face sign-in calls: enrolment (/api/FaceSignIn) and the store tablet (EmployeeAuth/ValidatePasswordlessImage). */
export const faceApi = api.enhanceEndpoints({ addTagTypes: ['FaceEnrolment', 'TimeCard'] }).injectEndpoints({
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
      invalidatesTags: ['TimeCard'],
    }),
  }),
});

export const { useFaceEnrolmentQuery, useEnrolFaceMutation, useDeleteFaceMutation, useFaceClockMutation } = faceApi;
