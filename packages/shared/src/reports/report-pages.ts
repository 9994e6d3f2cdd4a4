// The printable report viewer's pages (issue 15): the rows cut into pages of a fixed number of rows, each page
// with its own subtotal and the running total up to it; the last page's running total is the grand total.
import type { ReportColumn } from './report.schemas.ts';

type Row = Record<string, string | number>;

export interface ReportPage {
  /** 1-based. */
  number: number;
  rows: Row[];
  /** Sums of this page's money and count columns. */
  subtotal: Record<string, number>;
  /** Sums of every row up to the end of this page. */
  runningTotal: Record<string, number>;
}

/** Sums of the money and count columns over the rows. */
export function reportTotalsOf(columns: readonly ReportColumn[], rows: readonly Row[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (column.kind === 'text') continue;
    totals[column.key] = rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0);
  }
  return totals;
}

/** Cuts the rows into pages of rowsPerPage (at least 1); no rows still make one empty page. */
export function reportPages(columns: readonly ReportColumn[], rows: readonly Row[], rowsPerPage: number): ReportPage[] {
  const size = Math.max(1, Math.floor(rowsPerPage));
  const pages: ReportPage[] = [];
  const running: Record<string, number> = reportTotalsOf(columns, []);
  for (let start = 0; start < rows.length || pages.length === 0; start += size) {
    const slice = rows.slice(start, start + size);
    const subtotal = reportTotalsOf(columns, slice);
    for (const key of Object.keys(subtotal)) running[key] = (running[key] ?? 0) + subtotal[key]!;
    pages.push({ number: pages.length + 1, rows: slice, subtotal, runningTotal: { ...running } });
  }
  return pages;
}

/** Rows on one printed or on-screen page of the viewer (A4 landscape at the viewer's row height). */
export const REPORT_ROWS_PER_PAGE = 20;
