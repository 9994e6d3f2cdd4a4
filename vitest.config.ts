import { defineConfig } from 'vitest/config';

// Server tests open databases; the driver is chosen by TEST_DB_DRIVER (pglite | pg), see scripts/test.mjs.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
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
      // Component tests render and type through happy-dom: seconds each when the machine is busy.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], testTimeout: 20_000 } },
    ],
  },
});
