import {
  contactSentSchema,
  customerContactBodySchema,
  errorBodySchema,
  okEnvelope,
  signedInContactBodySchema,
  staffContactBodySchema,
  supportListQuerySchema,
  supportMessageSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import type { Captcha } from '../auth/captcha.ts';
import { listSupportMessages } from './contact-threads.service.ts';
import { sendCustomerContact, sendSignedInContact, sendStaffContact } from './contact-us.service.ts';

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
      config: { auth: 'optional' },
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
      // A signed-in customer of this organisation keeps the conversation (they see replies and answer).
      const actor = request.actor;
      const customerId = actor?.type === 'customer' && actor.tenantId === brand.tenantId ? actor.id : null;
      return reply.status(201).send({ res_data: await sendCustomerContact(ctx, brand, body, request.ip, customerId) });
    },
  );

  app.post(
    '/Customer/Write',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "A signed-in customer writes to their brand's support from their profile (no captcha; the public form's limits)",
        body: signedInContactBodySchema,
        response: { 201: okEnvelope(contactSentSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await sendSignedInContact(ctx, request.actor!, request.body, request.ip) }),
  );

  app.get(
    '/List',
    {
      config: { auth: 'admin', flags: ['read_contact_messages'] },
      schema: {
        tags,
        summary: 'Contact-us messages of staff and customers for the brand support: open, handled or all; newest activity first',
        querystring: supportListQuerySchema,
        response: { 200: okEnvelope(z.array(supportMessageSchema)), ...errors },
      },
    },
    async (request) => ({ res_data: await listSupportMessages(ctx, request.actor!, request.query.status) }),
  );
};
