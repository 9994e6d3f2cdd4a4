// The working state of the shift suggestion (shift-suggestion.ts): scheduled headcount per skill and cell,
// and each employee's busy blocks and weekly minutes. Mutable on purpose; only shift-suggestion.ts uses it.
import { demandCoverage, MINUTES_PER_DAY, type WeekShift, weekMinute } from './demand-coverage.ts';
import type { DemandGrid, DemandRequired } from './demand-grid.ts';

export interface SuggestEmployee {
  id: string;
  skills: readonly string[];
  /** Weekly limit in minutes for this employee; the store's limit when absent. */
  weeklyLimitMinutes?: number;
}
export interface SuggestOptions {
  /** Length of a suggested shift: the 9 default working hours. */
  shiftMinutes: number;
  /** Shortest shift worth suggesting (a day open for less allows the whole day). */
  minShiftMinutes: number;
  /** Rest between the end of one shift and the start of the next, at any store. */
  restMinutes: number;
  /** Weekly hours limit per employee (a store setting; 40 h by default). */
  weeklyLimitMinutes: number;
}
export const SUGGEST_DEFAULTS: SuggestOptions = { shiftMinutes: 540, minShiftMinutes: 240, restMinutes: 600, weeklyLimitMinutes: 2400 };

export interface Block {
  start: number;
  end: number;
  kind: 'shift' | 'time_off';
  suggested: boolean;
}
export interface EmployeeState {
  employee: SuggestEmployee;
  skills: string[];
  limit: number;
  minutes: number;
  blocks: Block[];
}
export interface Cell {
  day: number;
  index: number;
  start: number;
  end: number;
}

export class SuggestionState {
  readonly scheduled: Record<string, number[][]>;
  readonly people: EmployeeState[];
  readonly cellsByDay: Cell[][];

  constructor(
    readonly grid: DemandGrid,
    readonly required: DemandRequired,
    readonly options: SuggestOptions,
    employees: readonly SuggestEmployee[],
    existing: readonly WeekShift[],
    elsewhere: readonly WeekShift[],
    timeOff: readonly WeekShift[],
  ) {
    const before = demandCoverage(grid, required, existing, employees);
    this.scheduled = Object.fromEntries(
      Object.entries(before).map(([skill, days]) => [skill, days.map((cells) => cells.map((c) => c.scheduled))]),
    );
    this.cellsByDay = grid.days.map((day, d) =>
      day.cells.map((cell, index) => ({ day: d, index, start: weekMinute(d, cell.start), end: weekMinute(d, cell.end) })),
    );
    const weekEnd = grid.days.length * MINUTES_PER_DAY;
    const inWeek = (s: WeekShift) => Math.max(0, Math.min(s.end, weekEnd) - Math.max(s.start, 0));
    this.people = [...employees]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((employee) => {
        const shifts = [...existing, ...elsewhere].filter((s) => s.employeeId === employee.id);
        return {
          employee,
          skills: employee.skills.filter((s) => s in required),
          limit: employee.weeklyLimitMinutes ?? options.weeklyLimitMinutes,
          minutes: shifts.reduce((sum, s) => sum + inWeek(s), 0),
          blocks: [
            ...shifts.map((s): Block => ({ start: s.start, end: s.end, kind: 'shift', suggested: false })),
            ...timeOff
              .filter((t) => t.employeeId === employee.id)
              .map((t): Block => ({ start: t.start, end: t.end, kind: 'time_off', suggested: false })),
          ],
        };
      });
  }

  /** Headcount still missing for `skill` in a cell (negative: more than asked). */
  gap(skill: string, cell: Cell): number {
    return (this.required[skill][cell.day]?.[cell.index] ?? 0) - this.scheduled[skill][cell.day][cell.index];
  }

  /** How many (skill, cell) shortfalls a person with these skills would fill in `cells`. */
  gain(skills: readonly string[], cells: readonly Cell[]): number {
    let gain = 0;
    for (const cell of cells) for (const skill of skills) if (this.gap(skill, cell) > 0) gain++;
    return gain;
  }

  /** True when every skill of the person stays covered in `cell` without them. */
  spare(skills: readonly string[], cell: Cell): boolean {
    return skills.every((skill) => this.gap(skill, cell) + 1 <= 0);
  }

  /** Why the person cannot work [start, end): null when they can. `ignore` is a block being moved. */
  conflict(p: EmployeeState, start: number, end: number, ignore?: Block): 'time_off' | 'busy' | 'weekly_limit' | null {
    for (const b of p.blocks) {
      if (b === ignore) continue;
      if (b.kind === 'time_off' && b.start < end && start < b.end) return 'time_off';
      if (b.kind === 'shift') {
        const sameDay = Math.floor(b.start / MINUTES_PER_DAY) === Math.floor(start / MINUTES_PER_DAY) && b.suggested;
        if (sameDay || (b.end + this.options.restMinutes > start && end + this.options.restMinutes > b.start)) return 'busy';
      }
    }
    return p.minutes + (end - start) > p.limit ? 'weekly_limit' : null;
  }

  apply(p: EmployeeState, block: Block, sign: 1 | -1): void {
    for (const cell of this.cellsOf(block.start, block.end))
      for (const skill of p.skills) this.scheduled[skill][cell.day][cell.index] += sign;
    p.minutes += sign * (block.end - block.start);
    if (sign === 1) p.blocks.push(block);
    else p.blocks.splice(p.blocks.indexOf(block), 1);
  }

  cellsOf(start: number, end: number): Cell[] {
    const day = Math.floor(start / MINUTES_PER_DAY);
    return (this.cellsByDay[day] ?? []).filter((c) => c.start >= start && c.end <= end);
  }

  /** The shortest shift allowed on a day: the minimum, or the whole day when it opens for less. */
  minLength(day: number): number {
    const cells = this.cellsByDay[day];
    if (!cells.length) return Number.POSITIVE_INFINITY;
    return Math.min(this.options.minShiftMinutes, cells[cells.length - 1].end - cells[0].start);
  }
}
