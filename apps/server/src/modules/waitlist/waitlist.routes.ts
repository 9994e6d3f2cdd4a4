import {
  cartConfirmSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  WAITLIST_FLAGS,
  waitlistAddSchema,
  waitlistBookSchema,
  waitlistEntriesSchema,
  waitlistEntrySchema,
  waitlistJoinSchema,
  waitlistTimesSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { acceptOffer } from './waitlist-accept.ts';
import { bookFromWaitlist, entryTimes } from './waitlist-desk.ts';
import { addToWaitlist, joinWaitlist, leaveWaitlist, myWaitlist, removeFromWaitlist, storeWaitlist } from './waitlist.service.ts';

const tags = ['Waitlist'];
const errors = { '4xx': errorBodySchema };
const one = { 200: okEnvelope(waitlistEntrySchema), ...errors };
const many = { 200: okEnvelope(waitlistEntriesSchema), ...errors };

/** The waitlist (issue 20): customers join from their account; the desk adds, lists and removes at a store. */
export const waitlistRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const customer = { auth: 'customer' as const };

  app.get(
    '/Mine',
    { config: customer, schema: { tags, summary: "The signed-in customer's waitlist entries", response: many } },
    async (request) => ({
      res_data: await myWaitlist(ctx, request.actor!),
    }),
  );
  app.post(
    '/Mine/Join',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Waits for a time: store, services, cutter or anyone, a date and a window',
        body: waitlistJoinSchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await joinWaitlist(ctx, request.actor!, request.body) }),
  );
  app.post(
    '/Mine/:id/Leave',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Leaves the waitlist (an offered time is let go)',
        params: idParamsSchema,
        body: z.object({}).optional(),
        response: one,
      },
    },
    async (request) => ({ res_data: await leaveWaitlist(ctx, request.actor!, request.params.id) }),
  );
  app.post(
    '/Mine/:id/Accept',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Books the offered time while it is held, under the booking policy (accepted; deposit from a saved card); 409 when it was taken (the entry waits again)',
        params: idParamsSchema,
        body: cartConfirmSchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await acceptOffer(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.get(
    '/Store/:id',
    {
      config: { auth: 'admin', flags: [...WAITLIST_FLAGS.view] },
      schema: { tags, summary: "A store's open waitlist, by date and place in line", params: idParamsSchema, response: many },
    },
    async (request) => ({ res_data: await storeWaitlist(ctx, request.actor!, request.params.id) }),
  );
  app.post(
    '/Add',
    {
      config: { auth: 'admin', flags: [...WAITLIST_FLAGS.add] },
      schema: { tags, summary: 'Puts a customer on the waitlist at a store', body: waitlistAddSchema, response: one },
    },
    async (request) => ({ res_data: await addToWaitlist(ctx, request.actor!, request.body) }),
  );
  app.post(
    '/Remove/:id',
    {
      config: { auth: 'admin', flags: [...WAITLIST_FLAGS.add] },
      schema: { tags, summary: 'Takes an entry off the waitlist', params: idParamsSchema, body: z.object({}).optional(), response: one },
    },
    async (request) => ({ res_data: await removeFromWaitlist(ctx, request.actor!, request.params.id) }),
  );
  app.get(
    '/Times/:id',
    {
      config: { auth: 'admin', flags: [...WAITLIST_FLAGS.add] },
      schema: {
        tags,
        summary: "The bookable times that fit an entry's date, window, services and cutter",
        params: idParamsSchema,
        response: { 200: okEnvelope(waitlistTimesSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await entryTimes(ctx, request.actor!, request.params.id) }),
  );
  app.post(
    '/Book/:id',
    {
      config: { auth: 'admin', flags: [...WAITLIST_FLAGS.add] },
      schema: {
        tags,
        summary: 'Books the waiting customer at one of its times; 409 when the entry was booked meanwhile',
        params: idParamsSchema,
        body: waitlistBookSchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await bookFromWaitlist(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );
};
