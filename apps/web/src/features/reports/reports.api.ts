import {
  type ReportDefinition,
  type ReportExport,
  type ReportExportInput,
  reportExportSchema,
  type ReportDefinitionInput,
  type ReportResult,
  type ReportRun,
  reportDefinitionListSchema,
  reportDefinitionSchema,
  reportResultSchema,
} from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

/** Saved reports (/api/Report/*); a change refreshes the list and the report. */
export const reportsApi = api.enhanceEndpoints({ addTagTypes: ['Report', 'ReportExport'] }).injectEndpoints({
  endpoints: (build) => ({
    reports: build.query<{ items: ReportDefinition[] }, void>({
      query: () => ({ path: 'Report/List', brandScoped: false, schema: reportDefinitionListSchema }),
      providesTags: ['Report'],
    }),
    report: build.query<ReportDefinition, string>({
      query: (id) => ({ path: `Report/GetById/${id}`, brandScoped: false, schema: reportDefinitionSchema }),
      providesTags: ['Report'],
    }),
    createReport: build.mutation<ReportDefinition, ReportDefinitionInput>({
      query: (body) => ({ path: 'Report/Create', method: 'POST', body, brandScoped: false, schema: reportDefinitionSchema }),
      invalidatesTags: ['Report'],
    }),
    updateReport: build.mutation<ReportDefinition, { id: string; body: ReportDefinitionInput }>({
      query: ({ id, body }) => ({ path: `Report/Update/${id}`, method: 'PUT', body, brandScoped: false, schema: reportDefinitionSchema }),
      invalidatesTags: ['Report'],
    }),
    setReportActive: build.mutation<ReportDefinition, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        path: `Report/SetActive/${id}`,
        method: 'POST',
        body: { active },
        brandScoped: false,
        schema: reportDefinitionSchema,
      }),
      invalidatesTags: ['Report'],
    }),
    runReport: build.query<ReportResult, { id: string } & ReportRun>({
      query: ({ id, from, to }) => ({
        path: `Report/Run/${id}`,
        method: 'POST',
        body: { from, to },
        brandScoped: false,
        schema: reportResultSchema,
      }),
      providesTags: ['Report'],
    }),
    /** Ready at once (succeeded) or queued as a background job (a large one): follow it with exportStatus. */
    startExport: build.mutation<ReportExport, { id: string } & ReportExportInput>({
      query: ({ id, ...body }) => ({
        path: `Report/StartExport/${id}`,
        method: 'POST',
        body,
        brandScoped: false,
        schema: reportExportSchema,
      }),
      invalidatesTags: ['ReportExport'],
    }),
    /** The person's own exports of the report from the last days (a running one is found again after a reload). */
    myExports: build.query<ReportExport[], string>({
      query: (id) => ({ path: `Report/MyExports/${id}`, brandScoped: false, schema: z.array(reportExportSchema) }),
      providesTags: ['ReportExport'],
    }),
    exportStatus: build.query<ReportExport, string>({
      query: (id) => ({ path: `Report/ExportStatus/${id}`, brandScoped: false, schema: reportExportSchema }),
    }),
  }),
});

export const {
  useReportsQuery,
  useReportQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useSetReportActiveMutation,
  useRunReportQuery,
  useStartExportMutation,
  useExportStatusQuery,
  useMyExportsQuery,
} = reportsApi;
