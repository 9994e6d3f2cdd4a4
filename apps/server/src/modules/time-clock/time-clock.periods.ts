// Pay periods of a store: its settings (or the defaults), the period holding a date, and whether entries in
// it may still change (approved, or past and not re-opened, means locked).
import {
  addDays,
  FACE_MATCH_THRESHOLD,
  periodDays,
  periodStartFor,
  storeDateOf,
  type TimeClockSettings,
  wallClockToInstant,
} from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { stores } from '../../db/schema.ts';
import { invalidTransition } from '../stores/store-access.ts';
import { timeCardPeriods, timeClockSettings, type TimeCardPeriodRow } from './time-clock.tables.ts';

type StoreRow = typeof stores.$inferSelect;
/** A Sunday: bi-weekly periods count from it (moved to the start day) unless a store sets its own. */
const DEFAULT_ANCHOR = '2026-01-04';
export const DEFAULT_GRACE_MINUTES = 60;

/** Weekly from Sunday; California overtime for stores in CA, federal elsewhere; an hour's grace. */
export function defaultSettings(store: Pick<StoreRow, 'id' | 'state'>): TimeClockSettings {
  return {
    storeId: store.id,
    payPeriod: 'weekly',
    startDay: 0,
    anchorDate: DEFAULT_ANCHOR,
    overtimeRule: store.state?.toUpperCase() === 'CA' ? 'california' : 'federal',
    graceMinutes: DEFAULT_GRACE_MINUTES,
    faceMatchThreshold: FACE_MATCH_THRESHOLD,
  };
}

export async function settingsOf(tx: Tx, tenantId: string, store: Pick<StoreRow, 'id' | 'state'>): Promise<TimeClockSettings> {
  const [row] = await tx
    .select()
    .from(timeClockSettings)
    .where(and(eq(timeClockSettings.tenantId, tenantId), eq(timeClockSettings.storeId, store.id)));
  if (!row) return defaultSettings(store);
  return {
    storeId: row.storeId,
    payPeriod: row.payPeriod,
    startDay: row.startDay,
    anchorDate: row.anchorDate,
    overtimeRule: row.overtimeRule,
    graceMinutes: row.graceMinutes,
    faceMatchThreshold: row.faceMatchThreshold,
  };
}

/** The bi-weekly anchor moved to the start day (the latest start day on or before the anchor). */
const anchorOn = (settings: TimeClockSettings) => periodStartFor(settings.anchorDate, 'weekly', settings.startDay, settings.anchorDate);

export interface Period {
  start: string;
  end: string;
  days: number;
  /** [start of the first day, start of the day after the last) in the store's zone. */
  from: Date;
  to: Date;
}

export function periodOf(settings: TimeClockSettings, timeZone: string, date: string): Period {
  const start = periodStartFor(date, settings.payPeriod, settings.startDay, anchorOn(settings));
  const days = periodDays(settings.payPeriod);
  return {
    start,
    end: addDays(start, days - 1),
    days,
    from: wallClockToInstant(timeZone, start, 0, 'compatible'),
    to: wallClockToInstant(timeZone, addDays(start, days), 0, 'compatible'),
  };
}

export const periodAt = (settings: TimeClockSettings, timeZone: string, instant: Date) =>
  periodOf(settings, timeZone, storeDateOf(timeZone, instant));

export async function periodRow(tx: Tx, tenantId: string, storeId: string, start: string): Promise<TimeCardPeriodRow | undefined> {
  const [row] = await tx
    .select()
    .from(timeCardPeriods)
    .where(and(eq(timeCardPeriods.tenantId, tenantId), eq(timeCardPeriods.storeId, storeId), eq(timeCardPeriods.periodStart, start)));
  return row;
}

/** Approved periods are locked; so are past ones unless re-opened. */
export function isLocked(period: Period, row: Pick<TimeCardPeriodRow, 'status'> | undefined, now: Date) {
  if (row?.status === 'approved') return true;
  if (row?.status === 'reopened') return false;
  return now >= period.to;
}

/** Refuses a change to an entry at `instant` when its period is locked (409 naming the period). */
export async function assertOpenPeriod(tx: Tx, tenantId: string, store: StoreRow, instant: Date, now: Date) {
  const settings = await settingsOf(tx, tenantId, store);
  const period = periodAt(settings, store.timezone, instant);
  const row = await periodRow(tx, tenantId, store.id, period.start);
  if (isLocked(period, row, now)) {
    throw invalidTransition(
      `The time card for ${period.start} to ${period.end} is ${row?.status === 'approved' ? 'approved' : 'closed'}; a manager must re-open it first.`,
    );
  }
}
