import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing/test-db.ts';
import { openTestApp } from './testing/test-app.ts';

// Server test files share one process per worker (vitest.config.ts: isolate false), so an app that outlives its
// close keeps its whole database in memory for the rest of the run: nothing process-wide may hold on to one.
describe('a closed app', () => {
  it('is released with its database: nothing process-wide keeps either alive', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const refs = await (async () => {
      const { app, database, close } = await openTestApp(await createTestDatabase(), { METRICS_TOKEN: 'metrics-token-0123456789' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-0123456789' } })).statusCode).toBe(200);
      await close();
      return [new WeakRef(app), new WeakRef(database), new WeakRef(database.db)];
    })();
    // A deref() keeps its target alive to the end of the current job: collect in a job that has not asked yet.
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      gc();
      if (!refs.some((r) => r.deref())) break;
    }
    expect(refs.map((r) => (r.deref() ? 'alive' : 'released'))).toEqual(['released', 'released', 'released']);
  });
});
