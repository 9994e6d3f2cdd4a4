// Times, days, durations and the countdown as the customer reads them, always on the store's clock.
import { type AvailabilitySlot, addDays, formatStoreDateTime, formatStoreTime, instantToWallClock } from '@salon/shared';
import { formatDay as formatStoreDay } from '../appointments/appointment-format.ts';

/** "Mon, Jun 9" (or "Monday, June 9" when long) for a YYYY-MM-DD day. */
export function formatDay(date: string, locale = 'en-US', long = false): string {
  return formatStoreDay(date, locale, long ? 'long' : 'short');
}

/** "10:30 AM" on the store's clock. */
export function formatTime(iso: string, timeZone: string, locale = 'en-US'): string {
  return formatStoreTime(timeZone, iso, { locale });
}

/** "Monday, June 9, 10:30 AM" on the store's clock. */
export function formatDateTime(iso: string, timeZone: string, locale = 'en-US'): string {
  return formatStoreDateTime(timeZone, iso, { locale, long: true, zone: false });
}

/** The zone's name at an instant, e.g. "Central Daylight Time" (falls back to the IANA id). */
export function zoneName(timeZone: string, at: Date = new Date(), locale = 'en-US'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "45 min", "1 h", "1 h 15 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** mm:ss of the time left (never negative); minutes can exceed 59. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * What the live region says about the time left: only on whole minutes and in the last 30 seconds
 * once, so a screen reader is not told every second.
 */
export function countdownAnnouncement(msLeft: number): { minutes: number } | { lastSeconds: true } | null {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  if (total === 0) return null;
  if (total <= 30) return { lastSeconds: true };
  return { minutes: Math.ceil(total / 60) };
}

export type DayPart = 'morning' | 'afternoon' | 'evening';
export const DAY_PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];

/** Slots by part of the store's day: before noon, noon to 5 PM, from 5 PM. */
export function groupSlots(slots: readonly AvailabilitySlot[], timeZone: string): Record<DayPart, AvailabilitySlot[]> {
  const groups: Record<DayPart, AvailabilitySlot[]> = { morning: [], afternoon: [], evening: [] };
  for (const slot of slots) {
    const { minutes } = instantToWallClock(timeZone, new Date(slot.start));
    groups[minutes < 12 * 60 ? 'morning' : minutes < 17 * 60 ? 'afternoon' : 'evening'].push(slot);
  }
  return groups;
}

/** The slots of one local day of the store. */
export function slotsOnDay(slots: readonly AvailabilitySlot[], timeZone: string, day: string): AvailabilitySlot[] {
  return slots.filter((slot) => instantToWallClock(timeZone, new Date(slot.start)).date === day);
}

/** `count` local days from `from`, inclusive. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}
