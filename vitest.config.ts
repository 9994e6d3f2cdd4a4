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
        },
      },
      // Component tests render and type through happy-dom: seconds each when the machine is busy.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], testTimeout: 20_000 } },
    ],
  },
});
