import type { ModulePlugin } from '../index.ts';
import { configRoutes } from './config.routes.ts';
import { seedTranslations } from './translations.ts';

/** Config groups, translations and the web shell's environment; seeds the label catalogue at start. */
export const configModule: ModulePlugin = async (app, { ctx }) => {
  const written = await seedTranslations(ctx.db);
  if (written) ctx.log.info({ pages: written }, 'translations seeded from the label catalogue');
  configRoutes(app, ctx);
};
