// The store demand grid (issue 17): per skill set, the headcount required in each hour cell of each day.
// Cells start at the store's opening time and step by `cellMinutes` (60); the last one is cut at closing, so
// when opening and closing lie on the store's slot interval every cell boundary does too. Times are minutes
// after the local midnight of the cell's day. Pure: no clock, no timezone; the server turns instants into
// these minutes with the store's timezone.

/** A day of the demand week: local date and opening window (null when closed). */
export interface DemandDayHours {
  date: string;
  open: number | null;
  close: number | null;
}
export interface DemandCell {
  start: number;
  end: number;
}
export interface DemandGridDay {
  date: string;
  cells: DemandCell[];
}
export interface DemandGrid {
  cellMinutes: number;
  days: DemandGridDay[];
}
/** required[skill][dayIndex][cellIndex]: headcount (whole people). */
export type DemandRequired = Record<string, number[][]>;

export const DEMAND_CELL_MINUTES = 60;
/** The most people one cell may ask for (a guard against typing 1000). */
export const DEMAND_MAX_HEADCOUNT = 50;

export function buildDemandGrid(days: readonly DemandDayHours[], cellMinutes = DEMAND_CELL_MINUTES): DemandGrid {
  return {
    cellMinutes,
    days: days.map((day) => {
      const cells: DemandCell[] = [];
      if (day.open !== null && day.close !== null)
        for (let start = day.open; start < day.close; start += cellMinutes)
          cells.push({ start, end: Math.min(start + cellMinutes, day.close) });
      return { date: day.date, cells };
    }),
  };
}

/** All zeros in the grid's shape for each skill. */
export function emptyRequired(grid: DemandGrid, skills: readonly string[]): DemandRequired {
  return Object.fromEntries(skills.map((skill) => [skill, grid.days.map((d) => d.cells.map(() => 0))]));
}

/** Why `required` does not fit the grid (a path such as "required.haircut[2][5]" and a message), or null. */
export function demandShapeProblem(grid: DemandGrid, required: DemandRequired): { path: string; message: string } | null {
  for (const [skill, days] of Object.entries(required)) {
    if (days.length !== grid.days.length) return { path: `required.${skill}`, message: `Give ${grid.days.length} days for ${skill}` };
    for (let d = 0; d < days.length; d++) {
      const cells = grid.days[d].cells.length;
      if (days[d].length !== cells)
        return {
          path: `required.${skill}[${d}]`,
          message: `${grid.days[d].date} has ${cells} open hours for ${skill}, not ${days[d].length}`,
        };
      for (let c = 0; c < cells; c++) {
        const n = days[d][c];
        if (!Number.isInteger(n) || n < 0 || n > DEMAND_MAX_HEADCOUNT)
          return { path: `required.${skill}[${d}][${c}]`, message: `Headcount must be a whole number from 0 to ${DEMAND_MAX_HEADCOUNT}` };
      }
    }
  }
  return null;
}

/** Cells [cellFrom..cellTo] of days [dayFrom..dayTo] (either order, both included) set to `value` for `skill`. */
export function paintCells(
  required: DemandRequired,
  skill: string,
  corners: { day: number; cell: number }[],
  value: number,
): DemandRequired {
  const [a, b] = corners;
  const [d0, d1] = [Math.min(a.day, b.day), Math.max(a.day, b.day)];
  const [c0, c1] = [Math.min(a.cell, b.cell), Math.max(a.cell, b.cell)];
  const days = required[skill].map((cells, d) => (d < d0 || d > d1 ? cells : cells.map((n, c) => (c >= c0 && c <= c1 ? value : n))));
  return { ...required, [skill]: days };
}

/**
 * The day `from` copied onto each of `to` for `skill`, matched by cell start time (days may open at other
 * hours): a target cell with no source cell at the same start gets 0.
 */
export function copyDemandDay(
  grid: DemandGrid,
  required: DemandRequired,
  skill: string,
  from: number,
  to: readonly number[],
): DemandRequired {
  const source = new Map(grid.days[from].cells.map((cell, c) => [cell.start, required[skill][from][c]]));
  const days = required[skill].map((cells, d) =>
    to.includes(d) && d !== from ? grid.days[d].cells.map((cell) => source.get(cell.start) ?? 0) : cells,
  );
  return { ...required, [skill]: days };
}

/** Sum of headcount-hours (person-minutes / 60, rounded down per day) per day for one skill: review totals. */
export function demandPersonMinutes(grid: DemandGrid, perDay: readonly number[][]): number[] {
  return grid.days.map((day, d) => day.cells.reduce((sum, cell, c) => sum + (perDay[d]?.[c] ?? 0) * (cell.end - cell.start), 0));
}
