import type { ModulePlugin } from '../index.ts';
import { outboxRoutes } from './outbox.routes.ts';

/** The outbox pages: what the product sent by email and SMS (delivery itself is platform/outbox). */
export const outboxModule: ModulePlugin = async (app, { ctx }) => {
  outboxRoutes(app, ctx);
};
