import type { ModulePlugin } from '../index.ts';
import { availabilityRoutes } from './availability.routes.ts';

/** Availability (issue 6): Availability/Slots; assertBookable and pickCutter are called by the appointments module. */
export const availabilityModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(availabilityRoutes, { ctx, prefix: '/api/Availability' });
};
