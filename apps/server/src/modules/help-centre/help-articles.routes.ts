import {
  errorBodySchema,
  helpArticleInputSchema,
  helpArticleSchema,
  helpArticleSearchResultSchema,
  helpArticleSearchSchema,
  idParamsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createHelpArticle, getHelpArticle, searchHelpArticles, updateHelpArticle } from './help-articles.service.ts';

const tags = ['HelpArticle'];
const errors = { '4xx': errorBodySchema };
/** Every member of staff reads the help centre; which articles is decided per article (audience, published). */
const staff = { auth: 'admin' } as const;
const managers = { auth: 'admin', flags: ['manage_help_articles'] } as const;

/** The help centre (/admin/help-and-support) and its article management (/admin/article-access-management). */
export const helpArticleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Articles the caller may read (managers: every article, drafts too), by category and words',
        body: helpArticleSearchSchema,
        response: { 200: okEnvelope(helpArticleSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchHelpArticles(ctx.db, request.actor!, request.body) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One article; 404 when it is a draft or its audience leaves the caller out',
        params: idParamsSchema,
        response: { 200: okEnvelope(helpArticleSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getHelpArticle(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Create',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Writes an article (Markdown), its category, the roles that may read it and whether it is published',
        body: helpArticleInputSchema,
        response: { 201: okEnvelope(helpArticleSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await createHelpArticle(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Saves an article over the existing one (publish and unpublish included)',
        params: idParamsSchema,
        body: helpArticleInputSchema,
        response: { 200: okEnvelope(helpArticleSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateHelpArticle(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );
};
