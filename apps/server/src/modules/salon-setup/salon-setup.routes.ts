import {
  errorBodySchema,
  okEnvelope,
  ownerChecklistSchema,
  ownerCodeSentSchema,
  ownerEmailBodySchema,
  ownerEmailVerifiedSchema,
  salonSetupResultSchema,
  salonSetupSchema,
  verifyOwnerEmailBodySchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { createCaptcha } from '../auth/captcha.ts';
import { perIpHourWait } from '../auth/sign-in-throttle.ts';
import { loadOwnerChecklist } from './owner-checklist.service.ts';
import { resendOwnerCode, verifyOwnerEmail } from './owner-email.service.ts';
import { createSalon } from './salon-setup.service.ts';

const tags = ['SalonSetup'];
/** Sign-ups from one address in an hour (a salon signs up once; more is someone scripting it). */
export const SETUP_PER_IP_HOUR = 5;
export const SETUP_KEY = 'probe:salon_setup';

/** /setup: the public sign-up of a new salon business, and the owner's checklist afterwards. */
export const salonSetupRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const captcha = createCaptcha(ctx);

  app.post(
    '/Create',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'A new salon signs up: tenant, brand, first store, services, owner account (franchisor) and staff invitations in one ' +
          'transaction; 409 for a taken domain or email; captcha and a per-IP limit (429)',
        body: salonSetupSchema,
        response: { 201: okEnvelope(salonSetupResultSchema), '4xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      const wait = await perIpHourWait(ctx.db, SETUP_KEY, SETUP_PER_IP_HOUR, request.ip, ctx.now());
      if (wait > 0) throw tooManyRequests(wait, 'Too many sign-ups from this network. Please try again later.');
      await captcha.verify(request.body.captchaToken);
      return reply.status(201).send({ res_data: await createSalon(ctx, request.body, request.id) });
    },
  );

  app.put(
    '/VerifyOwnerEmail',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          "The code SalonSetup/Create emailed proves the owner's email; until then their password is refused (EmailNotVerified). 422 for a wrong, used or expired code",
        body: verifyOwnerEmailBodySchema,
        response: { 200: okEnvelope(ownerEmailVerifiedSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await verifyOwnerEmail(ctx, request.body, request.id) }),
  );

  app.post(
    '/ResendOwnerCode',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A fresh code to an owner whose email is not verified yet; the same answer for any email (429 past the code limits)',
        body: ownerEmailBodySchema,
        response: { 200: okEnvelope(ownerCodeSentSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await resendOwnerCode(ctx, request.body.email) }),
  );

  app.get(
    '/Checklist',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "The owner's checklist (services, staff, shifts, online booking, kiosk), each ticked from the tenant's rows",
        response: { 200: okEnvelope(ownerChecklistSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await loadOwnerChecklist(ctx, request.actor!) }),
  );
};
