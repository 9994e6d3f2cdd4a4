import { defineConfig } from 'vitest/config';

// Server tests open databases; the driver is chosen by TEST_DB_DRIVER (pglite | pg), see scripts/test.mjs.

/**
 * The server tests that also run on the embedded database when `npm test` has PostgreSQL (SERVER_TESTS=embedded):
 * the rest run on PostgreSQL only, where they take a seventh of the time (README, `npm test`). They can speak for PGlite
 * because the two drivers hand the app the same values (db/driver-values.ts) and the PostgreSQL pass refuses a
 * query beside an open transaction, which would hang PGlite's one connection (testing/test-db.ts). What stays here
 * is what differs by driver. The data migrations' tests run on PostgreSQL only: PGlite applies the same SQL (PostgreSQL
 * 17 against 15), and every embedded database here is migrated (global-setup.ts, main.test.ts).
 */
const EMBEDDED_SERVER_TESTS = [
  // The values the database answers, and the demo seed that `npm start` runs on it (every module's writes).
  'apps/server/src/db/driver-values.test.ts',
  'apps/server/src/db/seed/*.test.ts',
  'apps/server/src/testing/*.test.ts',
  // Code with a PGlite branch: the job queue, LISTEN/NOTIFY for live screens and sign-outs, backups, start-up.
  'apps/server/src/platform/jobs/*.test.ts',
  'apps/server/src/platform/realtime/*.test.ts',
  'apps/server/src/platform/auth/*.test.ts',
  'apps/server/src/platform/backup/*.test.ts',
  'apps/server/src/main.test.ts',
  'apps/server/src/app-release.test.ts',
  // Row-level security as PGlite's migrator leaves it, and a payment that survives kill -9 on its files.
  'apps/server/src/platform/tenancy.test.ts',
  'apps/server/src/modules/checkout/checkout.kill.test.ts',
];

/** Web tests that set up the app's i18next instance for themselves. */
const WEB_OWN_MODULES = ['apps/web/src/app/route-namespaces.test.tsx'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: process.env.SERVER_TESTS === 'embedded' ? EMBEDDED_SERVER_TESTS : ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One process per worker for all its files: the app's modules load once per worker, not once per file
          // (about half the pass's CPU). What a file opens, file-setup.ts closes after it (testing/file-resources.ts),
          // and app-release.test.ts proves a closed app and its database are freed. SERVER_ISOLATE=true runs each
          // file in a fresh process, to rule out state leaking between files.
          isolate: process.env.SERVER_ISOLATE === 'true',
          setupFiles: ['apps/server/src/testing/file-setup.ts'],
        },
      },
      // Component tests render and type through happy-dom: seconds each when the machine is busy. They share one
      // module graph per worker (React, MUI and the app load once, not once per file: 231 s of CPU against 66 s);
      // a file that sets up a process-wide singleton (the i18next instance) runs in its own.
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_OWN_MODULES,
          testTimeout: 20_000,
          isolate: false,
        },
      },
      { test: { name: 'web-own-modules', include: WEB_OWN_MODULES, testTimeout: 20_000 } },
    ],
  },
});
