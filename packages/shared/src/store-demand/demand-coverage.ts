// Demand versus cover (issue 17): for each skill, day and hour cell, the headcount required and the number of
// people on shift for the whole cell who hold the skill. Someone with two skills counts once for each (they can
// do either), which is the rule the shift suggestion uses too. Times are "week minutes": day index × 1440 plus
// minutes after that day's local midnight.
import type { DemandGrid, DemandRequired } from './demand-grid.ts';

export const MINUTES_PER_DAY = 1440;

export interface WeekShift {
  employeeId: string;
  start: number;
  end: number;
}
export interface SkilledEmployee {
  id: string;
  skills: readonly string[];
}
export interface CoverCell {
  start: number;
  end: number;
  required: number;
  scheduled: number;
}
/** cover[skill][dayIndex][cellIndex] */
export type DemandCover = Record<string, CoverCell[][]>;
export interface CoverTotals {
  /** Person-cells short (sum of required - scheduled where positive). */
  under: number;
  /** Person-cells beyond what was asked. */
  over: number;
  /** Cells with fewer people than required. */
  cellsUnder: number;
}

export function weekMinute(dayIndex: number, minutes: number): number {
  return dayIndex * MINUTES_PER_DAY + minutes;
}

export function demandCoverage(
  grid: DemandGrid,
  required: DemandRequired,
  shifts: readonly WeekShift[],
  employees: readonly SkilledEmployee[],
): DemandCover {
  const skillsOf = new Map(employees.map((e) => [e.id, new Set(e.skills)]));
  const cover: DemandCover = {};
  for (const [skill, days] of Object.entries(required)) {
    const onShift = shifts.filter((s) => skillsOf.get(s.employeeId)?.has(skill));
    cover[skill] = grid.days.map((day, d) =>
      day.cells.map((cell, c) => {
        const [start, end] = [weekMinute(d, cell.start), weekMinute(d, cell.end)];
        const scheduled = onShift.reduce((n, s) => (s.start <= start && s.end >= end ? n + 1 : n), 0);
        return { start: cell.start, end: cell.end, required: days[d]?.[c] ?? 0, scheduled };
      }),
    );
  }
  return cover;
}

export function coverTotals(cover: DemandCover): CoverTotals {
  const totals: CoverTotals = { under: 0, over: 0, cellsUnder: 0 };
  for (const days of Object.values(cover))
    for (const cells of days)
      for (const cell of cells) {
        const gap = cell.required - cell.scheduled;
        if (gap > 0) {
          totals.under += gap;
          totals.cellsUnder++;
        } else totals.over -= gap;
      }
  return totals;
}
