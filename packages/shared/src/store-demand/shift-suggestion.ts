// Shifts suggested from store demand (issue 17; docs/shift-suggestion.md explains the algorithm).
// Greedy cover: repeatedly take the (employee, day, window) that fills the most (skill, hour) shortfalls,
// ties to the employee with fewer hours this week, then earlier day and start, then employee id. Each window
// starts at a cell start, lasts the default shift length (clipped to closing and to the hours the employee has
// left), and is trimmed of hours that fill nothing down to the minimum length. Then local improvement: move
// shifts from the busiest to the least busy employee who can fill the same shortfalls, drop shifts that
// became redundant, and trim hours nobody needs. Deterministic: same input, same answer.
import { type DemandCover, demandCoverage, MINUTES_PER_DAY, type WeekShift } from './demand-coverage.ts';
import type { DemandGrid, DemandRequired } from './demand-grid.ts';
import {
  type Block,
  type Cell,
  type EmployeeState,
  SUGGEST_DEFAULTS,
  type SuggestEmployee,
  type SuggestOptions,
  SuggestionState,
} from './suggestion-state.ts';

export { SUGGEST_DEFAULTS, type SuggestEmployee, type SuggestOptions } from './suggestion-state.ts';

export const UNCOVERED_REASONS = ['no_skill', 'time_off', 'busy', 'weekly_limit', 'no_fitting_shift', 'everyone_on_shift'] as const;
export type UncoveredReason = (typeof UNCOVERED_REASONS)[number];

export interface SuggestInput {
  grid: DemandGrid;
  required: DemandRequired;
  employees: readonly SuggestEmployee[];
  /** This store's shifts (drafts and published): already cover, and keep their employees busy. */
  existing: readonly WeekShift[];
  /** Shifts at other stores: keep their employees busy and count towards weekly hours. */
  elsewhere: readonly WeekShift[];
  /** Approved time off. */
  timeOff: readonly WeekShift[];
  options?: Partial<SuggestOptions>;
}
export interface SuggestedShift {
  employeeId: string;
  day: number;
  /** Week minutes. */
  start: number;
  end: number;
}
export interface UncoveredCell {
  skill: string;
  day: number;
  cell: number;
  /** Minutes after the day's local midnight. */
  start: number;
  end: number;
  short: number;
  reason: UncoveredReason;
  /** How many holders of the skill are kept out by each reason (on shift already, time off, …). */
  holders: Partial<Record<UncoveredReason | 'on_shift', number>>;
}
export interface SuggestResult {
  shifts: SuggestedShift[];
  before: DemandCover;
  after: DemandCover;
  uncovered: UncoveredCell[];
}

interface Candidate {
  person: EmployeeState;
  start: number;
  end: number;
  gain: number;
}

/** The best window for one person starting at `cells[from]`, trimmed, or null. */
function windowFrom(state: SuggestionState, p: EmployeeState, cells: Cell[], from: number): Candidate | null {
  const day = cells[from].day;
  const minLength = state.minLength(day);
  const room = Math.min(state.options.shiftMinutes, p.limit - p.minutes);
  if (room < minLength) return null;
  let last = from;
  while (last + 1 < cells.length && cells[last + 1].end - cells[from].start <= room) last++;
  if (cells[last].end - cells[from].start < minLength) return null;
  let [first, end] = [from, last];
  // Trim hours that fill nothing, at either end, while the window stays long enough.
  while (end > first && state.gain(p.skills, [cells[end]]) === 0 && cells[end - 1].end - cells[first].start >= minLength) end--;
  while (first < end && state.gain(p.skills, [cells[first]]) === 0 && cells[end].end - cells[first + 1].start >= minLength) first++;
  const window = cells.slice(first, end + 1);
  const gain = state.gain(p.skills, window);
  if (gain === 0) return null;
  const [start, stop] = [cells[first].start, cells[end].end];
  return state.conflict(p, start, stop) ? null : { person: p, start, end: stop, gain };
}

function better(a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  if (a.gain !== b.gain) return a.gain > b.gain;
  if (a.person.minutes !== b.person.minutes) return a.person.minutes < b.person.minutes;
  if (a.end - a.start !== b.end - b.start) return a.end - a.start > b.end - b.start;
  if (a.start !== b.start) return a.start < b.start;
  return a.person.employee.id < b.person.employee.id;
}

function greedy(state: SuggestionState, added: Map<Block, EmployeeState>): void {
  for (;;) {
    let best: Candidate | null = null;
    for (const cells of state.cellsByDay)
      for (let from = 0; from < cells.length; from++)
        for (const p of state.people) {
          if (!p.skills.length) continue;
          const candidate = windowFrom(state, p, cells, from);
          if (candidate && better(candidate, best)) best = candidate;
        }
    if (!best) return;
    const block: Block = { start: best.start, end: best.end, kind: 'shift', suggested: true };
    state.apply(best.person, block, 1);
    added.set(block, best.person);
  }
}

/** Moves suggested shifts to less busy people who fill the same shortfalls (a few passes). */
function rebalance(state: SuggestionState, added: Map<Block, EmployeeState>): void {
  for (let pass = 0; pass < 3; pass++) {
    let moved = false;
    const order = [...added].sort(([a, p], [b, q]) => q.minutes - p.minutes || a.start - b.start);
    for (const [block, owner] of order) {
      const cells = state.cellsOf(block.start, block.end);
      state.apply(owner, block, -1);
      const needed = owner.skills.filter((skill) => cells.some((cell) => state.gap(skill, cell) > 0));
      // Moving to someone with fewer hours than the owner has without this shift strictly evens the spread
      // (the sum of squared hours falls), so the passes cannot go round in circles.
      const taker = needed.length
        ? state.people
            .filter((q) => q !== owner && q.minutes < owner.minutes && needed.every((s) => q.skills.includes(s)))
            .filter((q) => !state.conflict(q, block.start, block.end))
            .sort((q, r) => q.minutes - r.minutes || (q.employee.id < r.employee.id ? -1 : 1))[0]
        : undefined;
      const newOwner = taker ?? owner;
      state.apply(newOwner, block, 1);
      added.set(block, newOwner);
      if (newOwner !== owner) moved = true;
    }
    if (!moved) return;
  }
}

/** Drops suggested shifts nobody needs any more, then trims hours nobody needs at either end. */
function tidy(state: SuggestionState, added: Map<Block, EmployeeState>): void {
  for (const [block, p] of [...added].reverse()) {
    if (state.cellsOf(block.start, block.end).every((cell) => state.spare(p.skills, cell))) {
      state.apply(p, block, -1);
      added.delete(block);
    }
  }
  for (const [block, p] of [...added]) {
    const cells = state.cellsOf(block.start, block.end);
    const minLength = state.minLength(cells[0].day);
    let [first, last] = [0, cells.length - 1];
    while (last > first && state.spare(p.skills, cells[last]) && cells[last - 1].end - cells[first].start >= minLength) last--;
    while (first < last && state.spare(p.skills, cells[first]) && cells[last].end - cells[first + 1].start >= minLength) first++;
    if (first === 0 && last === cells.length - 1) continue;
    state.apply(p, block, -1);
    const trimmed: Block = { ...block, start: cells[first].start, end: cells[last].end };
    state.apply(p, trimmed, 1);
    added.delete(block);
    added.set(trimmed, p);
  }
}

function whyUncovered(state: SuggestionState, skill: string, cell: Cell): Pick<UncoveredCell, 'reason' | 'holders'> {
  const holders: UncoveredCell['holders'] = {};
  const count = (key: keyof UncoveredCell['holders']) => {
    holders[key] = (holders[key] ?? 0) + 1;
  };
  const withSkill = state.people.filter((p) => p.skills.includes(skill));
  if (!withSkill.length) return { reason: 'no_skill', holders };
  for (const p of withSkill) {
    if (p.blocks.some((b) => b.kind === 'shift' && b.start <= cell.start && b.end >= cell.end)) count('on_shift');
    else if (p.blocks.some((b) => b.kind === 'time_off' && b.start < cell.end && cell.start < b.end)) count('time_off');
    else if (p.limit - p.minutes < state.minLength(cell.day)) count('weekly_limit');
    else if (
      p.blocks.some(
        (b) => b.kind === 'shift' && b.end + state.options.restMinutes > cell.start && cell.end + state.options.restMinutes > b.start,
      )
    )
      count('busy');
    else count('no_fitting_shift');
  }
  const order: UncoveredReason[] = ['weekly_limit', 'time_off', 'busy', 'no_fitting_shift'];
  const top = order.reduce<UncoveredReason | null>((best, r) => ((holders[r] ?? 0) > (best ? (holders[best] ?? 0) : 0) ? r : best), null);
  return { reason: top ?? 'everyone_on_shift', holders };
}

export function suggestShifts(input: SuggestInput): SuggestResult {
  const options = { ...SUGGEST_DEFAULTS, ...input.options };
  const state = new SuggestionState(input.grid, input.required, options, input.employees, input.existing, input.elsewhere, input.timeOff);
  const added = new Map<Block, EmployeeState>();
  greedy(state, added);
  rebalance(state, added);
  tidy(state, added);
  greedy(state, added); // trimming never opens a gap, but a move may have freed someone: fill what is left.
  const shifts = [...added]
    .map(([b, p]) => ({ employeeId: p.employee.id, day: Math.floor(b.start / MINUTES_PER_DAY), start: b.start, end: b.end }))
    .sort((a, b) => a.start - b.start || (a.employeeId < b.employeeId ? -1 : a.employeeId > b.employeeId ? 1 : 0));
  const before = demandCoverage(input.grid, input.required, input.existing, input.employees);
  const after = demandCoverage(input.grid, input.required, [...input.existing, ...shifts], input.employees);
  const uncovered: UncoveredCell[] = [];
  for (const [skill, days] of Object.entries(after))
    for (const [d, cells] of days.entries())
      for (const [i, c] of cells.entries()) {
        if (c.scheduled >= c.required) continue;
        const cell = state.cellsByDay[d][i];
        const why = whyUncovered(state, skill, cell);
        uncovered.push({ skill, day: d, cell: i, start: c.start, end: c.end, short: c.required - c.scheduled, ...why });
      }
  return { shifts, before, after, uncovered };
}
