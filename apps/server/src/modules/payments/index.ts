import { SandboxGateway } from '../../platform/payments/sandbox-gateway.ts';
import { sandboxGatewayRoutes } from '../../platform/payments/sandbox.routes.ts';
import type { ModulePlugin } from '../index.ts';
import { savedCardRoutes } from './saved-cards.routes.ts';

/** Saved cards under /api/CustomerCard (issue 7) and, with the sandbox gateway, its tokenisation endpoint. */
export const paymentsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(savedCardRoutes, { ctx, prefix: '/api/CustomerCard' });
  if (ctx.gateway instanceof SandboxGateway) await app.register(sandboxGatewayRoutes, { gateway: ctx.gateway });
};
