import { and, eq, inArray, isNull, not, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { outboxMessages } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { keywordOf, recordOptOut, removeOptOut } from '../../platform/sms/sms-opt-outs.ts';
import { validTwilioSignature } from '../../platform/sms/twilio-signature.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { smsStarted, smsStopped } from '../customer-profile/sms-keywords.ts';

/** States after which Twilio reports nothing newer; a late "sent" must not overwrite "delivered". */
const FINAL_STATES = ['delivered', 'undelivered', 'failed', 'read', 'canceled'];

/** Twilio posts its webhooks form-encoded. */
const FORM = ['application/x-www-form-urlencoded'];

const statusParamsSchema = z.object({ tenantId: z.uuid(), messageId: z.uuid() });
const statusBodySchema = z.looseObject({
  MessageSid: z.string().max(64),
  MessageStatus: z.string().max(40),
  ErrorCode: z.string().max(10).optional(),
});
const inboundBodySchema = z.looseObject({
  From: z.string().max(40),
  Body: z.string().max(1600).optional(),
  OptOutType: z.string().max(20).optional(),
});

const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const twiml = (message?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${message ? `<Message>${xml(message)}</Message>` : ''}</Response>`;

/**
 * Twilio's webhooks (registered only when Twilio is configured): message status callbacks against the outbox
 * row, and inbound texts (STOP, START, HELP). Each must carry a valid X-Twilio-Signature, else 403.
 */
export const twilioRoutes: FastifyPluginAsync<{ ctx: AppContext; authToken: string }> = async (instance, { ctx, authToken }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const origin = new URL(ctx.config.PUBLIC_URL).origin;

  app.addHook('preValidation', async (request) => {
    const signature = request.headers['x-twilio-signature'];
    const params = (request.body ?? {}) as Record<string, unknown>;
    if (!validTwilioSignature(authToken, typeof signature === 'string' ? signature : undefined, `${origin}${request.url}`, params)) {
      throw new AppError(403, 'FORBIDDEN', 'The request signature is not valid.');
    }
  });

  app.post(
    '/Status/:tenantId/:messageId',
    { config: { auth: 'public' }, schema: { params: statusParamsSchema, body: statusBodySchema, consumes: FORM, hide: true } },
    async (request, reply) => {
      const { tenantId, messageId } = request.params;
      const { MessageSid, MessageStatus, ErrorCode } = request.body;
      const failed = MessageStatus === 'failed' || MessageStatus === 'undelivered';
      const updated = await withTenant(ctx.db, tenantId, async (tx) => {
        const [row] = await tx
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.id, messageId), eq(outboxMessages.providerMessageId, MessageSid)));
        if (!row) return null;
        const changed = await tx
          .update(outboxMessages)
          .set({
            deliveryStatus: MessageStatus,
            deliveryErrorCode: ErrorCode ?? null,
            deliveryUpdatedAt: ctx.now(),
            ...(failed ? { lastError: `Twilio reported ${MessageStatus}${ErrorCode ? ` (error ${ErrorCode})` : ''}` } : {}),
          })
          .where(
            and(
              eq(outboxMessages.id, messageId),
              or(isNull(outboxMessages.deliveryStatus), not(inArray(outboxMessages.deliveryStatus, FINAL_STATES))),
            ),
          )
          .returning({ id: outboxMessages.id });
        return changed.length > 0;
      });
      if (updated === null) throw notFound('Message');
      return reply.status(200).send({ res_data: { updated } });
    },
  );

  app.post(
    '/Inbound',
    { config: { auth: 'public' }, schema: { body: inboundBodySchema, consumes: FORM, hide: true } },
    async (request, reply) => {
      const { From, Body, OptOutType } = request.body;
      const keyword = keywordOf(Body, OptOutType);
      let answer: string | undefined;
      // The opt-out list stops every text to the number; the customer's preferences show it on their profile.
      if (keyword === 'STOP') {
        await recordOptOut(ctx.db, From, (Body ?? 'STOP').trim().toUpperCase() || 'STOP', ctx.now());
        await smsStopped(ctx.db, From, ctx.now());
      } else if (keyword === 'START') {
        await removeOptOut(ctx.db, From);
        await smsStarted(ctx.db, From, ctx.now());
      } else if (keyword === 'HELP') answer = ctx.config.SMS_HELP_TEXT;
      request.log.info({ keyword: keyword ?? 'none' }, 'inbound SMS');
      return reply.type('text/xml; charset=utf-8').send(twiml(answer));
    },
  );
};
