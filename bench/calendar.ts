import os from 'node:os';
import path from 'node:path';
import { type Page, chromium } from '@playwright/test';
import { z } from 'zod';
import { build } from 'vite';
import { writeReadmeSection } from './bench-support.ts';
import { type Sample, median, ms, section } from './calendar-readme.ts';
import { APPOINTMENTS, seed } from './calendar-seed.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, buildWeb, startServer, webRoot } from './web-support.ts';

const PORT = Number(process.env.BENCH_CALENDAR_PORT ?? 3193);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const GOAL_RENDER_MS = 500;
const GOAL_NEXT_DAY_MS = 200;
/** The other scale: "meet it at the 15-minute scale" if the 5-minute one cannot. */
const COARSE_SCALE = 15;
/** --profile: an unminified build, and a CPU profile of the busy rounds summed by function (where the time goes). */
const PROFILE = process.argv.includes('--profile');
const LOAD_BEFORE = os.loadavg()[0].toFixed(1);

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

/** Saves the signed-in person's time scale through the calendar's own control (it follows them, Employee/Preferences). */
async function chooseScale(page: Page, baseURL: string, storeId: string, day: string, minutes: number): Promise<void> {
  await page.goto(`${baseURL}/admin/appointments-calendar?storeId=${storeId}&date=${day}`);
  await dayShown(page, 0);
  const scale = page.getByRole('combobox', { name: 'Time scale' });
  if ((await scale.textContent())?.trim() === `${minutes} min`) return;
  await scale.click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/Preferences') && r.request().method() === 'PUT');
  await page.getByRole('option', { name: `${minutes} min`, exact: true }).click();
  if (!(await saved).ok()) throw new Error(`could not save the ${minutes}-minute scale`);
}

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
    const coarse: Sample[] = [];
    const scale = (minutes: number) => chooseScale(page, server.baseURL, seeded.quietStoreId, seeded.days[0], minutes);
    // One warm-up of each (chunk download, JIT), then alternate busy, baseline and busy at the coarse scale.
    await round(page, server.baseURL, seeded.busyStoreId, seeded.days[0], APPOINTMENTS);
    await round(page, server.baseURL, seeded.quietStoreId, seeded.days[0], 0);
    for (let i = 0; i < ROUNDS; i++) {
      busy.push(await round(page, server.baseURL, seeded.busyStoreId, seeded.days[0], APPOINTMENTS));
      quiet.push(await round(page, server.baseURL, seeded.quietStoreId, seeded.days[0], 0));
      await scale(COARSE_SCALE);
      coarse.push(await round(page, server.baseURL, seeded.busyStoreId, seeded.days[0], APPOINTMENTS));
      await scale(5);
    }
    const columns = await (async () => {
      await page.goto(`${server.baseURL}/admin/appointments-calendar?storeId=${seeded.busyStoreId}&date=${seeded.days[0]}`);
      await dayShown(page, APPOINTMENTS);
      return page.locator('.rbc-time-content .rbc-day-slot').count();
    })();
    await browser.close();
    writeReadmeSection(
      'calendar',
      section(
        {
          rounds: ROUNDS,
          coarseScale: COARSE_SCALE,
          goalRenderMs: GOAL_RENDER_MS,
          goalNextDayMs: GOAL_NEXT_DAY_MS,
          loadBefore: LOAD_BEFORE,
        },
        busy,
        quiet,
        coarse,
        columns,
      ),
    );
    const b = (k: keyof Sample) => ms(median(busy.map((s) => s[k])));
    console.log(`30 cutters / 400: render p50 ${b('render')} ms, next day p50 ${b('nextDay')} ms (columns ${columns})`);
    const c = (k: keyof Sample) => ms(median(coarse.map((s) => s[k])));
    console.log(`at ${COARSE_SCALE} min: render p50 ${c('render')} ms, next day p50 ${c('nextDay')} ms`);
    console.log(
      `baseline: render p50 ${ms(median(quiet.map((s) => s.render)))} ms, next day p50 ${ms(median(quiet.map((s) => s.nextDay)))} ms`,
    );
    console.log('Figures written to bench/README.md');
  } finally {
    await server.stop();
  }
}

await main();
