// Day and wall-clock arithmetic for specs that create data through the API (the store works in its own zone).

/** The local day (YYYY-MM-DD) in `timezone` at `at`. */
export function dayIn(timezone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Minutes the zone's clock is ahead of UTC at `at`. */
export function offsetMinutes(timezone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** The instant of a wall-clock time (HH:MM) on `day` in `timezone`, as an ISO string. */
export function wallClock(timezone: string, day: string, time: string): string {
  const naive = new Date(`${day}T${time}:00Z`);
  let instant = new Date(naive.getTime() - offsetMinutes(timezone, naive) * 60_000);
  instant = new Date(naive.getTime() - offsetMinutes(timezone, instant) * 60_000);
  return instant.toISOString();
}

/** The fixed-offset (Etc) zone where the hour is now `hour` (offsets -12..+14 cover every hour of UTC). */
export function zoneAtHour(hour: number, now = new Date()): { zone: string; offset: number } {
  let offset = hour - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return { zone: offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`, offset };
}

/** A store where it is 1 PM now. */
export const zoneAtOnePm = (now = new Date()): string => zoneAtHour(13, now).zone;

/** A zone where it is now 11:xx, so today's 10:00-18:00 shift has the morning ahead whenever this runs. */
export function lateMorningZone(now = new Date()) {
  const { zone, offset } = zoneAtHour(11, now);
  return { zone, key: `kiosk-h${offset + 12}` };
}

/** A day as the customer booking page heads it ("Tuesday, December 1"). */
export const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
