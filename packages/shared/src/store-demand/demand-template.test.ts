import { describe, expect, it } from 'vitest';
import { buildDemandGrid, type DemandDayHours } from './demand-grid.ts';
import { applyDemandTemplate } from './demand-template.ts';

const H = 60;
/** A week of Sunday 2026-11-01 with the same hours every day, Sunday closed. */
function week(start: string, open: number, close: number): DemandDayHours[] {
  return Array.from({ length: 7 }, (_, d) => ({
    date: `${start.slice(0, 8)}${String(Number(start.slice(8)) + d).padStart(2, '0')}`,
    open: d === 0 ? null : open,
    close: d === 0 ? null : close,
  }));
}

describe('applyDemandTemplate', () => {
  // Template painted on 10:00-14:00 (4 cells), Monday 1,2,2,1 haircut; Tuesday 0,0,3,3 haircut; color Monday 1 at 13:00.
  const grid = buildDemandGrid(week('2026-11-01', 10 * H, 14 * H));
  const zeros = () => grid.days.map((d) => d.cells.map(() => 0));
  const haircut = zeros();
  haircut[1] = [1, 2, 2, 1];
  haircut[2] = [0, 0, 3, 3];
  const color = zeros();
  color[1] = [0, 0, 0, 1];
  const template = { grid, required: { haircut, color } };

  it('same hours in another week: every cell is copied to the same day of the week', () => {
    const target = buildDemandGrid(week('2026-11-15', 10 * H, 14 * H));
    const applied = applyDemandTemplate(template, target, ['haircut', 'color']);
    expect(applied.required.haircut![1]).toEqual([1, 2, 2, 1]);
    expect(applied.required.haircut![2]).toEqual([0, 0, 3, 3]);
    expect(applied.required.color![1]).toEqual([0, 0, 0, 1]);
    expect(applied.required.haircut![0]).toEqual([]);
    expect(applied.unplacedCells).toBe(0);
    expect(applied.droppedSkills).toEqual([]);
  });

  it('the store now opens 11:00-16:00: cells match by start, new hours are 0, the 10:00 cells are counted unplaced', () => {
    const target = buildDemandGrid(week('2026-11-15', 11 * H, 16 * H));
    const applied = applyDemandTemplate(template, target, ['haircut', 'color']);
    // 11:00, 12:00, 13:00 from the template; 14:00 and 15:00 were not in it.
    expect(applied.required.haircut![1]).toEqual([2, 2, 1, 0, 0]);
    expect(applied.required.haircut![2]).toEqual([0, 3, 3, 0, 0]);
    expect(applied.required.color![1]).toEqual([0, 0, 1, 0, 0]);
    // Monday 10:00 haircut (1) is the only non-zero cell without a place.
    expect(applied.unplacedCells).toBe(1);
  });

  it('a skill set the store no longer has is dropped and named; a new one starts at 0', () => {
    const target = buildDemandGrid(week('2026-11-15', 10 * H, 14 * H));
    const applied = applyDemandTemplate(template, target, ['haircut', 'shave']);
    expect(Object.keys(applied.required)).toEqual(['haircut', 'shave']);
    expect(applied.required.shave!.flat().every((n) => n === 0)).toBe(true);
    expect(applied.droppedSkills).toEqual(['color']);
  });
});
