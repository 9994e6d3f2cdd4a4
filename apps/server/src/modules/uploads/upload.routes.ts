import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  fileIdParamsSchema,
  fileQuerySchema,
  okEnvelope,
  UPLOAD_RULES,
  uploadedFileSchema,
  uploadParamsSchema,
} from '@salon/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { invalid } from '../../platform/http/errors.ts';
import { assertMayUpload, type FileToSend, readFile, readPublicFile, saveUpload, tooLarge } from './upload.service.ts';

/** Room for the multipart envelope around a file of the maximum size. */
export const MULTIPART_OVERHEAD = 64 * 1024;
export const fileBytes = z.unknown().describe('The file itself, sent with its own Content-Type');
export const wantsThumb = (thumb?: string) => thumb === '1' || thumb === 'true';

/** A declared length far past the limit is refused before a byte is read. */
export async function refuseOversized(request: FastifyRequest) {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > UPLOAD_RULES.maxBytes + MULTIPART_OVERHEAD) throw tooLarge();
}

/** Sends a stored file with headers that keep a browser from running it (also the chat's attachments). */
export function sendFile(reply: FastifyReply, file: FileToSend, cacheControl: string) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', file.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .send(file.stream);
}

/** Upload and download; multipart is registered here only, with the spec's 15 MB limit and one file. */
export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_RULES.maxBytes, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Upload/:entity/:kind',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Upload'],
        summary: 'Upload one file (multipart, field "file") for a record; save the record with the returned id',
        consumes: ['multipart/form-data'],
        params: uploadParamsSchema,
        body: z.object({ file: z.unknown().describe('The file (at most 15 MB)') }).nullish(),
        response: { 201: okEnvelope(uploadedFileSchema), '4xx': errorBodySchema },
      },
      onRequest: refuseOversized,
    },
    async (request, reply) => {
      const actor = request.actor!;
      assertMayUpload(actor, request.params.entity);
      if (!request.isMultipart()) throw invalid({ file: 'Choose a file to upload' }, 'Send the file as multipart/form-data.');
      const part = await request.file();
      if (!part) throw invalid({ file: 'Choose a file to upload' });
      const saved = await saveUpload(ctx, actor, request.params, part, request.id);
      return reply.status(201).send({ res_data: saved });
    },
  );

  r.get(
    '/api/Upload/File/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Upload'],
        summary: 'The file (or ?thumb=1 its thumbnail) for staff allowed to see the record it belongs to',
        params: fileIdParamsSchema,
        querystring: fileQuerySchema,
        response: { 200: fileBytes, '4xx': errorBodySchema },
      },
    },
    async (request, reply) =>
      sendFile(reply, await readFile(ctx, request.actor!, request.params.id, wantsThumb(request.query.thumb)), 'private, no-cache'),
  );

  r.get(
    '/api/Upload/Public/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Upload'],
        summary: 'A brand logo or store image for the customer site (documents are never public)',
        params: fileIdParamsSchema,
        querystring: fileQuerySchema,
        response: { 200: fileBytes, '4xx': errorBodySchema },
      },
    },
    async (request, reply) =>
      sendFile(reply, await readPublicFile(ctx, request.params.id, wantsThumb(request.query.thumb)), 'public, max-age=3600'),
  );
}
