#!/usr/bin/env node
// `npm test`: every test. Unit and route tests on the embedded database; the server's tests again on
// PostgreSQL (scripts/test-postgres.mjs finds or starts one); then the browser tests against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresForTests, skippedRaceTests } from './test-postgres.mjs';

// npm puts node_modules/.bin first on PATH: this file and every tool below run on the pinned Node (README).
console.log(`Node ${process.version} at ${process.execPath}`);

const out = mkdtempSync(path.join(tmpdir(), 'salon-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(label);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

const vitest = (name, extra, env) => {
  const file = path.join(out, `${name}.json`);
  run(`vitest (${name})`, 'npx', ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  countVitest(file);
};

vitest('embedded database', [], { TEST_DB_DRIVER: 'pglite' });
const postgres = await postgresForTests();
if (postgres) {
  console.log(`\nPostgreSQL pass on ${postgres.label}.`);
  vitest('PostgreSQL', ['--project', 'server'], { TEST_DB_DRIVER: 'pg', TEST_DATABASE_URL: postgres.url });
  postgres.stop();
}
const racesNotRun = postgres ? 0 : skippedRaceTests(path.join(out, 'embedded database.json'));

if (existsSync('apps/web/playwright.config.ts')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium) && process.getuid?.() === 0) {
    run('install Debian chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  }
  if (!existsSync(chromium)) {
    console.error(`\nBrowser tests need Chromium at ${chromium}: install Debian's package (apt-get install chromium).`);
    failedSteps.push('chromium missing');
  } else if (run('build web', 'npm', ['run', 'build', '-w', 'apps/web'])) {
    const file = path.join(out, 'playwright.json');
    run('browser tests (Playwright)', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    countPlaywright(file);
  }
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
const raceNote = racesNotRun ? ` (${racesNotRun} race tests not run: they need PostgreSQL, see README)` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${raceNote}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
