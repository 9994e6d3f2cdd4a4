import { describe, expect, it } from 'vitest';
import { buildDemandGrid, type DemandDayHours } from './demand-grid.ts';
import { coverTotals } from './demand-coverage.ts';
import { type SuggestInput, suggestShifts } from './shift-suggestion.ts';

const days = (n: number, open: number, close: number): DemandDayHours[] =>
  Array.from({ length: n }, (_, i) => ({ date: `2026-12-${String(14 + i).padStart(2, '0')}`, open, close }));
const ones = (cells: number) => Array.from({ length: cells }, () => 1);
const input = (over: Partial<SuggestInput> & Pick<SuggestInput, 'grid' | 'required' | 'employees'>): SuggestInput => ({
  existing: [],
  elsewhere: [],
  timeOff: [],
  ...over,
});
const brief = (r: ReturnType<typeof suggestShifts>) =>
  r.shifts.map((s) => `${s.employeeId} d${s.day} ${(s.start % 1440) / 60}-${(s.end % 1440) / 60}`);

describe('shift suggestion', () => {
  it('covers a 9:00-20:00 day with a 9-hour shift and a short one, then trims the overlap', () => {
    // Greedy: a 9-18 (gain 9, earliest start, id a), then b 16-20 (trimmed to the 4-hour minimum; gain 2).
    // Tidy: a's 16-18 is also covered by b, so a is trimmed to 9-16.
    const grid = buildDemandGrid(days(1, 540, 1200));
    const result = suggestShifts(
      input({
        grid,
        required: { haircut: [ones(11)] },
        employees: [
          { id: 'b', skills: ['haircut'] },
          { id: 'a', skills: ['haircut'] },
        ],
      }),
    );
    expect(brief(result)).toEqual(['a d0 9-16', 'b d0 16-20']);
    expect(result.uncovered).toEqual([]);
    expect(coverTotals(result.before)).toEqual({ under: 11, over: 0, cellsUnder: 11 });
    expect(coverTotals(result.after)).toEqual({ under: 0, over: 0, cellsUnder: 0 });
  });

  it('spreads hours: the employee with fewer hours this week takes the next equal shift', () => {
    const grid = buildDemandGrid(days(4, 540, 1080));
    const result = suggestShifts(
      input({
        grid,
        required: { haircut: days(4, 0, 0).map(() => ones(9)) },
        employees: [
          { id: 'a', skills: ['haircut'] },
          { id: 'b', skills: ['haircut'] },
        ],
      }),
    );
    expect(brief(result)).toEqual(['a d0 9-18', 'b d1 9-18', 'a d2 9-18', 'b d3 9-18']);
  });

  it('stops at the weekly limit and says so for every hour left', () => {
    const grid = buildDemandGrid(days(3, 540, 1080));
    const employees = [
      { id: 'a', skills: ['haircut'], weeklyLimitMinutes: 600 },
      { id: 'b', skills: ['haircut'], weeklyLimitMinutes: 600 },
    ];
    const result = suggestShifts(input({ grid, required: { haircut: days(3, 0, 0).map(() => ones(9)) }, employees }));
    expect(brief(result)).toEqual(['a d0 9-18', 'b d1 9-18']);
    expect(result.uncovered).toHaveLength(9);
    expect(result.uncovered[0]).toEqual({
      skill: 'haircut',
      day: 2,
      cell: 0,
      start: 540,
      end: 600,
      short: 1,
      reason: 'weekly_limit',
      holders: { weekly_limit: 2 },
    });
  });

  it('the store limit applies when the employee has none (40 hours by default)', () => {
    const grid = buildDemandGrid(days(6, 540, 1080));
    const result = suggestShifts(
      input({ grid, required: { haircut: days(6, 0, 0).map(() => ones(9)) }, employees: [{ id: 'a', skills: ['haircut'] }] }),
    );
    // 4 × 9 h = 36 h; 4 h left makes a 9-13 shift on day 4; day 5 is out of hours.
    expect(brief(result)).toEqual(['a d0 9-18', 'a d1 9-18', 'a d2 9-18', 'a d3 9-18', 'a d4 9-13']);
    expect(result.uncovered.filter((u) => u.day === 5).map((u) => u.reason)).toEqual(Array(9).fill('weekly_limit'));
  });

  it.each([
    ['nobody holds the skill', { employees: [{ id: 'a', skills: ['haircut'] }] }, 'color', 'no_skill', {}],
    [
      'the only holder is on time off',
      { employees: [{ id: 'a', skills: ['color'] }], timeOff: [{ employeeId: 'a', start: 0, end: 1440 }] },
      'color',
      'time_off',
      { time_off: 1 },
    ],
    [
      'the only holder works elsewhere that morning and must rest 10 hours',
      { employees: [{ id: 'a', skills: ['color'] }], elsewhere: [{ employeeId: 'a', start: 0, end: 300 }] },
      'color',
      'busy',
      { busy: 1 },
    ],
    [
      'the only holder is already on shift here',
      { employees: [{ id: 'a', skills: ['color'] }], existing: [{ employeeId: 'a', start: 540, end: 780 }] },
      'color',
      'everyone_on_shift',
      { on_shift: 1 },
    ],
  ])('an hour it cannot cover names why: %s', (_, over, skill, reason, holders) => {
    const grid = buildDemandGrid(days(1, 540, 780));
    const required = { [skill]: [skill === 'color' && 'existing' in over ? [2, 2, 2, 2] : ones(4)] };
    const result = suggestShifts(input({ grid, required, ...over }));
    expect(result.shifts).toEqual([]);
    expect(result.uncovered.map((u) => [u.start, u.short, u.reason, u.holders])).toEqual(
      [540, 600, 660, 720].map((start) => [start, 1, reason, holders]),
    );
  });

  it('keeps rest between shifts across midnight', () => {
    // Need 21-22 on day 0 and 9-10 on day 1; a 18-22 shift ends at 22:00, and 12 hours of rest end at 10:00.
    const grid = buildDemandGrid([
      { date: '2026-12-14', open: 540, close: 1320 },
      { date: '2026-12-15', open: 540, close: 1200 },
    ]);
    const required = {
      haircut: [
        [...Array(12).fill(0), 1],
        [1, ...Array(10).fill(0)],
      ],
    };
    const employees = [{ id: 'a', skills: ['haircut'] }];
    const tight = suggestShifts(input({ grid, required, employees, options: { restMinutes: 720 } }));
    expect(brief(tight)).toEqual(['a d0 18-22']);
    expect(tight.uncovered.map((u) => [u.day, u.start, u.reason])).toEqual([[1, 540, 'busy']]);
    expect(brief(suggestShifts(input({ grid, required, employees, options: { restMinutes: 600 } })))).toEqual(['a d0 18-22', 'a d1 9-13']);
  });

  it('prefers one person with both skills over two shifts, and never overlaps a shift at another store', () => {
    const grid = buildDemandGrid(days(1, 540, 780));
    const employees = [
      { id: 'a', skills: ['haircut', 'color'] },
      { id: 'b', skills: ['haircut'] },
      { id: 'c', skills: ['color'] },
    ];
    const required = { haircut: [ones(4)], color: [ones(4)] };
    expect(brief(suggestShifts(input({ grid, required, employees })))).toEqual(['a d0 9-13']);
    const aBusy = suggestShifts(input({ grid, required, employees, elsewhere: [{ employeeId: 'a', start: 600, end: 660 }] }));
    expect(brief(aBusy)).toEqual(['b d0 9-13', 'c d0 9-13']);
  });

  it('is deterministic whatever order the employees come in', () => {
    const grid = buildDemandGrid(days(7, 540, 1200));
    const skills = ['haircut', 'color', 'beard'];
    const employees = Array.from({ length: 12 }, (_, i) => ({
      id: `e${String(i).padStart(2, '0')}`,
      skills: skills.filter((_, k) => (i + k) % 3 !== 0),
    }));
    const required = Object.fromEntries(
      skills.map((s, k) => [s, days(7, 0, 0).map((_, d) => Array.from({ length: 11 }, (_, c) => 1 + ((c + d + k) % 3)))]),
    );
    const a = suggestShifts(input({ grid, required, employees }));
    const b = suggestShifts(input({ grid, required, employees: [...employees].reverse() }));
    expect(b).toEqual(a);
    // No employee works two overlapping shifts, more than one a day, or over 40 hours.
    for (const e of employees) {
      const mine = a.shifts.filter((s) => s.employeeId === e.id);
      expect(new Set(mine.map((s) => s.day)).size).toBe(mine.length);
      expect(mine.reduce((sum, s) => sum + s.end - s.start, 0)).toBeLessThanOrEqual(2400);
      for (const s of mine) expect(s.end - s.start).toBeLessThanOrEqual(540);
    }
  });
});
