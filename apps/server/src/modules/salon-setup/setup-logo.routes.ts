import multipart from '@fastify/multipart';
import { errorBodySchema, fileIdParamsSchema, fileQuerySchema, okEnvelope, UPLOAD_RULES, uploadedFileSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { invalid, tooManyRequests } from '../../platform/http/errors.ts';
import { perIpHourWait } from '../auth/sign-in-throttle.ts';
import { fileBytes, refuseOversized, sendFile, wantsThumb } from '../uploads/upload.routes.ts';
import { readStagedLogo, stageSetupLogo } from './setup-logo.service.ts';

const tags = ['SalonSetup'];
/** Logos one address may stage in an hour (a few tries at the right picture; more is someone filling the disk). */
export const SETUP_LOGOS_PER_IP_HOUR = 20;
export const SETUP_LOGO_KEY = 'probe:salon_setup_logo';

/** The wizard's logo, before the salon exists: staged by SalonSetup/Logo, claimed by SalonSetup/Create. */
export const setupLogoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  await instance.register(multipart, { limits: { fileSize: UPLOAD_RULES.maxBytes, files: 1, fields: 5, parts: 6 } });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Logo',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'The setup wizard\'s logo (multipart, field "file"): JPG, JPEG or PNG under 15 MB (413/415), re-encoded; its id goes in ' +
          'appearance.logoFileId. A per-IP limit (429)',
        consumes: ['multipart/form-data'],
        body: z.object({ file: z.unknown().describe('The logo (at most 15 MB)') }).nullish(),
        response: { 201: okEnvelope(uploadedFileSchema), '4xx': errorBodySchema },
      },
      onRequest: refuseOversized,
    },
    async (request, reply) => {
      const wait = await perIpHourWait(ctx.db, SETUP_LOGO_KEY, SETUP_LOGOS_PER_IP_HOUR, request.ip, ctx.now());
      if (wait > 0) throw tooManyRequests(wait, 'Too many uploads from this network. Please try again later.');
      if (!request.isMultipart()) throw invalid({ file: 'Choose a file to upload' }, 'Send the file as multipart/form-data.');
      const part = await request.file();
      if (!part) throw invalid({ file: 'Choose a file to upload' });
      return reply.status(201).send({ res_data: await stageSetupLogo(ctx, part) });
    },
  );

  app.get(
    '/Logo/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A staged setup logo (or ?thumb=1 its thumbnail), for the wizard to show; 404 once claimed or expired',
        params: fileIdParamsSchema,
        querystring: fileQuerySchema,
        response: { 200: fileBytes, '4xx': errorBodySchema },
      },
    },
    async (request, reply) =>
      sendFile(reply, await readStagedLogo(ctx, request.params.id, wantsThumb(request.query.thumb)), 'private, no-cache'),
  );
};
