import type { ModulePlugin } from '../index.ts';
import { timeClockRoutes } from './time-clock.routes.ts';

/** The time clock (issue 14) under /api/TimeCard; the missed clock-out sweep starts with the workers. */
export const timeClockModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(timeClockRoutes, { ctx, prefix: '/api/TimeCard' });
};
