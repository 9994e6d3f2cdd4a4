import type { ModulePlugin } from '../index.ts';
import { notificationRoutes } from './notifications.routes.ts';

/** The staff bell (issue 18) under /api/Notification. */
export const notificationsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(notificationRoutes, { ctx, prefix: '/api/Notification' });
};
