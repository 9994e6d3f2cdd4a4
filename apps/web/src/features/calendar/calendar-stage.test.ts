import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_DAY, fromStage, moveDay, toStage } from './calendar-stage.ts';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const show = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('the day view stage', () => {
  // A zone with daylight saving, so a move by whole days of milliseconds would shift summer times by an hour.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Chicago';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it.each([
    // real day, time on it, on the stage
    ['2026-11-30', [2026, 11, 30, 10, 0], '2020-01-01 10:00'],
    ['2026-11-30', [2026, 11, 30, 23, 55], '2020-01-01 23:55'],
    // a visit past midnight ends on the next day, on the stage too
    ['2026-11-30', [2026, 12, 1, 0, 30], '2020-01-02 00:30'],
    // across a year's end and a leap day
    ['2026-12-31', [2027, 1, 1, 0, 15], '2020-01-02 00:15'],
    ['2028-02-29', [2028, 2, 29, 9, 5], '2020-01-01 09:05'],
    // a summer day keeps its wall clock (no hour lost to the winter offset)
    ['2026-07-15', [2026, 7, 15, 14, 45], '2020-01-01 14:45'],
    ['2026-03-08', [2026, 3, 8, 12, 0], '2020-01-01 12:00'],
  ] as const)('%s %j is %s on the stage, and back', (day, [y, m, d, h, min], staged) => {
    const at = local(y, m, d, h, min);
    const onStage = toStage(at, day);
    expect(show(onStage)).toBe(staged);
    expect(fromStage(onStage, day).getTime()).toBe(at.getTime());
  });

  it('leaves the stage day itself alone', () => {
    const at = local(2020, 1, 1, 8, 0);
    expect(toStage(at, STAGE_DAY)).toBe(at);
    expect(show(moveDay(at, '2020-01-01', '2026-11-30'))).toBe('2026-11-30 08:00');
  });
});
