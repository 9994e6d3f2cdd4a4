import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { marketingSmsRoutes } from './marketing-sms.routes.ts';

/** Promotion texts to customers who opted in (issue 13). */
export const marketingSmsModule: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  await instance.register(marketingSmsRoutes, { ctx, prefix: '/api/MarketingSms' });
};
