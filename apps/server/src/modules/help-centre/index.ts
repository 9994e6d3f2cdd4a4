import type { ModulePlugin } from '../index.ts';
import { createCaptcha } from '../auth/captcha.ts';
import { contactThreadRoutes } from './contact-threads.routes.ts';
import { contactUsRoutes } from './contact-us.routes.ts';
import { helpArticleRoutes } from './help-articles.routes.ts';

/** Help centre (issue 18) under /api/HelpArticle; contact us under /api/ContactUs. */
export const helpCentreModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(helpArticleRoutes, { ctx, prefix: '/api/HelpArticle' });
  await app.register(contactUsRoutes, { ctx, captcha: createCaptcha(ctx), prefix: '/api/ContactUs' });
  await app.register(contactThreadRoutes, { ctx, prefix: '/api/ContactUs' });
};
