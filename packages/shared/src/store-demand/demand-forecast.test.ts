import { describe, expect, it } from 'vitest';
import { buildDemandGrid } from './demand-grid.ts';
import { explainForecastCell, forecastDemand } from './demand-forecast.ts';

// Monday 2026-12-14, 10:00-12:00: two cells. Three weeks back are 12-07, 11-30 and 11-23.
const grid = buildDemandGrid([{ date: '2026-12-14', open: 600, close: 720 }]);
const haircut = (date: string, start: number, end: number) => ({ date, start, end, skill: 'haircut' });
const appointments = [
  haircut('2026-12-07', 600, 630), // cell 1: 30
  haircut('2026-12-07', 615, 675), // cell 1: 45, cell 2: 15
  haircut('2026-11-30', 600, 660), // cell 1: 60
  haircut('2026-11-23', 600, 720), // cell 1: 60, cell 2: 60
  haircut('2026-11-16', 600, 720), // four weeks back: not counted with weeks = 3
  haircut('2026-12-08', 600, 720), // a Tuesday: not counted
  { date: '2026-12-07', start: 600, end: 720, skill: 'color' }, // another skill
];
const options = { weeks: 3, targetUtilisationPercent: 80, minPerOpenHour: 1 };

describe('demand forecast', () => {
  const forecast = forecastDemand(grid, ['haircut', 'beard'], appointments, options);

  it('averages busy minutes of the same weekday and hour and divides by what a person offers at the target utilisation', () => {
    // cell 1: 135 + 60 = 195 busy minutes over 3 weeks; 195 / (3 × 60 × 0.8) = 1.354 -> 2
    // cell 2: 15 + 0 + 60 = 75; 75 / 144 = 0.52 -> 1
    expect(forecast.required.haircut).toEqual([[2, 1]]);
    expect(forecast.explanations.haircut[0]).toEqual([
      { busyMinutesByWeek: [75, 60, 60], cellMinutes: 60, rawHundredths: 135, minimumApplied: false, required: 2 },
      { busyMinutesByWeek: [15, 0, 60], cellMinutes: 60, rawHundredths: 52, minimumApplied: false, required: 1 },
    ]);
  });

  it('never goes below the minimum per open hour, and says so', () => {
    expect(forecast.required.beard).toEqual([[1, 1]]);
    expect(forecast.explanations.beard[0][0]).toEqual({
      busyMinutesByWeek: [0, 0, 0],
      cellMinutes: 60,
      rawHundredths: 0,
      minimumApplied: true,
      required: 1,
    });
    expect(forecastDemand(grid, ['beard'], [], { ...options, minPerOpenHour: 0 }).required.beard).toEqual([[0, 0]]);
  });

  it('a lower target utilisation asks for more people', () => {
    // cell 1: 195 / (3 × 60 × 0.5) = 2.17 -> 3
    expect(forecastDemand(grid, ['haircut'], appointments, { ...options, targetUtilisationPercent: 50 }).required.haircut).toEqual([
      [3, 1],
    ]);
  });

  it('explains a number in words', () => {
    expect(explainForecastCell(forecast.explanations.haircut[0][0], 80)).toBe(
      'Busy minutes over the last 3 weeks: 75, 60, 60; average 65 ÷ (60 min × 80%) = 1.35, rounded up = 2',
    );
    expect(explainForecastCell(forecast.explanations.beard[0][1], 80)).toBe(
      'Busy minutes over the last 3 weeks: 0, 0, 0; average 0 ÷ (60 min × 80%) = 0.00, rounded up; raised to the minimum of 1 per open hour',
    );
  });
});
