import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, type BusyInterval, computeAvailability, totalServiceMinutes } from './availability.ts';
import { pickAnyCutter } from './any-cutter.ts';
import { checkBooking } from './booking-check.ts';
import { ALEX, BEARD, busy, CHI, CUT, everyDay, input, local, reasonAt, SAM, shift, slotTimes, WED } from './availability.fixtures.ts';

describe('computeAvailability: which candidates are bookable and why the others are not', () => {
  it('an ordinary day: every 15 minutes from opening while the shift covers the whole service', () => {
    const slots = slotTimes(input({}));
    expect(slots[0]).toBe('10:00');
    expect(slots.at(-1)).toBe('17:30');
    expect(slots).toHaveLength(31);
    const first = computeAvailability(input({})).slots[0];
    expect(first).toEqual({ cutterId: 'sam', start: new Date('2026-06-10T15:00:00Z'), end: new Date('2026-06-10T15:30:00Z') });
  });

  it.each([
    // name, overrides, local time asked about, expected reason
    [
      'the store is closed on Sunday',
      { from: '2026-06-14', to: '2026-06-14', shifts: [shift(CHI, '2026-06-14', '10:00', '18:00')] },
      '00:00',
      'closed',
      '2026-06-14',
    ],
    ['the service would run past closing time', { shifts: [shift(CHI, WED, '10:00', '21:00')] }, '19:45', 'closed', WED],
    ['the shift is shorter than the service', { shifts: [shift(CHI, WED, '10:00', '10:20')] }, '10:00', 'no_shift', WED],
    ['the service runs past the end of the shift', {}, '17:45', 'no_shift', WED],
    ['no shift that day', { shifts: [] }, '12:00', 'no_shift', WED],
    ['the cutter lacks a required skill', { services: [CUT, BEARD] }, '10:00', 'skill_missing', WED],
    ['an appointment overlaps', { busy: [busy(CHI, WED, '10:30', '11:00')] }, '10:15', 'taken', WED],
    ['an appointment starts at the same time', { busy: [busy(CHI, WED, '10:30', '11:00')] }, '10:30', 'taken', WED],
    ['adjacent before an appointment (10:00-10:30 then 10:30)', { busy: [busy(CHI, WED, '10:30', '11:00')] }, '10:00', 'bookable', WED],
    ['adjacent after an appointment (ends 11:00)', { busy: [busy(CHI, WED, '10:30', '11:00')] }, '11:00', 'bookable', WED],
    ['a blocked slot overlaps', { busy: [busy(CHI, WED, '12:00', '13:00', 'block')] }, '11:45', 'blocked', WED],
    ['right after a blocked slot', { busy: [busy(CHI, WED, '12:00', '13:00', 'block')] }, '13:00', 'bookable', WED],
    [
      'approved time off overlaps',
      { timeOff: [{ cutterId: 'sam', start: local(CHI, WED, '14:00'), end: local(CHI, WED, '16:00') }] },
      '15:00',
      'blocked',
      WED,
    ],
    ['another cutter is busy, not this one', { busy: [busy(CHI, WED, '10:00', '12:00', 'appointment', 'alex')] }, '10:00', 'bookable', WED],
    ['a time already gone', { now: local(CHI, WED, '12:07') }, '12:00', 'past', WED],
    ['the next slot after now', { now: local(CHI, WED, '12:07') }, '12:15', 'bookable', WED],
    ['past wins over closed', { now: local(CHI, WED, '21:00') }, '19:45', 'past', WED],
    [
      'two shifts that touch cover a service across them',
      { shifts: [shift(CHI, WED, '10:00', '13:00'), shift(CHI, WED, '13:00', '18:00')] },
      '12:45',
      'bookable',
      WED,
    ],
  ] as const)('%s', (_name, overrides, time, expected, date) => {
    expect(reasonAt(input(overrides as Partial<AvailabilityInput>), CHI, date, time)).toBe(expected);
  });

  it('a closed day offers nothing and explains it once per cutter, at local midnight', () => {
    const sunday = input({ from: '2026-06-14', to: '2026-06-14', cutters: [SAM, ALEX], explain: true });
    const result = computeAvailability(sunday);
    expect(result.slots).toEqual([]);
    expect(result.refused).toEqual([
      { cutterId: 'sam', start: new Date('2026-06-14T05:00:00Z'), reason: 'closed' },
      { cutterId: 'alex', start: new Date('2026-06-14T05:00:00Z'), reason: 'closed' },
    ]);
  });

  it('a cutter holding every required skill gets the combined length of the services', () => {
    const both = input({ services: [CUT, BEARD], cutters: [ALEX], shifts: [shift(CHI, WED, '10:00', '11:00', 'alex')] });
    expect(slotTimes(both)).toEqual(['10:00']); // 50 minutes fit only from 10:00 in a one-hour shift
    expect(computeAvailability(both).slots[0].end).toEqual(local(CHI, WED, '10:50'));
  });

  it('counts extra time and the processing gap in the length of a service', () => {
    const colour = { ...CUT, durationMinutes: 30, extraTimeMinutes: 10, processingGapMinutes: 20 };
    expect(totalServiceMinutes([colour, BEARD])).toBe(80);
    const slots = slotTimes(input({ services: [colour], shifts: [shift(CHI, WED, '10:00', '12:00')] }));
    expect(slots).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);
  });

  it.each([
    [5, 19, '11:30'],
    [10, 10, '11:30'],
    [15, 7, '11:30'],
    [20, 5, '11:20'],
  ])('slot interval %i: %i starts in a 10:00-12:00 shift, the last at %s', (slotInterval, count, last) => {
    const slots = slotTimes(input({ slotInterval, shifts: [shift(CHI, WED, '10:00', '12:00')] }));
    expect(slots).toHaveLength(count);
    expect(slots[0]).toBe('10:00');
    expect(slots.at(-1)).toBe(last);
  });

  it('steps from the opening time, not from the hour', () => {
    const opensLate = input({ openingHours: everyDay('09:10', '12:00'), slotInterval: 20, shifts: [shift(CHI, WED, '09:00', '12:00')] });
    expect(slotTimes(opensLate)).toEqual(['09:10', '09:30', '09:50', '10:10', '10:30', '10:50', '11:10', '11:30']);
  });

  it('spans several days, each in its own local day', () => {
    const week = input({
      from: '2026-06-13',
      to: '2026-06-15',
      shifts: [
        shift(CHI, '2026-06-13', '10:00', '11:00'),
        shift(CHI, '2026-06-14', '10:00', '11:00'),
        shift(CHI, '2026-06-15', '10:00', '11:00'),
      ],
    });
    const slots = computeAvailability(week).slots.map((s) => s.start.toISOString());
    expect(slots).toEqual([
      '2026-06-13T15:00:00.000Z',
      '2026-06-13T15:15:00.000Z',
      '2026-06-13T15:30:00.000Z',
      // Sunday closed
      '2026-06-15T15:00:00.000Z',
      '2026-06-15T15:15:00.000Z',
      '2026-06-15T15:30:00.000Z',
    ]);
  });
});

describe('pickAnyCutter', () => {
  const CASEY = { id: 'casey', name: 'Casey', skills: ['Cut'] };
  const base = (busyList: BusyInterval[]) =>
    input({
      cutters: [SAM, ALEX, CASEY],
      shifts: [
        shift(CHI, WED, '10:00', '18:00', 'sam'),
        shift(CHI, WED, '10:00', '18:00', 'alex'),
        shift(CHI, WED, '10:00', '18:00', 'casey'),
      ],
      busy: busyList,
    });
  const pick = (i: AvailabilityInput, time: string) =>
    pickAnyCutter(computeAvailability(i).slots, i).find((s) => s.start.getTime() === local(CHI, WED, time).getTime())?.cutterId ?? null;

  it.each([
    ['ties on load break by name: Alex before Casey before Sam', [], '10:00', 'alex'],
    ['the cutter with fewer booked minutes that day wins', [busy(CHI, WED, '15:00', '16:00', 'appointment', 'alex')], '10:00', 'casey'],
    [
      'blocked slots do not count as load',
      [
        busy(CHI, WED, '15:00', '17:00', 'block', 'alex'),
        busy(CHI, WED, '15:00', '15:30', 'appointment', 'casey'),
        busy(CHI, WED, '16:00', '16:30', 'appointment', 'sam'),
      ],
      '10:00',
      'alex',
    ],
    [
      'a busy cutter is skipped for that start only',
      [busy(CHI, WED, '10:00', '10:30', 'appointment', 'alex'), busy(CHI, WED, '11:00', '11:30', 'appointment', 'casey')],
      '10:00',
      'sam',
    ],
    ['load counts only the same local day', [busy(CHI, '2026-06-09', '10:00', '18:00', 'appointment', 'alex')], '10:00', 'alex'],
  ] as const)('%s', (_name, busyList, time, expected) => {
    expect(pick(base([...busyList]), time)).toBe(expected);
  });

  it('answers one slot per start, ordered by time', () => {
    const i = base([]);
    const slots = pickAnyCutter(computeAvailability(i).slots, i);
    expect(slots).toHaveLength(31);
    expect(new Set(slots.map((s) => s.start.getTime())).size).toBe(31);
  });
});

describe('checkBooking: one cutter, one start, any minute', () => {
  const check = (overrides: Partial<AvailabilityInput>, time: string) => {
    const i = input(overrides);
    return checkBooking({ ...i, cutter: i.cutters[0], start: local(CHI, WED, time) });
  };

  it.each([
    ['on the slot grid', {}, '10:00', null],
    ['off the slot grid (the calendar moves in 5 minutes)', {}, '10:05', null],
    ['before opening', { shifts: [shift(CHI, WED, '08:00', '18:00')] }, '09:30', 'closed'],
    ['beyond the shift', {}, '17:50', 'no_shift'],
    ['skill missing', { services: [BEARD] }, '10:00', 'skill_missing'],
    ['in the past', { now: local(CHI, WED, '11:00') }, '10:30', 'past'],
  ] as const)('%s', (_name, overrides, time, reason) => {
    expect(check(overrides as Partial<AvailabilityInput>, time).reason).toBe(reason);
  });

  it('names what is in the way: time off before a blocked slot, then the appointment', () => {
    const vacation = { ...busy(CHI, WED, '12:00', '13:00', 'block'), label: 'vacation' };
    expect(check({ busy: [vacation] }, '12:15').conflict).toEqual({
      start: vacation.start,
      end: vacation.end,
      kind: 'block',
      label: 'vacation',
    });
    const booked = busy(CHI, WED, '14:00', '14:30');
    expect(check({ busy: [booked] }, '13:45')).toMatchObject({ reason: 'taken', conflict: { start: booked.start, kind: 'appointment' } });
    expect(check({ services: [CUT, BEARD] }, '10:00').missingSkills).toEqual(['Beard']);
    expect(check({}, '10:00').end).toEqual(local(CHI, WED, '10:30'));
  });
});
