// Employee/Preferences: a staff user's own settings (the calendar's time scale), read and saved for themselves
// only, so they follow the person to another device. No flag: like Employee/Profile, everyone has their own.
import type { StaffPreferences, StaffPreferencesUpdate } from '@salon/shared';
import { staffPreferencesSchema, staffPreferencesUpdateSchema, okEnvelope } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { employees } from './employees.tables.ts';

const mine = (actor: Actor) => and(eq(employees.tenantId, actor.tenantId), eq(employees.id, actor.id));

export async function readStaffPreferences(db: Db, actor: Actor): Promise<StaffPreferences> {
  const [row] = await withTenant(db, actor.tenantId, (tx) =>
    tx.select({ calendarTimeScale: employees.calendarTimeScale }).from(employees).where(mine(actor)),
  );
  if (!row) throw notFound('Employee');
  return { calendarTimeScale: row.calendarTimeScale ?? null };
}

export async function saveStaffPreferences(db: Db, actor: Actor, update: StaffPreferencesUpdate): Promise<StaffPreferences> {
  const [row] = await withTenant(db, actor.tenantId, (tx) =>
    tx
      .update(employees)
      .set({ calendarTimeScale: update.calendarTimeScale })
      .where(mine(actor))
      .returning({ calendarTimeScale: employees.calendarTimeScale }),
  );
  if (!row) throw notFound('Employee');
  return { calendarTimeScale: row.calendarTimeScale ?? null };
}

export const staffPreferenceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/Preferences',
    {
      config: { auth: 'admin' },
      schema: { summary: "The signed-in staff user's own settings", response: { 200: okEnvelope(staffPreferencesSchema) } },
    },
    async (request) => ({ res_data: await readStaffPreferences(ctx.db, request.actor!) }),
  );
  app.put(
    '/Preferences',
    {
      config: { auth: 'admin' },
      schema: {
        summary: "Saves the signed-in staff user's own settings (calendar time scale)",
        body: staffPreferencesUpdateSchema,
        response: { 200: okEnvelope(staffPreferencesSchema) },
      },
    },
    async (request) => ({ res_data: await saveStaffPreferences(ctx.db, request.actor!, request.body) }),
  );
};
