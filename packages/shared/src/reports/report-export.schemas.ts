// Report exports (issue 15): a large one (more rows than LARGE_REPORT_EXPORT_ROWS) is prepared by a background job
// whose progress (rows done of the total) the person follows; a small one is ready in the request that asks.
import { z } from 'zod';
import { REPORT_EXPORT_FORMATS } from './report.schemas.ts';

/** An export of more rows than this runs in the background (the server's REPORT_EXPORT_BACKGROUND_ROWS may lower it). */
export const LARGE_REPORT_EXPORT_ROWS = 1000;

/** An export and its file are kept this many days after it was asked for, then deleted by a sweep. */
export const REPORT_EXPORT_KEEP_DAYS = 7;
/** How many of a person's recent exports of one report the report page lists. */
export const RECENT_REPORT_EXPORTS = 5;

export const REPORT_EXPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ReportExportStatus = (typeof REPORT_EXPORT_STATUSES)[number];

export const reportExportSchema = z.object({
  id: z.uuid(),
  reportId: z.uuid(),
  reportName: z.string(),
  format: z.enum(REPORT_EXPORT_FORMATS),
  from: z.iso.date(),
  to: z.iso.date(),
  status: z.enum(REPORT_EXPORT_STATUSES),
  /** Rows written so far of rowsTotal (null until the job has run the report). */
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  /** True when it runs as a background job (more rows than the large-export limit). */
  background: z.boolean(),
  errorMessage: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type ReportExport = z.infer<typeof reportExportSchema>;

/** Whole percent of an export's progress (0 before the total is known, 100 once it succeeded). */
export function exportPercent(e: Pick<ReportExport, 'status' | 'rowsDone' | 'rowsTotal'>): number {
  if (e.status === 'succeeded') return 100;
  if (!e.rowsTotal) return 0;
  return Math.min(99, Math.floor((e.rowsDone * 100) / e.rowsTotal));
}
