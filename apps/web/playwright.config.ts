import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { disableFeaturesSwitch, TEST_CHROMIUM } from './e2e/support/chromium-args.ts';
import { E2E_BASE_URL, E2E_FIXTURE_FILE, E2E_FULL_MOTION, E2E_MESSAGES_FILE, E2E_PORT } from './e2e/support/paths.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Browser tests against the real server (apps/server/src/testing/e2e-server.ts) on a fresh database.
// The server serves apps/web/dist: run `npm run build -w apps/web` first.
export default defineConfig({
  testDir: './e2e',
  // One folder per server port: browser shards run side by side (scripts/test.mjs) and each clears its own at start.
  outputDir: `../../test-results/web-e2e-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  // On CI a failed test runs once more; a test that passes only then is reported as flaky by name and first error
  // line at the end of `npm test` (scripts/test.mjs), so it is seen and mended, while a test that fails twice fails
  // the run. A busy 2-core machine has stalled single steps past their timeout (README "CI time").
  retries: process.env.CI ? 1 : 0,
  // Whole user journeys (a manager's week of shifts, a checkout with refunds) on a busy 2-core machine.
  timeout: 120_000,
  // E2E_EXPECT_TIMEOUT: more patience when the machine is busier still (npm run test:e2e:dates sets 30 s).
  expect: { timeout: Number(process.env.E2E_EXPECT_TIMEOUT ?? 10_000) },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // The browser runs in the spec's default zone (product spec section 9), never the stores' (America/Chicago):
    // a screen that shows a time on the browser's clock instead of the store's fails.
    timezoneId: 'Asia/Kolkata',
    // The browser asks for reduced motion, which the app honours (themes.ts: no transitions, fades or ripples): on four
    // specs that took a fifth of the browser tests' CPU (issue 12's note). E2E_MOTION=full runs them with motion.
    reducedMotion: E2E_FULL_MOTION ? 'no-preference' : 'reduce',
    // A trace records a screenshot of every step: a third of the browser tests' CPU (issue 12's note). On CI it is
    // recorded on the retry of a failed test (the try that fails the run); elsewhere it is kept for a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Playwright's own list of features turned off, and the omnibox popup each new context preloaded in a
        // renderer of its own (about 1 CPU-second a context; e2e/support/chromium-args.ts).
        disableFeaturesSwitch(),
      ],
    },
  },
  webServer: {
    // `exec node`: the server is the process Playwright started and signals. Under `npx tsx` (a shell, npx, tsx, then
    // node) the shell died at the SIGTERM, Playwright took the server for stopped and killed the group, and the server
    // never dropped its database: the salon_e2e_* databases runs left on PostgreSQL (issue 12's note).
    command: 'exec node --import tsx apps/server/src/testing/e2e-server.ts',
    cwd: repoRoot,
    url: `${E2E_BASE_URL}/healthz`,
    // E2E_OIDC: the server starts a local OpenID Connect provider as COGNITO (social-sign-in.spec.ts).
    env: { PORT: String(E2E_PORT), E2E_FIXTURE_FILE, E2E_MESSAGES_FILE, E2E_OIDC: process.env.E2E_OIDC ?? '1' },
    reuseExistingServer: false,
    // Stopped with SIGTERM (not the default SIGKILL), so the server drops its database on E2E_DATABASE_URL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
