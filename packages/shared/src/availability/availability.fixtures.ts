// Fixtures of the availability engine's table tests: a Chicago store, two cutters, two services.
import {
  type AvailabilityInput,
  type BookableService,
  type BusyInterval,
  computeAvailability,
  type CutterInterval,
  type OpeningHoursByWeekday,
} from './availability.ts';
import { wallClockToInstant } from './wall-clock.ts';

export const everyDay = (open: string, close: string) =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { open, close }])) as OpeningHoursByWeekday;
export const closedSundays: OpeningHoursByWeekday = { ...everyDay('10:00', '20:00'), '0': null };

export const CUT: BookableService = {
  id: 'svc-cut',
  name: 'Haircut',
  durationMinutes: 30,
  extraTimeMinutes: 0,
  processingGapMinutes: 0,
  skillSet: 'Cut',
};
export const BEARD: BookableService = {
  id: 'svc-beard',
  name: 'Beard Trim',
  durationMinutes: 20,
  extraTimeMinutes: 0,
  processingGapMinutes: 0,
  skillSet: 'Beard',
};
export const SAM = { id: 'sam', name: 'Sam', skills: ['Cut'] };
export const ALEX = { id: 'alex', name: 'Alex', skills: ['Cut', 'Beard'] };

/** A local wall-clock time in the zone as an instant (first occurrence). */
export const local = (zone: string, date: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  const instant = wallClockToInstant(zone, date, h * 60 + m, 'reject');
  if (!instant) throw new Error(`${date} ${time} does not exist in ${zone}`);
  return instant;
};
export const shift = (zone: string, date: string, from: string, to: string, cutterId = 'sam'): CutterInterval => ({
  cutterId,
  start: local(zone, date, from),
  end: local(zone, date, to),
});
export const busy = (
  zone: string,
  date: string,
  from: string,
  to: string,
  kind: BusyInterval['kind'] = 'appointment',
  cutterId = 'sam',
): BusyInterval => ({
  ...shift(zone, date, from, to, cutterId),
  kind,
});

export const CHI = 'America/Chicago';
export const LA = 'America/Los_Angeles';
export const WED = '2026-06-10';

export function input(overrides: Partial<AvailabilityInput>): AvailabilityInput {
  return {
    timeZone: CHI,
    openingHours: closedSundays,
    slotInterval: 15,
    services: [CUT],
    cutters: [SAM],
    shifts: [shift(CHI, WED, '10:00', '18:00')],
    timeOff: [],
    busy: [],
    now: new Date('2026-01-01T00:00:00Z'),
    from: WED,
    to: WED,
    ...overrides,
  };
}

/** BookableSlot starts as local HH:MM in the zone, for readable expectations. */
export const times = (zone: string, instants: Date[]) =>
  instants.map((d) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d));
export const slotTimes = (i: AvailabilityInput) =>
  times(
    i.timeZone,
    computeAvailability(i).slots.map((s) => s.start),
  );
export const reasonAt = (i: AvailabilityInput, zone: string, date: string, time: string, cutterId = 'sam') =>
  computeAvailability({ ...i, explain: true }).refused?.find(
    (r) => r.cutterId === cutterId && r.start.getTime() === local(zone, date, time).getTime(),
  )?.reason ?? 'bookable';
