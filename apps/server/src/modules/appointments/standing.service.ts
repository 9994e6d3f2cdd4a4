// Standing appointments (issue 20): preview a series (each occurrence checked like a booking, the conflicts
// in the engine's words) and create it with all its occurrences in ONE transaction through the normal
// booking path. Save-time rule: the dates the desk chose to skip are skipped; any other occurrence that
// cannot be booked (taken since the preview, or by a racing desk) refuses the whole series with its
// status (409 for taken time) and a message naming its date; nothing is written.
import {
  formatStoreDate,
  instantToWallClock,
  type StandingCreate,
  type StandingPreviewRequest,
  type StandingPreviewResult,
  standingOccurrences,
  standingRuleFrom,
  totalServiceMinutes,
} from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { runIfKeyed } from '../../platform/idempotency/idempotency.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { cuttersById, storeClock, storeServices } from '../availability/availability-data.ts';
import { AfterCommit } from './after-commit.ts';
import { requireAction } from './appointment-access.ts';
import { queueConfirmation } from './appointment-messages.ts';
import { presentAppointments } from './appointment-records.ts';
import type { AppointmentDeps } from './appointments.service.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { bookAppointment } from './booking.ts';
import { assertBookableNamed } from './booking-guard.ts';
import { appointmentSeries } from './standing.tables.ts';

const MINUTE_MS = 60_000;

/** A refusal of one occurrence, its date put first ("Tue, Nov 10: Marcus already has an appointment ..."). */
export function datedRefusal(err: unknown, timezone: string, start: Date): unknown {
  if (!(err instanceof AppError) || (err.statusCode !== 409 && err.statusCode !== 422)) return err;
  const date = instantToWallClock(timezone, start).date;
  return new AppError(err.statusCode, err.code, `${formatStoreDate(timezone, start)}: ${err.message}`, { ...err.fields, date });
}

/** The series' occurrences on the store's clock; 422 on until when none falls inside. */
async function planOf(tx: Tx, tenantId: string, input: StandingPreviewRequest) {
  const store = await storeClock(tx, tenantId, input.storeId);
  const occurrences = standingOccurrences(standingRuleFrom(store.timezone, new Date(input.start), input));
  if (occurrences.length < 1) throw invalid({ until: 'No occurrence falls on or before this date' });
  return { store, occurrences };
}

/** StandingAppointment/Preview: every occurrence with its end and, when it cannot be booked, why (nothing is written). */
export async function previewStanding(deps: AppointmentDeps, actor: Actor, input: StandingPreviewRequest): Promise<StandingPreviewResult> {
  requireAction(actor, 'create', { storeId: input.storeId });
  const now = deps.now();
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const { store, occurrences } = await planOf(tx, actor.tenantId, input);
    const minutes = totalServiceMinutes(await storeServices(tx, actor.tenantId, store.id, input.serviceIds));
    const [cutter] = await cuttersById(tx, actor.tenantId, [input.cutterId]);
    const checked = [];
    for (const o of occurrences) {
      let conflict: string | null = null;
      try {
        await assertBookableNamed(tx, {
          tenantId: actor.tenantId,
          storeId: store.id,
          cutterId: input.cutterId,
          serviceIds: input.serviceIds,
          start: o.start,
          now,
        });
      } catch (err) {
        if (!(err instanceof AppError) || (err.statusCode !== 409 && err.statusCode !== 422)) throw err;
        conflict = err.message;
      }
      checked.push({
        index: o.index + 1,
        date: o.date,
        start: o.start.toISOString(),
        end: new Date(o.start.getTime() + minutes * MINUTE_MS).toISOString(),
        bookable: conflict === null,
        conflict,
      });
    }
    return { timezone: store.timezone, cutterName: cutter?.firstName ?? '', occurrences: checked };
  });
}

/** StandingAppointment/Create: the series row and its occurrences not skipped, in one transaction; idempotent. */
export async function createStanding(
  deps: AppointmentDeps,
  actor: Actor,
  input: StandingCreate,
  options: { idempotencyKey?: string; requestId?: string } = {},
) {
  requireAction(actor, 'create', { storeId: input.storeId });
  const after = new AfterCommit();
  const now = deps.now();
  const answer = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const create = async () => {
      const { store, occurrences } = await planOf(tx, actor.tenantId, input);
      const planned = new Set(occurrences.map((o) => o.date));
      const stray = input.skipDates.findIndex((d) => !planned.has(d));
      if (stray >= 0) throw invalid({ [`skipDates.${stray}`]: `${input.skipDates[stray]} is not one of the series' dates` });
      const skip = new Set(input.skipDates);
      const toBook = occurrences.filter((o) => !skip.has(o.date));
      if (!toBook.length) throw invalid({ skipDates: 'Every occurrence is skipped: there is nothing to book' });
      const first = occurrences[0];
      const [series] = await tx
        .insert(appointmentSeries)
        .values({
          tenantId: actor.tenantId,
          storeId: store.id,
          cutterId: input.cutterId,
          customerId: input.customerId ?? null,
          everyWeeks: input.everyWeeks,
          firstDate: first.date,
          time: standingRuleFrom(store.timezone, first.start, input).time,
          planned: occurrences.length,
          until: input.until ?? null,
          skipped: occurrences.filter((o) => skip.has(o.date)).map((o) => o.date),
          createdBy: actor.type === 'admin' ? actor.id : null,
        })
        .returning();
      const rows: AppointmentRow[] = [];
      for (const o of toBook) {
        try {
          const booking = { ...input, start: o.start, seriesId: series.id, confirm: false };
          rows.push(await bookAppointment(tx, actor, booking, after, now, options.requestId));
        } catch (err) {
          throw datedRefusal(err, store.timezone, o.start);
        }
      }
      // One confirmation for the series (its first booked occurrence); each occurrence keeps its reminder.
      await queueConfirmation(tx, rows[0], after, 'booked');
      const body = {
        id: series.id,
        everyWeeks: series.everyWeeks,
        planned: series.planned,
        appointments: await presentAppointments(tx, actor.tenantId, rows),
        skipped: series.skipped,
      };
      return { statusCode: 201, body: { res_data: body } };
    };
    const scope = {
      tenantId: actor.tenantId,
      key: options.idempotencyKey,
      actorId: actor.id,
      route: 'POST StandingAppointment/Create',
      body: input,
    };
    return runIfKeyed(tx, scope, now, create);
  });
  await after.run(deps.jobs);
  return answer;
}
