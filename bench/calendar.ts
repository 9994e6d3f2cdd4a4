import os from 'node:os';
import path from 'node:path';
import { type Page, chromium } from '@playwright/test';
import { z } from 'zod';
import { build } from 'vite';
import { percentile, writeReadmeSection } from './bench-support.ts';
import { APPOINTMENTS, CUTTERS, seed } from './calendar-seed.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, buildWeb, machine, startServer, webRoot } from './web-support.ts';

const PORT = Number(process.env.BENCH_CALENDAR_PORT ?? 3193);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const GOAL_RENDER_MS = 500;
const GOAL_NEXT_DAY_MS = 200;
/** --profile: an unminified build, and a CPU profile of the busy rounds summed by function (where the time goes). */
const PROFILE = process.argv.includes('--profile');
const LOAD_BEFORE = os.loadavg()[0].toFixed(1);

interface Sample {
  render: number;
  nextDay: number;
  nextDayRender: number;
}

/** The newest performance measure `name` (for calendar-render: only one whose detail counts `events`). */
async function measure(page: Page, name: string, events?: number): Promise<number> {
  const handle = await page.waitForFunction(
    ([entry, count]) => {
      const found = performance
        .getEntriesByName(entry as string, 'measure')
        .filter((m) => count === undefined || (m as unknown as { detail?: { events?: number } }).detail?.events === count);
      return found.length ? found[found.length - 1].duration : null;
    },
    [name, events] as const,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Waits until the day's `events` are on the page. A calendar that draws only the columns in view states the
 * day's count on its root (data-events) and paints at least one; otherwise every event is counted.
 * (A function, not a string: the app's CSP refuses eval.)
 */
async function dayShown(page: Page, events: number): Promise<void> {
  await page.waitForFunction(
    (count) => {
      const declared = document.querySelector('[data-testid="appointment-calendar"]')?.getAttribute('data-events');
      if (declared !== null && declared !== undefined)
        return declared === String(count) && (count === 0 || document.querySelector('.rbc-event') !== null);
      return document.querySelectorAll('.rbc-event').length === count;
    },
    events,
    { timeout: 30_000 },
  );
}

/** One round: open the day fresh (new page), read calendar-render; click Next day, read calendar-navigate-paint. */
async function round(page: Page, baseURL: string, storeId: string, day: string, events: number): Promise<Sample> {
  await page.goto(`${baseURL}/admin/appointments-calendar?storeId=${storeId}&date=${day}`);
  await dayShown(page, events);
  await page.waitForLoadState('networkidle'); // the neighbouring days are prefetched, as they are for a person
  const render = await measure(page, 'calendar-render', events);
  await page.evaluate(() => performance.clearMeasures());
  await page.getByRole('button', { name: 'Next day' }).click();
  const nextDay = await measure(page, 'calendar-navigate-paint');
  const nextDayRender = await measure(page, 'calendar-render', events);
  return { render, nextDay, nextDayRender };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );
const ms = (n: number) => n.toFixed(0);

async function main() {
  const distDir = path.join(os.tmpdir(), PROFILE ? 'salon-bench-calendar-dist-profile' : 'salon-bench-calendar-dist');
  console.log('building the web app...');
  if (PROFILE)
    await build({
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true, minify: false },
    });
  else await buildWeb(distDir);
  const server = await startServer(distDir, PORT);
  try {
    const fixtureFile = path.join(os.tmpdir(), `salon-bench-web-fixture-${PORT}.json`);
    console.log('seeding 30 cutters and 2 x 400 appointments through the API...');
    const started = Date.now();
    const seeded = await seed(server.baseURL, fixtureFile);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/admin`);
    await page.getByLabel('Email').fill(seeded.email);
    await page.getByLabel('Password', { exact: true }).fill(seeded.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    if (PROFILE && process.env.BENCH_PROFILE_PART === 'trace') {
      // The browser's own work on "Next day" (style, layout, paint), summed by trace event over 3 rounds.
      await round(page, server.baseURL, seeded.busyStoreId, seeded.days[0], APPOINTMENTS);
      const byName = new Map<string, number>();
      for (let i = 0; i < 3; i++) {
        await page.goto(`${server.baseURL}/admin/appointments-calendar?storeId=${seeded.busyStoreId}&date=${seeded.days[0]}`);
        await dayShown(page, APPOINTMENTS);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => performance.clearMeasures());
        const next = page.getByRole('button', { name: 'Next day' });
        await next.hover();
        await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
        await next.click();
        await measure(page, 'calendar-navigate-paint');
        const trace = z
          .object({ traceEvents: z.array(z.object({ name: z.string(), ph: z.string(), dur: z.number().optional() })) })
          .parse(JSON.parse((await browser.stopTracing()).toString('utf8')));
        for (const e of trace.traceEvents) if (e.ph === 'X' && e.dur) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
      }
      for (const [key, total] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`${(total / 3).toFixed(1).padStart(8)} ms/round  ${key}`);
      await browser.close();
      return;
    }
    if (PROFILE) {
      await round(page, server.baseURL, seeded.busyStoreId, seeded.days[0], APPOINTMENTS);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      // Only the move to the next day (the slower figure): open the day, then profile the click until painted.
      const profiles: {
        nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
        samples: number[];
        timeDeltas: number[];
      }[] = [];
      for (let i = 0; i < 3; i++) {
        if (process.env.BENCH_PROFILE_PART === 'render') {
          await page.goto(`${server.baseURL}/admin/dashboard`);
          await cdp.send('Profiler.start');
          await page.goto(`${server.baseURL}/admin/appointments-calendar?storeId=${seeded.busyStoreId}&date=${seeded.days[0]}`);
          await measure(page, 'calendar-render');
        } else {
          await page.goto(`${server.baseURL}/admin/appointments-calendar?storeId=${seeded.busyStoreId}&date=${seeded.days[0]}`);
          await dayShown(page, APPOINTMENTS);
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => performance.clearMeasures());
          await cdp.send('Profiler.start');
          await page.getByRole('button', { name: 'Next day' }).click();
          await measure(page, 'calendar-navigate-paint');
        }
        profiles.push(((await cdp.send('Profiler.stop')) as unknown as { profile: (typeof profiles)[number] }).profile);
      }
      const profile = {
        nodes: profiles.flatMap((p, n) => p.nodes.map((node) => ({ ...node, id: node.id + n * 1_000_000 }))),
        samples: profiles.flatMap((p, n) => p.samples.map((id) => id + n * 1_000_000)),
        timeDeltas: profiles.flatMap((p) => p.timeDeltas),
      };
      const self = new Map<number, number>();
      for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
      const byName = new Map<string, number>();
      for (const node of profile.nodes) {
        const key = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
        byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0) / 1000);
      }
      for (const [key, total] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40))
        console.log(`${(total / 3).toFixed(1).padStart(8)} ms/round  ${key}`);
      await browser.close();
      return;
    }
    const busy: Sample[] = [];
    const quiet: Sample[] = [];
    // One warm-up of each (chunk download, JIT), then alternate busy and baseline rounds.
    await round(page, server.baseURL, seeded.busyStoreId, seeded.days[0], APPOINTMENTS);
    await round(page, server.baseURL, seeded.quietStoreId, seeded.days[0], 0);
    for (let i = 0; i < ROUNDS; i++) {
      busy.push(await round(page, server.baseURL, seeded.busyStoreId, seeded.days[0], APPOINTMENTS));
      quiet.push(await round(page, server.baseURL, seeded.quietStoreId, seeded.days[0], 0));
    }
    const columns = await (async () => {
      await page.goto(`${server.baseURL}/admin/appointments-calendar?storeId=${seeded.busyStoreId}&date=${seeded.days[0]}`);
      await dayShown(page, APPOINTMENTS);
      return page.locator('.rbc-time-content .rbc-day-slot').count();
    })();
    await browser.close();
    writeReadmeSection('calendar', section(busy, quiet, columns));
    const b = (k: keyof Sample) => ms(median(busy.map((s) => s[k])));
    console.log(`30 cutters / 400: render p50 ${b('render')} ms, next day p50 ${b('nextDay')} ms (columns ${columns})`);
    console.log(
      `baseline: render p50 ${ms(median(quiet.map((s) => s.render)))} ms, next day p50 ${ms(median(quiet.map((s) => s.nextDay)))} ms`,
    );
    console.log('Figures written to bench/README.md');
  } finally {
    await server.stop();
  }
}

function section(busy: Sample[], quiet: Sample[], columns: number): string {
  const row = (label: string, samples: Sample[], key: keyof Sample) =>
    `| ${label} | ${ms(median(samples.map((s) => s[key])))} | ${ms(p95(samples.map((s) => s[key])))} | ${samples.map((s) => ms(s[key])).join(', ')} |`;
  const ratio = (key: keyof Sample) => (median(busy.map((s) => s[key])) / Math.max(1, median(quiet.map((s) => s[key])))).toFixed(1);
  const renderP50 = median(busy.map((s) => s.render));
  const nextP50 = median(busy.map((s) => s.nextDay));
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
${ROUNDS} rounds after one warm-up each, busy and baseline alternating; p50 / p95 / every round in ms.

**Machine.** ${machine()}, load average ${LOAD_BEFORE} before and ${os.loadavg()[0].toFixed(1)} after the run. Date: ${new Date().toISOString().slice(0, 10)}. Other engineers' builds and
browser tests may share the 2 cores; the ratio to the baseline is the steadier figure.

| measure | p50 ms | p95 ms | rounds |
| --- | ---: | ---: | --- |
${row(`render, ${CUTTERS} cutters / ${APPOINTMENTS} appointments`, busy, 'render')}
${row('render, baseline (1 cutter / 0 appointments)', quiet, 'render')}
${row(`next day, ${CUTTERS} cutters / ${APPOINTMENTS} appointments`, busy, 'nextDay')}
${row('next day, baseline', quiet, 'nextDay')}

- render: **${ratio('render')}x** the baseline; ${ms(renderP50)} ms against the goal of < ${GOAL_RENDER_MS} ms: **${renderP50 < GOAL_RENDER_MS ? 'met' : 'NOT met'}**
- next day: **${ratio('nextDay')}x** the baseline; ${ms(nextP50)} ms against the goal of < ${GOAL_NEXT_DAY_MS} ms: **${nextP50 < GOAL_NEXT_DAY_MS ? 'met' : 'NOT met'}**

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

What is left is mostly the browser's own work, not script (the profile's "(program)", layout reads and garbage
collection): ${CUTTERS} columns x 120 five-minute slots are about 6,000 slot elements, ${APPOINTMENTS} events
with their drag and resize handles about 3,600 more, all replaced or re-styled when the day changes, and
react-big-calendar reads layout (\`getBoundingClientRect\`) after each update, which forces that layout
synchronously; its all-day header row is rendered for each of the ${CUTTERS} columns even though a salon has no
all-day events (hidden by CSS). The data is not in the path: the neighbouring days are prefetched.
\`content-visibility: auto\` on the slot groups was tried and measured slower (510 / 435 ms against 436 / 382 ms in
back-to-back runs), so it is not used. **Next day is not under 200 ms**: getting there would take fewer elements
(a 15-minute grid instead of the spec's 5-minute scale, or a calendar that virtualises the columns off screen,
which react-big-calendar does not), which we judge worse than the cost.

**Tried on 2026-11-22, measured, none kept** (the page is unchanged; each line: busy p50 render / next day and the
ratio to the same run's baseline, against the unchanged page's 448 / 339 ms, 1.7x / 4.3x, at a load average of 4):
\`content-visibility: auto\` on the 30 day columns together with \`contain: layout paint style\` on each event:
561 / 607 ms, 2.1x / 8.6x (why it is slower was not investigated further); drawing
the day view on one fixed day so that the library keys its columns alike every day and updates them instead of
rebuilding them (with and without the event containment): 570 / 381 ms and 616 / 352 ms, 2.3x / 4.3-4.5x, no
gain, and the trace (below) showed the update in place costing more than the rebuild (style recalculation 158 ms,
event dispatch 203 ms, hit testing 97 ms a round against 110, 118 and 38 ms); the five-minute lines as one
background gradient per column instead of a border on each slot: 892 / 522 ms, 3.4x / 5.2x at a load average of 6.
\`BENCH_PROFILE_PART=trace\` with \`--profile\` sums the browser's trace events (style, layout, paint, hit testing,
garbage collection) over three moves to the next day. On the unchanged page, per move: style recalculation about
110 ms, paint and pre-paint about 115 ms, layout about 45 ms, minor garbage collection about 70 ms; the script
("FunctionCall", about 490 ms) also holds the bench's own polling, so read it with the CPU profile above.

Timings live here, never in a test's pass/fail.
`;
}

await main();
