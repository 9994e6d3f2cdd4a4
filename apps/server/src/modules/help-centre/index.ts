import type { ModulePlugin } from '../index.ts';
import { helpArticleRoutes } from './help-articles.routes.ts';

/** Help centre (issue 18) under /api/HelpArticle. */
export const helpCentreModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(helpArticleRoutes, { ctx, prefix: '/api/HelpArticle' });
};
