import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { FakeIntuitState, fakeIntuitPlugin } from '../platform/accounting/fake-intuit.ts';

export interface FakeIntuit {
  base: string;
  state: FakeIntuitState;
  /** INTUIT_* settings that point the app at this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The fake of Intuit's endpoints on its own port, as a test's outside vendor. */
export async function startFakeIntuit(clientId = 'test-client', clientSecret = 'test-secret-0123456789'): Promise<FakeIntuit> {
  const state = new FakeIntuitState(clientId, clientSecret);
  const app = Fastify();
  await app.register(formbody);
  await app.register(fakeIntuitPlugin, { state });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: address,
    state,
    env: {
      INTUIT_CLIENT_ID: clientId,
      INTUIT_CLIENT_SECRET: clientSecret,
      INTUIT_AUTHORIZE_URL: `${address}/connect/oauth2`,
      INTUIT_TOKEN_URL: `${address}/oauth2/v1/tokens/bearer`,
      INTUIT_REVOKE_URL: `${address}/v2/oauth2/tokens/revoke`,
      INTUIT_API_BASE: address,
      ACCOUNTING_TOKEN_KEY: 'test-accounting-token-key',
    },
    close: () => app.close(),
  };
}
