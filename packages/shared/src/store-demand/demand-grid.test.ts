import { describe, expect, it } from 'vitest';
import { buildDemandGrid, copyDemandDay, demandPersonMinutes, demandShapeProblem, emptyRequired, paintCells } from './demand-grid.ts';
import { coverTotals, demandCoverage } from './demand-coverage.ts';

// Monday 09:00-12:30, Tuesday closed, Wednesday 10:00-12:00.
const grid = buildDemandGrid([
  { date: '2026-12-07', open: 540, close: 750 },
  { date: '2026-12-08', open: null, close: null },
  { date: '2026-12-09', open: 600, close: 720 },
]);

describe('demand grid', () => {
  it('starts cells at opening, steps an hour and cuts the last one at closing', () => {
    expect(grid.days.map((d) => d.cells)).toEqual([
      [
        { start: 540, end: 600 },
        { start: 600, end: 660 },
        { start: 660, end: 720 },
        { start: 720, end: 750 },
      ],
      [],
      [
        { start: 600, end: 660 },
        { start: 660, end: 720 },
      ],
    ]);
  });

  it.each([
    ['fits', { haircut: [[0, 1, 2, 0], [], [1, 1]] }, null],
    ['too few days', { haircut: [[0, 1, 2, 0], []] }, { path: 'required.haircut', message: 'Give 3 days for haircut' }],
    [
      'wrong cells',
      { haircut: [[0, 1, 2], [], [1, 1]] },
      { path: 'required.haircut[0]', message: '2026-12-07 has 4 open hours for haircut, not 3' },
    ],
    [
      'negative',
      { haircut: [[0, 1, 2, 0], [], [1, -1]] },
      { path: 'required.haircut[2][1]', message: 'Headcount must be a whole number from 0 to 50' },
    ],
    [
      'fraction',
      { haircut: [[0, 1.5, 2, 0], [], [1, 1]] },
      { path: 'required.haircut[0][1]', message: 'Headcount must be a whole number from 0 to 50' },
    ],
    [
      'too many',
      { haircut: [[0, 51, 2, 0], [], [1, 1]] },
      { path: 'required.haircut[0][1]', message: 'Headcount must be a whole number from 0 to 50' },
    ],
  ])('shape check: %s', (_, required, problem) => {
    expect(demandShapeProblem(grid, required)).toEqual(problem);
  });

  it('paints a rectangle dragged in either direction, leaving other skills alone', () => {
    const start = emptyRequired(grid, ['haircut', 'color']);
    const painted = paintCells(
      start,
      'haircut',
      [
        { day: 2, cell: 1 },
        { day: 0, cell: 0 },
      ],
      3,
    );
    expect(painted.haircut).toEqual([[3, 3, 0, 0], [], [3, 3]]);
    expect(painted.color).toEqual([[0, 0, 0, 0], [], [0, 0]]);
    expect(start.haircut).toEqual([[0, 0, 0, 0], [], [0, 0]]);
  });

  it('copies a day by cell start time: hours the source lacks become 0', () => {
    const required = { haircut: [[1, 2, 3, 4], [], [0, 0]] };
    expect(copyDemandDay(grid, required, 'haircut', 0, [1, 2]).haircut).toEqual([[1, 2, 3, 4], [], [2, 3]]);
    expect(copyDemandDay(grid, { haircut: [[9, 9, 9, 9], [], [5, 6]] }, 'haircut', 2, [0]).haircut).toEqual([[0, 5, 6, 0], [], [5, 6]]);
  });

  it('totals person-minutes per day (the last half-hour cell counts 30)', () => {
    expect(demandPersonMinutes(grid, [[1, 2, 0, 2], [], [1, 1]])).toEqual([60 + 120 + 60, 0, 120]);
  });
});

describe('demand coverage', () => {
  // One day, 10:00-13:00; A does haircut and color 10:00-12:00, B haircut 10:30-13:00.
  const day = buildDemandGrid([{ date: '2026-12-07', open: 600, close: 780 }]);
  const required = { haircut: [[1, 2, 1]], color: [[1, 0, 0]] };
  const employees = [
    { id: 'a', skills: ['haircut', 'color'] },
    { id: 'b', skills: ['haircut'] },
  ];
  const shifts = [
    { employeeId: 'a', start: 600, end: 720 },
    { employeeId: 'b', start: 630, end: 780 },
  ];

  it('counts people on shift for the whole cell who hold the skill', () => {
    const cover = demandCoverage(day, required, shifts, employees);
    expect(cover.haircut[0].map((c) => [c.required, c.scheduled])).toEqual([
      [1, 1],
      [2, 2],
      [1, 1],
    ]);
    expect(cover.color[0].map((c) => [c.required, c.scheduled])).toEqual([
      [1, 1],
      [0, 1],
      [0, 0],
    ]);
    expect(coverTotals(cover)).toEqual({ under: 0, over: 1, cellsUnder: 0 });
  });

  it('adds up shortfalls', () => {
    const cover = demandCoverage(day, { haircut: [[3, 2, 1]] }, [shifts[1]], employees);
    // scheduled 0, 1, 1 -> short 3, 1, 0
    expect(coverTotals(cover)).toEqual({ under: 4, over: 0, cellsUnder: 2 });
  });
});
