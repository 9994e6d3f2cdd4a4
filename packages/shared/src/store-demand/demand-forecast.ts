// Forecast of store demand (issue 17): for each skill, day and hour cell of the coming week, the minutes of
// appointments needing that skill that overlapped the same weekday and hour in each of the last N weeks,
// averaged, divided by the minutes one person offers at the target utilisation, rounded up, and never below
// the minimum per open hour. Integer arithmetic only: required = max(min, ceil(sum × 100 / (N × cell × util))).
import { addDays } from '../availability/wall-clock.ts';
import type { DemandGrid, DemandRequired } from './demand-grid.ts';

/** A past appointment (completed or booked) on its store's wall clock, with the skill it needs. */
export interface PastAppointment {
  date: string;
  start: number;
  end: number;
  skill: string;
}
export interface ForecastOptions {
  /** How many past weeks, same weekday (1-12). */
  weeks: number;
  /** Percent of a person's time spent on appointments that the forecast aims at (1-100). */
  targetUtilisationPercent: number;
  /** The least headcount of each skill in an open hour. */
  minPerOpenHour: number;
}
export const FORECAST_DEFAULTS: ForecastOptions = { weeks: 4, targetUtilisationPercent: 80, minPerOpenHour: 1 };

/** How one number was derived. */
export interface ForecastCellExplanation {
  /** Busy minutes in the same cell 1, 2, … weeks back. */
  busyMinutesByWeek: number[];
  cellMinutes: number;
  /** Unrounded headcount in hundredths: sum × 100 × 100 / (N × cell × util). */
  rawHundredths: number;
  /** True when the minimum per open hour raised the number. */
  minimumApplied: boolean;
  required: number;
}
export interface DemandForecast {
  required: DemandRequired;
  explanations: Record<string, ForecastCellExplanation[][]>;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

export function forecastDemand(
  grid: DemandGrid,
  skills: readonly string[],
  appointments: readonly PastAppointment[],
  options: ForecastOptions = FORECAST_DEFAULTS,
): DemandForecast {
  const { weeks, targetUtilisationPercent: util, minPerOpenHour } = options;
  const byDateSkill = new Map<string, PastAppointment[]>();
  for (const a of appointments) {
    const key = `${a.date}|${a.skill}`;
    const list = byDateSkill.get(key);
    if (list) list.push(a);
    else byDateSkill.set(key, [a]);
  }
  const required: DemandRequired = {};
  const explanations: DemandForecast['explanations'] = {};
  for (const skill of skills) {
    required[skill] = [];
    explanations[skill] = [];
    for (const day of grid.days) {
      const pastDays = Array.from({ length: weeks }, (_, k) => byDateSkill.get(`${addDays(day.date, -7 * (k + 1))}|${skill}`) ?? []);
      const cells = day.cells.map((cell): ForecastCellExplanation => {
        const cellMinutes = cell.end - cell.start;
        const busyMinutesByWeek = pastDays.map((list) => list.reduce((sum, a) => sum + overlap(a.start, a.end, cell.start, cell.end), 0));
        const sum = busyMinutesByWeek.reduce((a, b) => a + b, 0);
        const denominator = weeks * cellMinutes * util;
        const fromHistory = Math.ceil((sum * 100) / denominator);
        const needed = Math.max(minPerOpenHour, fromHistory);
        return {
          busyMinutesByWeek,
          cellMinutes,
          rawHundredths: Math.round((sum * 10_000) / denominator),
          minimumApplied: needed > fromHistory,
          required: needed,
        };
      });
      explanations[skill].push(cells);
      required[skill].push(cells.map((c) => c.required));
    }
  }
  return { required, explanations };
}

/** One line saying how a forecast number came about, e.g. for a tooltip. */
export function explainForecastCell(e: ForecastCellExplanation, utilisationPercent: number): string {
  const weeks = e.busyMinutesByWeek.length;
  const sum = e.busyMinutesByWeek.reduce((a, b) => a + b, 0);
  const average = Math.round((sum * 10) / weeks) / 10;
  const raw = (e.rawHundredths / 100).toFixed(2);
  const base =
    `Busy minutes over the last ${weeks} week${weeks === 1 ? '' : 's'}: ${e.busyMinutesByWeek.join(', ')}; ` +
    `average ${average} ÷ (${e.cellMinutes} min × ${utilisationPercent}%) = ${raw}, rounded up`;
  return e.minimumApplied ? `${base}; raised to the minimum of ${e.required} per open hour` : `${base} = ${e.required}`;
}
