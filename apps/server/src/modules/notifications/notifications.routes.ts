import {
  emptyBodySchema,
  errorBodySchema,
  idParamsSchema,
  notificationListSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  notificationSettingsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { digestOf, saveDigest } from './digest-choice.ts';
import { listNotifications, markAllRead, markNotificationRead, preferencesOf, savePreferences } from './notifications.service.ts';

const tags = ['Notification'];
const errors = { '4xx': errorBodySchema };
/** Every staff member has a bell: it only ever shows their own lines. */
const staff = { auth: 'admin' } as const;

/** The admin bar's bell (issue 18): the person's notifications, read marks and their email / in-app choices. */
export const notificationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/List',
    {
      config: staff,
      schema: {
        tags,
        summary: "The person's newest notifications and the unread count",
        response: { 200: okEnvelope(notificationListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listNotifications(ctx.db, request.actor!) }),
  );
  app.post(
    '/MarkRead/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Marks one of the person’s notifications read',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: okEnvelope(notificationListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await markNotificationRead(ctx.db, request.actor!, request.params.id, ctx.now()) }),
  );
  app.post(
    '/MarkAllRead',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Marks all the person’s notifications read',
        body: emptyBodySchema,
        response: { 200: okEnvelope(notificationListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await markAllRead(ctx.db, request.actor!, ctx.now()) }),
  );
  app.get(
    '/Preferences',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Per kind: by email and/or in the app',
        response: { 200: okEnvelope(notificationPreferencesSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await preferencesOf(ctx.db, request.actor!) }),
  );
  app.put(
    '/Preferences',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Saves the person’s choices per kind',
        body: notificationPreferencesBodySchema,
        response: { 200: okEnvelope(notificationPreferencesSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await savePreferences(ctx.db, request.actor!, request.body.preferences) }),
  );

  app.get(
    '/Settings',
    {
      config: staff,
      schema: {
        tags,
        summary: 'How the person’s notification emails arrive: each by itself, or one digest an hour',
        response: { 200: okEnvelope(notificationSettingsSchema), ...errors },
      },
    },
    async (request) => ({ res_data: { emailDigest: await digestOf(ctx.db, request.actor!) } }),
  );

  app.put(
    '/Settings',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Saves each-email or the hourly digest',
        body: notificationSettingsSchema,
        response: { 200: okEnvelope(notificationSettingsSchema), ...errors },
      },
    },
    async (request) => ({ res_data: { emailDigest: await saveDigest(ctx.db, request.actor!, request.body.emailDigest) } }),
  );
};
