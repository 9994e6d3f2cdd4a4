import type { ModulePlugin } from '../index.ts';
import { salonSetupRoutes } from './salon-setup.routes.ts';
import { setupLogoRoutes } from './setup-logo.routes.ts';

/** The salon setup wizard (issue 19): public sign-up of a new salon and the owner's checklist. */
export const salonSetupModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(salonSetupRoutes, { ctx, prefix: '/api/SalonSetup' });
  await app.register(setupLogoRoutes, { ctx, prefix: '/api/SalonSetup' });
};
