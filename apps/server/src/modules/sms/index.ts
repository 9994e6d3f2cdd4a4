import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { twilioRoutes } from './sms.routes.ts';

/** Real SMS webhooks: Twilio's, when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set (README "SMS"). */
export const smsModule: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const authToken = ctx.config.TWILIO_AUTH_TOKEN;
  if (ctx.config.TWILIO_ACCOUNT_SID && authToken) {
    await instance.register(twilioRoutes, { ctx, authToken, prefix: '/api/Sms/Twilio' });
  }
};

/** The status callback address Twilio is given for one outbox row. */
export const twilioStatusCallbackUrl = (publicUrl: string, ref: { tenantId: string; messageId: string }) =>
  `${new URL(publicUrl).origin}/api/Sms/Twilio/Status/${ref.tenantId}/${ref.messageId}`;
