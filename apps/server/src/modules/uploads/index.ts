import type { ModulePlugin } from '../index.ts';
import { uploadRoutes } from './upload.routes.ts';

/** Uploads: files kept outside the web root, linked to records by id (platform/uploads attaches them). */
export const uploadsModule: ModulePlugin = async (app, { ctx }) => {
  await uploadRoutes(app, ctx);
};
