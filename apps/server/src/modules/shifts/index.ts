import type { ModulePlugin } from '../index.ts';
import { shiftRoutes } from './shifts.routes.ts';
import { timeOffRoutes } from './time-off.routes.ts';

/** Shifts and the employee schedule, and time off (issue 6), under /api/Shift and /api/TimeOff. */
export const shiftsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(shiftRoutes, { ctx, prefix: '/api/Shift' });
  await app.register(timeOffRoutes, { ctx, prefix: '/api/TimeOff' });
};
