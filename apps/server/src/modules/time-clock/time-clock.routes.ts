import {
  clockStatusSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  payrollExportQuerySchema,
  periodActionSchema,
  periodReopenSchema,
  pinPunchSchema,
  punchSchema,
  timeCardPeriodListSchema,
  timeCardQuerySchema,
  timeCardSchema,
  timeClockSettingsSchema,
  timeClockSettingsUpdateSchema,
  timeEntryCreateSchema,
  timeEntryDeleteSchema,
  timeEntryEditSchema,
  timeEntryHistorySchema,
  timeEntrySchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { approvePeriod, exportPayroll, getTimeCard, pastPeriods, reopenPeriod } from './time-card.service.ts';
import { settingsOf } from './time-clock.periods.ts';
import { addEntry, deleteEntry, editEntry, entryHistory, ownStatus, punchByPin, punchSelf, saveSettings } from './time-clock.service.ts';

const tags = ['TimeCard'];
const errors = { '4xx': errorBodySchema };
/** Anyone with a time card (own or all) may punch, see their card and the periods. */
const ANY_CARD = ['view_self_time_card', 'view_all_time_cards'];
const storeQuery = z.object({ storeId: z.uuid('Choose a store') });

/** The time clock (issue 14): /admin/employees/time-card, old-time-card and the store tablet /admin/time-clock. */
export const timeClockRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const route = <T>(summary: string, flags: string[], extra: T) => ({
    config: { auth: 'admin' as const, flags },
    schema: { tags, summary, ...extra },
  });

  app.get(
    '/Status',
    route('The caller’s clock: out, working or on a break, with the open entry', ANY_CARD, {
      response: { 200: okEnvelope(clockStatusSchema), ...errors },
    }),
    async (request) => ({
      res_data: await ownStatus(ctx, request.actor!),
    }),
  );

  app.post(
    '/Punch',
    route(
      'Clock in/out or start/end a break for the caller at a store they work at; 409 when the action does not fit the clock',
      ANY_CARD,
      {
        body: punchSchema,
        response: { 200: okEnvelope(clockStatusSchema), ...errors },
      },
    ),
    async (request) => ({ res_data: await punchSelf(ctx, request.actor!, request.body, request.id) }),
  );

  app.post(
    '/PunchByPin',
    route(
      'The store tablet: the employee with this PIN at the store punches; wrong PINs are audited and limited per store (429)',
      ANY_CARD,
      {
        body: pinPunchSchema,
        response: { 200: okEnvelope(clockStatusSchema), ...errors },
      },
    ),
    async (request) => ({ res_data: await punchByPin(ctx, request.actor!, request.body, request.id) }),
  );

  app.get(
    '/Card',
    route(
      'The time card of the pay period holding `date` (today by default): everyone with view_all_time_cards, else only the caller',
      ANY_CARD,
      {
        querystring: timeCardQuerySchema,
        response: { 200: okEnvelope(timeCardSchema), ...errors },
      },
    ),
    async (request) => ({ res_data: await getTimeCard(ctx, request.actor!, request.query.storeId, request.query.date) }),
  );

  app.get(
    '/Periods',
    route('The last 12 pay periods of a store before the current one, with their approval', ANY_CARD, {
      querystring: storeQuery,
      response: { 200: okEnvelope(timeCardPeriodListSchema), ...errors },
    }),
    async (request) => ({ res_data: await pastPeriods(ctx, request.actor!, request.query.storeId) }),
  );

  app.post(
    '/Entry',
    route(
      'Adds an entry with a reason (version 1 names the manager); 422 when it overlaps another entry; 409 in a locked period',
      ['add_time_card_entry'],
      {
        body: timeEntryCreateSchema,
        response: { 201: okEnvelope(timeEntrySchema), ...errors },
      },
    ),
    async (request, reply) => reply.status(201).send({ res_data: await addEntry(ctx, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Entry/:id',
    route('Edits an entry with a reason: a new version (the old ones stay); fixes a missed clock-out', ['edit_time_card_entry'], {
      params: idParamsSchema,
      body: timeEntryEditSchema,
      response: { 200: okEnvelope(timeEntrySchema), ...errors },
    }),
    async (request) => ({ res_data: await editEntry(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/Entry/:id/Delete',
    route('Deletes an entry with a reason: kept with a delete version, left out of the hours', ['delete_time_card_entry'], {
      params: idParamsSchema,
      body: timeEntryDeleteSchema,
      response: { 200: okEnvelope(z.object({ deleted: z.literal(true) })), ...errors },
    }),
    async (request) => ({ res_data: await deleteEntry(ctx, request.actor!, request.params.id, request.body.reason, request.id) }),
  );

  app.get(
    '/Entry/:id/History',
    route('Every version of an entry (who, why, when)', ANY_CARD, {
      params: idParamsSchema,
      response: { 200: okEnvelope(timeEntryHistorySchema), ...errors },
    }),
    async (request) => ({ res_data: await entryHistory(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/Approve',
    route('Approves and locks a pay period; 409 while someone is still clocked in', ['edit_time_card_entry'], {
      body: periodActionSchema,
      response: { 200: okEnvelope(timeCardSchema), ...errors },
    }),
    async (request) => ({ res_data: await approvePeriod(ctx, request.actor!, request.body.storeId, request.body.periodStart, request.id) }),
  );

  app.post(
    '/Reopen',
    route('Re-opens a locked (approved or past) period with a reason', ['edit_time_card_entry'], {
      body: periodReopenSchema,
      response: { 200: okEnvelope(timeCardSchema), ...errors },
    }),
    async (request) => ({
      res_data: await reopenPeriod(ctx, request.actor!, request.body.storeId, request.body.periodStart, request.body.reason, request.id),
    }),
  );

  app.get(
    '/Export',
    route(
      'Payroll CSV of a period: generic layout or ADP paydata (docs/time-clock.md); hours and tips per employee',
      ['view_all_time_cards'],
      {
        querystring: payrollExportQuerySchema.extend({
          coCode: z
            .string()
            .regex(/^[A-Za-z0-9]{2,3}$/, 'ADP company codes are 2 or 3 letters or digits')
            .optional(),
          batchId: z
            .string()
            .regex(/^[A-Za-z0-9]{1,20}$/, 'Letters and digits only')
            .optional(),
        }),
        response: { 200: okEnvelope(z.object({ filename: z.string(), csv: z.string() })), ...errors },
      },
    ),
    async (request) => {
      const { storeId, periodStart, ...options } = request.query;
      return { res_data: await exportPayroll(ctx, request.actor!, storeId, periodStart, options) };
    },
  );

  app.get(
    '/Settings',
    route('A store’s pay period (weekly or bi-weekly, start day) and overtime rule (federal or California)', ANY_CARD, {
      querystring: storeQuery,
      response: { 200: okEnvelope(timeClockSettingsSchema), ...errors },
    }),
    async (request) => ({
      res_data: await withTenant(ctx.db, request.actor!.tenantId, async (tx) =>
        settingsOf(tx, request.actor!.tenantId, await storeOfActor(tx, request.actor!, request.query.storeId)),
      ),
    }),
  );

  app.put(
    '/Settings/:storeId',
    route('Sets a store’s pay period and overtime rule', ['edit_store_details'], {
      params: storeQuery,
      body: timeClockSettingsUpdateSchema,
      response: { 200: okEnvelope(timeClockSettingsSchema), ...errors },
    }),
    async (request) => ({ res_data: await saveSettings(ctx, request.actor!, request.params.storeId, request.body, request.id) }),
  );
};
