import type { PaymentGatewayEnv } from '@salon/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { SANDBOX_TOKENIZE_PATH, SandboxGateway } from './sandbox-gateway.ts';
import { StripeGateway } from './stripe-gateway.ts';

/** The gateway PAYMENT_GATEWAY names (config.ts has checked the Stripe keys are there). */
export function createGateway(config: Config, database: Database): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    return new StripeGateway({ secretKey: config.STRIPE_SECRET_KEY ?? '', apiBase: config.STRIPE_API_BASE });
  }
  return new SandboxGateway(database);
}

/** What the browser needs to tokenise a card (getEnv): the gateway's own URL, never ours under /api. */
export function gatewayEnv(config: Config): PaymentGatewayEnv {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    return {
      name: 'stripe',
      tokenizeUrl: new URL('/v1/tokens', config.STRIPE_API_BASE).toString(),
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    };
  }
  return { name: 'sandbox', tokenizeUrl: SANDBOX_TOKENIZE_PATH, publishableKey: null };
}
