import { describe, expect, it } from 'vitest';
import { exportPercent } from './report-export.schemas.ts';
import { reportPages } from './report-pages.ts';
import type { ReportColumn } from './report.schemas.ts';

const columns: ReportColumn[] = [
  { key: 'day', label: 'Day', kind: 'text' },
  { key: 'tickets', label: 'Tickets', kind: 'count' },
  { key: 'netCents', label: 'Net', kind: 'money' },
];
/** Row i: tickets i, net i * 100 cents. */
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ day: `d${i + 1}`, tickets: i + 1, netCents: (i + 1) * 100 }));

describe('reportPages', () => {
  // Worked by hand: rows 1..n; a page's subtotal is the sum of its row numbers, the running total 1+..+last row.
  it.each([
    { n: 0, per: 20, sizes: [0], subtotals: [0], running: [0] },
    { n: 1, per: 20, sizes: [1], subtotals: [1], running: [1] },
    { n: 20, per: 20, sizes: [20], subtotals: [210], running: [210] },
    { n: 21, per: 20, sizes: [20, 1], subtotals: [210, 21], running: [210, 231] },
    { n: 7, per: 3, sizes: [3, 3, 1], subtotals: [6, 15, 7], running: [6, 21, 28] },
    { n: 5, per: 0, sizes: [1, 1, 1, 1, 1], subtotals: [1, 2, 3, 4, 5], running: [1, 3, 6, 10, 15] },
  ])('$n rows at $per a page: pages of $sizes', ({ n, per, sizes, subtotals, running }) => {
    const pages = reportPages(columns, rows(n), per);
    expect(pages.map((p) => p.number)).toEqual(sizes.map((_, i) => i + 1));
    expect(pages.map((p) => p.rows.length)).toEqual(sizes);
    expect(pages.map((p) => p.subtotal.tickets)).toEqual(subtotals);
    expect(pages.map((p) => p.subtotal.netCents)).toEqual(subtotals.map((s) => s * 100));
    expect(pages.map((p) => p.runningTotal.tickets)).toEqual(running);
    expect(pages.every((p) => !('day' in p.subtotal))).toBe(true);
  });

  it('keeps the rows in order across pages', () => {
    expect(reportPages(columns, rows(5), 2).map((p) => p.rows.map((r) => r.day))).toEqual([['d1', 'd2'], ['d3', 'd4'], ['d5']]);
  });
});

describe('exportPercent', () => {
  it.each([
    { status: 'queued', rowsDone: 0, rowsTotal: null, percent: 0 },
    { status: 'running', rowsDone: 0, rowsTotal: 0, percent: 0 },
    { status: 'running', rowsDone: 100, rowsTotal: 300, percent: 33 },
    { status: 'running', rowsDone: 300, rowsTotal: 300, percent: 99 },
    { status: 'succeeded', rowsDone: 0, rowsTotal: 0, percent: 100 },
  ] as const)('$status $rowsDone/$rowsTotal is $percent%', ({ percent, ...e }) => {
    expect(exportPercent(e)).toBe(percent);
  });
});
