import type { ModulePlugin } from '../index.ts';
import { setInitialStockReceiver } from '../products/initial-stock.ts';
import { receiveInitialStock } from './inventory.service.ts';
import { backBarRoutes } from './back-bar.routes.ts';
import { inventorySettingsRoutes } from './inventory-settings.routes.ts';
import { inventoryRoutes } from './inventory.routes.ts';

/** Inventory (issue 5): stock per store and product, movements, back-bar usage under /api/Inventory. */
export const inventoryModule: ModulePlugin = async (app, { ctx }) => {
  // Product/Create receives each store's initial stock here (products never import inventory).
  setInitialStockReceiver(receiveInitialStock);
  for (const routes of [inventoryRoutes, backBarRoutes, inventorySettingsRoutes]) {
    await app.register(routes, { ctx, prefix: '/api/Inventory' });
  }
};
