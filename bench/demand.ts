// `npm run demand -w bench`: the shift suggestion (issue 17) for 30 employees, 3 skills and a week of hourly
// demand (7 days, 09:00-20:00). Pure function in process, so the figure is the algorithm alone. The baseline,
// measured in the same run on the same input, is one pass of demandCoverage (what any answer must at least do:
// count the cover of every skill and hour once). Goal: suggestion p95 <= 500 ms. Rewrites its own section of
// bench/README.md (between the demand markers).
import os from 'node:os';
import { buildDemandGrid, type DemandRequired, demandCoverage, type SuggestInput, suggestShifts } from '@salon/shared';
import { timing, writeReadmeSection } from './bench-support.ts';
import { machine } from './web-support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const BASELINE_ROUNDS = 2000;
const GOAL_P95_MS = 500;
const SKILLS = ['haircut', 'color', 'beard'] as const;
const EMPLOYEES = 30;
const LOAD_AT_START = os.loadavg()[0];

/** The benchmark week: busier afternoons and weekends, haircut the most asked for; a few days off and shifts elsewhere. */
export function demandWeek(): SuggestInput {
  const dates = Array.from({ length: 7 }, (_, d) => `2026-12-${String(14 + d).padStart(2, '0')}`);
  const grid = buildDemandGrid(dates.map((date) => ({ date, open: 540, close: 1200 })));
  const base = { haircut: 3, color: 1, beard: 1 } as const;
  const required: DemandRequired = Object.fromEntries(
    SKILLS.map((skill) => [
      skill,
      grid.days.map((day, d) => day.cells.map((_, c) => base[skill] + (c >= 4 && c <= 8 ? 1 : 0) + (d >= 5 ? 1 : 0))),
    ]),
  );
  // Everyone cuts hair; every third colours, every fourth trims beards.
  const employees = Array.from({ length: EMPLOYEES }, (_, i) => ({
    id: `employee-${String(i).padStart(2, '0')}`,
    skills: ['haircut', ...(i % 3 === 0 ? ['color'] : []), ...(i % 4 === 0 ? ['beard'] : [])],
  }));
  const timeOff = [0, 7, 13, 21].map((i, k) => ({ employeeId: employees[i].id, start: k * 1440, end: (k + 2) * 1440 }));
  const elsewhere = [2, 9].map((i, k) => ({ employeeId: employees[i].id, start: (k + 1) * 1440 + 540, end: (k + 1) * 1440 + 1080 }));
  return { grid, required, employees, existing: [], elsewhere, timeOff };
}

function measure(fn: () => void, rounds: number): number[] {
  for (let i = 0; i < Math.min(5, rounds); i++) fn();
  return Array.from({ length: rounds }, () => {
    const t0 = performance.now();
    fn();
    return performance.now() - t0;
  });
}

const input = demandWeek();
const result = suggestShifts(input);
const suggestion = timing(measure(() => suggestShifts(input), ROUNDS));
const baseline = timing(measure(() => demandCoverage(input.grid, input.required, result.shifts, input.employees), BASELINE_ROUNDS));
const hours = result.shifts.reduce((sum, s) => sum + s.end - s.start, 0) / 60;
const ratio = suggestion.p95 / baseline.p95;
const fmt = (ms: number) => ms.toFixed(ms < 1 ? 3 : 1);

const text = `## Shift suggestion from store demand (issue 17)

**Method.** \`npm run demand -w bench\` (\`bench/demand.ts\`) calls \`suggestShifts\` from packages/shared in process
on one week: 30 employees (all cut hair, every third colours, every fourth trims beards), 3 skills, 7 days open
09:00-20:00, hourly demand of 3/1/1 people (haircut/color/beard) plus one from 13:00 to 18:00 and one at the weekend,
4 employees with two days off and 2 working a day at another store. ${ROUNDS} timed calls after 5 warm-up calls.
The baseline, measured in the same run on the same input, is one \`demandCoverage\` pass (${BASELINE_ROUNDS} calls):
counting the cover of every skill and hour once.

**Machine.** ${machine()}. Load average at start ${LOAD_AT_START.toFixed(1)}. Date: ${new Date().toISOString().slice(0, 10)}.

| what | p50 ms | p95 ms | mean ms |
| --- | ---: | ---: | ---: |
| \`suggestShifts\` (30 employees, 3 skills, 77 hours) | ${fmt(suggestion.p50)} | ${fmt(suggestion.p95)} | ${fmt(suggestion.mean)} |
| baseline: \`demandCoverage\` of the same week | ${fmt(baseline.p50)} | ${fmt(baseline.p95)} | ${fmt(baseline.mean)} |

- **Ratio** suggestion p95 / baseline p95 = **${Math.round(ratio)}**.
- **Absolute** suggestion p95 = **${fmt(suggestion.p95)} ms** (goal <= ${GOAL_P95_MS} ms: ${suggestion.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}).
- The answer: ${result.shifts.length} shifts, ${hours} hours; ${result.uncovered.length} (skill, hour) cells left short.

Timings live here, never in a test's pass/fail.
`;
writeReadmeSection('demand', text);
console.log(text);
