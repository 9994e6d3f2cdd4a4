import { instantToWallClock, timeToMinutes, wallClockToInstant } from '@salon/shared';

/** An instant as the value of a datetime-local input on the store's clock. */
export const toLocalInput = (zone: string, iso: string) => {
  const w = instantToWallClock(zone, new Date(iso));
  return `${w.date}T${w.time}`;
};
/** A datetime-local value read on the store's clock (a time skipped by DST moves past the jump). */
export const fromLocalInput = (zone: string, value: string) => {
  const [date, time] = value.split('T');
  return date && time ? wallClockToInstant(zone, date, timeToMinutes(time), 'compatible').toISOString() : '';
};
