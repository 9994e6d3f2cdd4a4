import type { ModulePlugin } from '../index.ts';
import { FakeIntuitState, fakeIntuitPlugin } from '../../platform/accounting/fake-intuit.ts';
import { intuitEndpoints, LOCAL_FAKE_PREFIX } from '../../platform/accounting/intuit-client.ts';
import { accountingRoutes } from './accounting.routes.ts';

export { registerAccountingWorkers } from './export-job.ts';

/**
 * Accounting (issue 16) under /api/Accounting. With no Intuit app configured, outside production, the app also
 * serves its local fake of Intuit at /fake-intuit, so Connect and exports work after `npm start`.
 */
export const accountingModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(accountingRoutes, { ctx, prefix: '/api/Accounting' });
  const e = intuitEndpoints(ctx.config);
  if (e?.local) {
    const state = new FakeIntuitState(e.clientId, e.clientSecret);
    await app.register(
      async (scope) => {
        await scope.register(fakeIntuitPlugin, { state });
      },
      { prefix: LOCAL_FAKE_PREFIX },
    );
  }
};
