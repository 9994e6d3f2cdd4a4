import {
  contactSentSchema,
  customerContactBodySchema,
  errorBodySchema,
  okEnvelope,
  staffContactBodySchema,
  supportMessageSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import type { Captcha } from '../auth/captcha.ts';
import { listSupportMessages, sendCustomerContact, sendStaffContact } from './contact-us.service.ts';

const tags = ['ContactUs'];
const errors = { '4xx': errorBodySchema };

/** Contact us: staff (/admin/contact-us) and the public customer form (/customer/contact-us) write to support. */
export const contactUsRoutes: FastifyPluginAsync<{ ctx: AppContext; captcha: Captcha }> = async (instance, { ctx, captcha }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Staff',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "A member of staff writes to the brand's support (emailed; at most 10 an hour)",
        body: staffContactBodySchema,
        response: { 201: okEnvelope(contactSentSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await sendStaffContact(ctx, request.actor!, request.body, request.id) }),
  );

  app.post(
    '/Customer',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "Anyone on the brand's site writes to its support after a captcha (3 an hour per address, 10 per network address)",
        body: customerContactBodySchema,
        response: { 201: okEnvelope(contactSentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const brand = await brandOfRequest(ctx.db, request);
      const { captchaToken, ...body } = request.body;
      await captcha.verify(captchaToken);
      return reply.status(201).send({ res_data: await sendCustomerContact(ctx, brand, body, request.ip) });
    },
  );

  app.get(
    '/List',
    {
      config: { auth: 'admin', flags: ['read_contact_messages'] },
      schema: {
        tags,
        summary: 'The newest contact-us messages of staff and customers, for the brand support',
        response: { 200: okEnvelope(z.array(supportMessageSchema)), ...errors },
      },
    },
    async (request) => ({ res_data: await listSupportMessages(ctx, request.actor!) }),
  );
};
