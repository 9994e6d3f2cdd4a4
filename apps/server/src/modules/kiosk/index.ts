import type { ModulePlugin } from '../index.ts';
import { kioskAdminRoutes } from './kiosk-admin.routes.ts';
import { kioskQrRoutes } from './kiosk-qr.routes.ts';
import { kioskTabletRoutes } from './kiosk-tablet.routes.ts';

/** In-store tablets (issue 19): pairing from the store's settings, and the tablet's check-in, walk-in and registration. */
export const kioskModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(kioskAdminRoutes, { ctx, prefix: '/api/Kiosk' });
  await app.register(kioskTabletRoutes, { ctx, prefix: '/api/Kiosk' });
  await app.register(kioskQrRoutes, { ctx, prefix: '/api/Kiosk' });
};
