// `npm run test:e2e:dates`: the browser tests that touch days, weeks, shifts, time cards, reports and bookings, run
// once per hard date (issue 21; the dates and specs are in e2e-dates-plan.ts). Each run starts under libfaketime
// (Debian's `faketime`, LD_PRELOAD), which shifts the clock of the whole `playwright test` process tree: the test
// runner (e2e/support/days.ts), the server it spawns with the embedded PGlite inside it (so the database's now()
// moves with the app's clock) and Chromium. The clock keeps running from the chosen instant. Before each run a probe
// (clock-probe.mjs) checks that all three read that instant. Not part of `npm test` (CI time). Build the web app
// first (`npm run build`); E2E_PORT chooses the server's port as for `npm run test:e2e`; expectations wait 30 s
// (E2E_EXPECT_TIMEOUT) instead of 10 s.
//
//   npm run test:e2e:dates                          every date, DATE_SPECS
//   npm run test:e2e:dates -- --dates=dst-start     one date (comma-separated keys)
//   npm run test:e2e:dates -- e2e/shifts.spec.ts    other specs (any `playwright test` filter)
//   npm run test:e2e:dates -- --wide                WIDE_SPECS
//   npm run test:e2e:dates -- --all                 the whole browser suite (long on 2 cores)
//   npm run test:e2e:dates -- --timeout=300000      any other option goes to `playwright test`
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clocksOff, DATE_SPECS, fakeAt, HARD_DATES, type HardDate, specFile, WIDE_SPECS } from './e2e-dates-plan.ts';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const datesArg = args.find((a) => a.startsWith('--dates='));
const own = (a: string) => a.startsWith('--dates=') || a === '--wide' || a === '--all';
/** Everything else goes to `playwright test`: spec filters and options such as --timeout=300000 on a busy machine. */
const passOn = args.filter((a) => !own(a));
const filters = passOn.filter((a) => !a.startsWith('-'));
const keys = datesArg ? datesArg.slice('--dates='.length).split(',') : HARD_DATES.map((d) => d.key);
const dates = keys.map((key) => {
  const found = HARD_DATES.find((d) => d.key === key);
  if (!found) throw new Error(`no date "${key}"; the dates are ${HARD_DATES.map((d) => d.key).join(', ')}`);
  return found;
});
const specs = flags.has('--all') ? [] : filters.length ? filters : (flags.has('--wide') ? WIDE_SPECS : DATE_SPECS).map(specFile);

if (spawnSync('faketime', ['--version'], { stdio: 'ignore' }).error) {
  console.error('faketime is not installed: apt-get install faketime (Debian/Ubuntu; libfaketime)');
  process.exit(2);
}
if (!existsSync('apps/web/dist/index.html')) {
  console.error('apps/web/dist is missing: npm run build first');
  process.exit(2);
}

function run(cmd: string, cmdArgs: string[], env: Record<string, string> = {}, capture = false) {
  const child = spawn(cmd, cmdArgs, { stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', env: { ...process.env, ...env } });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise<{ status: number | null; out: string }>((resolve) => child.on('close', (status) => resolve({ status, out })));
}

/** Node, PGlite's now() and Chromium each read the date's instant (within the probe's own start-up time). */
async function probe(date: HardDate): Promise<string[]> {
  const { status, out } = await run('faketime', [fakeAt(date.instant), process.execPath, 'scripts/clock-probe.mjs'], {}, true);
  if (status !== 0) return [`the clock probe exited with ${status}`];
  const seen = JSON.parse(out);
  const readings = { node: seen.node, pglite: seen.pglite.now, chromium: seen.chromium.iso };
  console.log(`clocks at start: node ${readings.node}, PGlite now() ${readings.pglite}, Chromium ${readings.chromium}`);
  return clocksOff(readings, date.instant);
}

interface Suite {
  specs?: { file: string; title: string; tests?: { status: string }[] }[];
  suites?: Suite[];
}

function report(file: string) {
  if (!existsSync(file)) return { failed: ['(no Playwright report: the run did not start)'], counts: '' };
  const failed: string[] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'unexpected' || t.status === 'flaky')) failed.push(`${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  const { suites, stats } = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of suites ?? []) walk(suite);
  const counts = `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`;
  return { failed, counts };
}

const out = mkdtempSync(path.join(tmpdir(), 'salon-e2e-dates-'));
const results: { date: HardDate; seconds: number; failed: string[]; counts: string }[] = [];
for (const date of dates) {
  console.log(`\n=== ${date.key}: ${date.what}, starting at ${date.instant} ===`);
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const wrong = await probe(date);
  if (wrong.length) {
    console.error(`the clocks did not move together: ${wrong.join('; ')}`);
    results.push({ date, seconds: seconds(), failed: [`clock probe: ${wrong.join('; ')}`], counts: '' });
    continue;
  }
  const file = path.join(out, `${date.key}.json`);
  const options = passOn.filter((a) => a.startsWith('-'));
  const playwright = ['npx', 'playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json', ...options, ...specs];
  // Four long runs on a shared 2-core machine: a screen drawn in 12 s is slow, not wrong on this date.
  const patience = { E2E_EXPECT_TIMEOUT: process.env.E2E_EXPECT_TIMEOUT ?? '30000' };
  await run('faketime', [fakeAt(date.instant), ...playwright], { PLAYWRIGHT_JSON_OUTPUT_NAME: file, ...patience });
  results.push({ date, seconds: seconds(), ...report(file) });
}

console.log('\n=== browser tests at hard dates ===');
for (const { date, seconds, failed, counts } of results) {
  console.log(`${date.key.padEnd(10)} ${date.instant}  ${String(seconds).padStart(5)} s  ${counts}`);
  for (const name of failed) console.log(`    failed: ${name}`);
}
process.exit(results.every((r) => r.failed.length === 0) ? 0 : 1);
