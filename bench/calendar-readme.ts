// The calendar bench's section of bench/README.md (bench/calendar.ts measures, this writes).
import os from 'node:os';
import { percentile } from './bench-support.ts';
import { APPOINTMENTS, CUTTERS } from './calendar-seed.ts';
import { machine } from './web-support.ts';

export interface Sample {
  render: number;
  nextDay: number;
  nextDayRender: number;
}

export interface CalendarRun {
  rounds: number;
  coarseScale: number;
  goalRenderMs: number;
  goalNextDayMs: number;
  loadBefore: string;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );
export const ms = (n: number) => n.toFixed(0);

export function section(run: CalendarRun, busy: Sample[], quiet: Sample[], coarse: Sample[], columns: number): string {
  const {
    rounds: ROUNDS,
    coarseScale: COARSE_SCALE,
    goalRenderMs: GOAL_RENDER_MS,
    goalNextDayMs: GOAL_NEXT_DAY_MS,
    loadBefore: LOAD_BEFORE,
  } = run;
  const row = (label: string, samples: Sample[], key: keyof Sample) =>
    `| ${label} | ${ms(median(samples.map((s) => s[key])))} | ${ms(p95(samples.map((s) => s[key])))} | ${samples.map((s) => ms(s[key])).join(', ')} |`;
  const ratio = (key: keyof Sample, samples = busy) =>
    (median(samples.map((s) => s[key])) / Math.max(1, median(quiet.map((s) => s[key])))).toFixed(1);
  const renderP50 = median(busy.map((s) => s.render));
  const nextP50 = median(busy.map((s) => s.nextDay));
  const coarseNextP50 = median(coarse.map((s) => s.nextDay));
  return `## Appointment calendar in the browser (issue 6)

**Method.** \`npm run calendar -w bench\` (\`bench/calendar.ts\`) builds the web app into a private folder, serves it
with the real server over the e2e fixture (PGlite), and seeds through the API: ${CUTTERS} cutters with published
10:00-18:00 shifts at one store and ${APPOINTMENTS} half-hour appointments on each of two days (${columns} resource
columns). Debian chromium (1440 x 900, STACK.md flags), signed in as the franchisor, opens
\`/admin/appointments-calendar?storeId=…&date=…\` in the day view and reads the page's own performance measures:
**render** = \`calendar-render\`, from the moment the calendar answer reaches the component (mark
\`calendar-data-arrived\`) to the frame after the events were laid out and painted (\`requestAnimationFrame\` then a
task: mark \`calendar-painted\`); **next day** = \`calendar-navigate-paint\`, from the click on "Next day" to the next
day's events painted, the request included (the page prefetches the neighbouring days, as it does for a person).
The baseline is the same page in the same run with 1 cutter and 0 appointments (the fixture's other store).
The same busy day is also measured at the ${COARSE_SCALE}-minute time scale (the person's setting, chosen through the
calendar's own control between rounds). ${ROUNDS} rounds after one warm-up each, busy, baseline and busy at
${COARSE_SCALE} minutes alternating; p50 / p95 / every round in ms.

**Machine.** ${machine()}, load average ${LOAD_BEFORE} before and ${os.loadavg()[0].toFixed(1)} after the run. Date: ${new Date().toISOString().slice(0, 10)}. Other engineers' builds and
browser tests may share the 2 cores; the ratio to the baseline is the steadier figure.

| measure | p50 ms | p95 ms | rounds |
| --- | ---: | ---: | --- |
${row(`render, ${CUTTERS} cutters / ${APPOINTMENTS} appointments`, busy, 'render')}
${row('render, baseline (1 cutter / 0 appointments)', quiet, 'render')}
${row(`next day, ${CUTTERS} cutters / ${APPOINTMENTS} appointments`, busy, 'nextDay')}
${row('next day, baseline', quiet, 'nextDay')}
${row(`render, ${CUTTERS} cutters / ${APPOINTMENTS} appointments, ${COARSE_SCALE}-minute scale`, coarse, 'render')}
${row(`next day, ${CUTTERS} cutters / ${APPOINTMENTS} appointments, ${COARSE_SCALE}-minute scale`, coarse, 'nextDay')}

- render: **${ratio('render')}x** the baseline; ${ms(renderP50)} ms against the goal of < ${GOAL_RENDER_MS} ms: **${renderP50 < GOAL_RENDER_MS ? 'met' : 'NOT met'}**
- next day: **${ratio('nextDay')}x** the baseline; ${ms(nextP50)} ms against the goal of < ${GOAL_NEXT_DAY_MS} ms: **${nextP50 < GOAL_NEXT_DAY_MS ? 'met' : 'NOT met'}**
- next day at the ${COARSE_SCALE}-minute scale: **${ratio('nextDay', coarse)}x** the baseline; ${ms(coarseNextP50)} ms against the goal of < ${GOAL_NEXT_DAY_MS} ms: **${coarseNextP50 < GOAL_NEXT_DAY_MS ? 'met' : 'NOT met'}**

**Where the time goes** (\`npm run calendar -w bench -- --profile\`, with \`BENCH_PROFILE_PART=render\` for the first
paint: an unminified build and a CPU profile summed by function). The first version took about 970 ms to render
and 735 ms for the next day. Most of it was ours: every event built a fresh \`Intl.DateTimeFormat\` for its
accessible name (about 390 ms a render: now one formatter per language and one string per minute of the day),
and every event walked the access-control tree twice for "may move / may stretch" (about 70 ms: now once per
status); MUI's \`sx\` on each event body and column header became plain elements styled by class rules, and
instants become store-clock dates with the zone offset cached per quarter hour. Runs of this code measured render
at 400-500 ms p50 and next day at 330-370 ms at a load average of 3-5, and 600 / 450 ms while other engineers'
test runs pushed the load average to 9 on the 2 cores: compare the ratio and the load average above before the
absolute figure. The render measure also holds whatever else the page does before the next frame: the baseline's
rounds are either about 30 ms (nothing else running) or 250-300 ms (the page's own first load still finishing),
so the busy figure carries that too; render is at the goal, not comfortably under it.

How the day change got under 200 ms (2026-11-29, "Own slots" and "Stage and hours" below): the day columns draw
their own 5-minute slots, memoised on their shading, and none off screen; the library is shown one fixed day, so
its ${CUTTERS} columns (keyed by date) are kept across a day change and only the cards are drawn again; and only the
cards near the hours in view are drawn. The data is not in the path: the neighbouring days are prefetched.
\`content-visibility: auto\` on the slot groups was tried and measured slower (510 / 435 ms against 436 / 382 ms in
back-to-back runs), so it is not used.

**Tried on 2026-11-22, measured, none kept** (the page is unchanged; each line: busy p50 render / next day and the
ratio to the same run's baseline, against the unchanged page's 448 / 339 ms, 1.7x / 4.3x, at a load average of 4):
\`content-visibility: auto\` on the 30 day columns together with \`contain: layout paint style\` on each event:
561 / 607 ms, 2.1x / 8.6x (why it is slower was not investigated further); drawing
the day view on one fixed day so that the library keys its columns alike every day and updates them instead of
rebuilding them (with and without the event containment): 570 / 381 ms and 616 / 352 ms, 2.3x / 4.3-4.5x, no
gain then (kept since 2026-11-29: once the slots are memoised, keeping the columns is what saves), and the trace (below) showed the update in place costing more than the rebuild (style recalculation 158 ms,
event dispatch 203 ms, hit testing 97 ms a round against 110, 118 and 38 ms); the five-minute lines as one
background gradient per column instead of a border on each slot: 892 / 522 ms, 3.4x / 5.2x at a load average of 6.
\`BENCH_PROFILE_PART=trace\` with \`--profile\` sums the browser's trace events (style, layout, paint, hit testing,
garbage collection) over three moves to the next day. On the unchanged page, per move: style recalculation about
110 ms, paint and pre-paint about 115 ms, layout about 45 ms, minor garbage collection about 70 ms; the script
("FunctionCall", about 490 ms) also holds the bench's own polling, so read it with the CPU profile above.

Timings live here, never in a test's pass/fail.
`;
}
