#!/usr/bin/env node
// `npm test`: every test. The unit, component and server tests first; with PostgreSQL (scripts/test-postgres.mjs finds
// or starts one), the server's tests run there, and on the embedded database only those that differ by driver
// (vitest.config.ts EMBEDDED_SERVER_TESTS; TEST_EMBEDDED=all runs them all there too); without it, they all run on
// the embedded database. Then the browser tests against the built app, in shards side by side (their servers keep
// their data on PostgreSQL when there is one). The time of each step and of the whole run is printed at the end.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_CHROMIUM } from '../apps/web/e2e/support/chromium-args.ts';
import { dropLeftDatabases, postgresForTests, skippedRaceTests } from './test-postgres.mjs';

// npm puts node_modules/.bin first on PATH: this file and every tool below run on the pinned Node (README).
console.log(`Node ${process.version} at ${process.execPath}`);

const suiteStarted = Date.now();
const out = mkdtempSync(path.join(tmpdir(), 'salon-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

/** Runs a step in the foreground (its output straight through); async, so a step running beside keeps its timing. */
function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (status !== 0) failedSteps.push(label);
      resolve(status === 0);
    });
  });
}

/**
 * Runs a step beside the others: its output goes to a log printed whole when it ends (not interleaved with the
 * step in the foreground), and the promise resolves when it has ended.
 */
function runBeside(label, cmd, args, env = {}) {
  const log = path.join(out, `${label.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  console.log(`\n=== ${label}: started (its output printed when it ends) ===`);
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      closeSync(fd);
      console.log(`\n=== ${label} (${Math.round((Date.now() - started) / 1000)} s) ===`);
      process.stdout.write(readFileSync(log, 'utf8'));
      if (status !== 0) failedSteps.push(label);
      resolve(status === 0);
    });
  });
}

/** Each failed test by file and name, listed again at the very end where a cut log still shows them. */
const failedTests = [];
/** Browser tests that failed once and passed on their retry (CI only): named at the end so they get mended. */
const flakyTests = [];
/** A Playwright test's first error line, without colour codes, for the end of the log. */
const firstError = (test) => {
  const error = (test.results ?? []).flatMap((r) => r.errors ?? r.error ?? [])[0];
  // Without the terminal's colour codes (ESC [ ... m).
  const text = (error?.message ?? '').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  const lines = text.split('\n').filter((l) => l.trim());
  return lines.slice(0, 3).join(' | ').slice(0, 400) || '(no error message)';
};

function countVitest(file, pass) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of report.testResults ?? []) {
    const name = path.relative(process.cwd(), result.name ?? '');
    const failed = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failedTests.push(`${pass}: ${name} › ${t.fullName ?? t.title}`);
    if (!failed.length && result.status === 'failed')
      failedTests.push(`${pass}: ${name} (${(result.message ?? 'failed to run').split('\n')[0]})`);
  }
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const name = `browser: ${spec.file} › ${[...titles, spec.title].join(' › ')}`;
        (test.status === 'flaky' ? flakyTests : failedTests).push(`${name}\n      ${firstError(test)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of suites ?? []) walk(suite, []);
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

const vitestArgs = (file, extra) => ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const timings = [];
const timed = async (label, work) => {
  const started = Date.now();
  const result = await work();
  timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  return result;
};

// How the run uses a 2-core machine (README, `npm test`): one step after another, each using both cores, the web app
// built beside the first. Run side by side (as npm test once did), the database passes took four to five times as
// long as alone, the browser tests twice as long, and the run half as long again as its steps one after another, with
// 700 CPU-seconds more (issue 12's note): on a busy machine every poll, retry and timer in a waiting test runs longer.
// The embedded pass, then the PostgreSQL pass, two workers each (three took longer); then the browser tests in
// E2E_SHARDS shards, each its own server, port and fresh database (three: 377 s alone, against 429 s with two, which
// left a core idle while the browsers waited).
const cores = availableParallelism();
const embeddedWorkers = Number(process.env.EMBEDDED_WORKERS ?? Math.max(2, cores));
const postgresWorkers = Number(process.env.POSTGRES_WORKERS ?? Math.max(2, cores));
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 3));
const browserTests = existsSync('apps/web/playwright.config.ts');

// Found first: the PostgreSQL pass runs on it, and the browser tests' servers each keep a database of their own on it
// (E2E_DATABASE_URL; the embedded database's work there took as much of the 2 cores as the browsers).
const postgres = await postgresForTests();
if (postgres) console.log(`\nPostgreSQL: ${postgres.label}.`);

let webBuilt = Promise.resolve(false);
if (browserTests) {
  // The browser the tests drive (Debian's Chromium headless shell unless E2E_CHROMIUM names another; Node runs the
  // TypeScript module as it is).
  const chromium = TEST_CHROMIUM;
  if (!existsSync(chromium) && !process.env.E2E_CHROMIUM && process.getuid?.() === 0) {
    await run('install Debian chromium-headless-shell', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
    ]);
  }
  if (!existsSync(chromium)) {
    console.error(`\nBrowser tests need Chromium at ${chromium}: install Debian's package (apt-get install chromium-headless-shell).`);
    failedSteps.push('chromium missing');
  } else {
    webBuilt = timed('build web', () => runBeside('build web', 'npm', ['run', 'build', '-w', 'apps/web']));
  }
}

// The browser tests, after the database passes: each shard printed whole when it ends.
async function browserPass() {
  if (!(await webBuilt)) return;
  const basePort = Number(process.env.E2E_PORT ?? 3100);
  const ports = Array.from({ length: shards }, (_, i) => basePort + i);
  console.log(`\n=== browser tests: ${shards} shard${shards > 1 ? 's side by side' : ''} (each printed when it ends) ===`);
  await timed(`browser tests (${shards} shard${shards > 1 ? 's' : ''})`, () =>
    Promise.all(
      Array.from({ length: shards }, (_, i) => {
        const file = path.join(out, `playwright-${i + 1}.json`);
        const label = `browser tests (Playwright${shards > 1 ? `, shard ${i + 1} of ${shards}` : ''})`;
        const args = ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'];
        if (shards > 1) args.push(`--shard=${i + 1}/${shards}`);
        const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_PORT: String(ports[i]) };
        if (postgres && process.env.E2E_EMBEDDED !== 'true') env.E2E_DATABASE_URL = postgres.url;
        return runBeside(label, 'npx', args, env).then(() => countPlaywright(file));
      }),
    ),
  );
  // Each shard's server drops its database when Playwright stops it (README): one that is still there fails the run.
  if (postgres && process.env.E2E_EMBEDDED !== 'true') {
    const left = await dropLeftDatabases(
      postgres.url,
      ports.map((port) => `salon_e2e_${port}_`),
    );
    if (left.length) {
      console.log(`\nThe browser tests' servers left their databases on PostgreSQL (dropped now): ${left.join(', ')}.`);
      failedSteps.push('browser test servers left databases');
    }
  }
}

// With PostgreSQL, the embedded pass runs only the server tests that differ by driver (vitest.config.ts).
const embeddedServerTests = postgres && process.env.TEST_EMBEDDED !== 'all' ? 'embedded' : 'all';
const embedded = path.join(out, 'embedded database.json');
const embeddedLabel = `vitest (embedded database${embeddedServerTests === 'embedded' ? ', server tests that differ by driver' : ''})`;
const embeddedPass = timed('vitest (embedded database)', async () =>
  run(embeddedLabel, 'npx', vitestArgs(embedded, ['--maxWorkers', String(embeddedWorkers)]), {
    TEST_DB_DRIVER: 'pglite',
    SERVER_TESTS: embeddedServerTests,
  }),
).then(() => countVitest(embedded, 'embedded'));
await embeddedPass;

// Then every server test on PostgreSQL, in the foreground too.
if (postgres) {
  console.log(`\nPostgreSQL pass on ${postgres.label}.`);
  const file = path.join(out, 'PostgreSQL.json');
  await timed('vitest (PostgreSQL)', () =>
    run('vitest (PostgreSQL)', 'npx', vitestArgs(file, ['--project', 'server', '--maxWorkers', String(postgresWorkers)]), {
      TEST_DB_DRIVER: 'pg',
      TEST_DATABASE_URL: postgres.url,
    }),
  );
  countVitest(file, 'PostgreSQL');
}
const racesNotRun = postgres ? 0 : skippedRaceTests(embedded);
await browserPass();
postgres?.stop();

console.log(`\nTimings: ${timings.join(', ')}; ${Math.round((Date.now() - suiteStarted) / 1000)} s in all.`);
if (flakyTests.length) console.log(`\nFlaky browser tests (failed once, passed on retry):\n${flakyTests.map((t) => `  ${t}`).join('\n')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
const raceNote = racesNotRun ? ` (${racesNotRun} race tests not run: they need PostgreSQL, see README)` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${raceNote}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
