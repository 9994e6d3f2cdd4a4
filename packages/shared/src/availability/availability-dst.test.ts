import { describe, expect, it } from 'vitest';
import { computeAvailability } from './availability.ts';
import { CHI, everyDay, input, LA, local, slotTimes, times, WED } from './availability.fixtures.ts';

describe('computeAvailability across DST and zones', () => {
  const night = everyDay('00:00', '06:00');

  it.each([
    // zone, day, opening hours, shift (UTC), expected local starts, expected first instant
    [
      'Chicago spring forward: 02:00 and 02:30 do not exist and are skipped',
      CHI,
      '2026-03-08',
      night,
      ['2026-03-08T05:00:00Z', '2026-03-08T12:00:00Z'],
      ['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30'],
    ],
    [
      'Chicago fall back: 01:00 and 01:30 happen twice and are offered once (the first, CDT)',
      CHI,
      '2026-11-01',
      night,
      ['2026-11-01T04:00:00Z', '2026-11-01T13:00:00Z'],
      ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30'],
    ],
    [
      'Los Angeles spring forward',
      LA,
      '2026-03-08',
      night,
      ['2026-03-08T07:00:00Z', '2026-03-08T14:00:00Z'],
      ['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30'],
    ],
    [
      'Los Angeles fall back',
      LA,
      '2026-11-01',
      night,
      ['2026-11-01T06:00:00Z', '2026-11-01T15:00:00Z'],
      ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30'],
    ],
  ] as const)('%s', (_name, zone, day, openingHours, [shiftStart, shiftEnd], expected) => {
    const i = input({
      timeZone: zone,
      openingHours,
      slotInterval: 30,
      from: day,
      to: day,
      shifts: [{ cutterId: 'sam', start: new Date(shiftStart), end: new Date(shiftEnd) }],
    });
    expect(slotTimes(i)).toEqual(expected);
  });

  it('Chicago fall back: the instants run 01:30 CDT straight to 02:00 CST, an hour and a half later', () => {
    const i = input({
      openingHours: night,
      slotInterval: 30,
      from: '2026-11-01',
      to: '2026-11-01',
      shifts: [{ cutterId: 'sam', start: new Date('2026-11-01T04:00:00Z'), end: new Date('2026-11-01T13:00:00Z') }],
    });
    const starts = computeAvailability(i).slots.map((s) => s.start.toISOString());
    expect(starts.slice(2, 5)).toEqual(['2026-11-01T06:00:00.000Z', '2026-11-01T06:30:00.000Z', '2026-11-01T08:00:00.000Z']);
  });

  it('a service across the spring-forward jump lasts its real minutes: 01:30 CST + 30 min ends at 03:00 CDT', () => {
    const i = input({
      openingHours: night,
      slotInterval: 30,
      from: '2026-03-08',
      to: '2026-03-08',
      shifts: [{ cutterId: 'sam', start: new Date('2026-03-08T05:00:00Z'), end: new Date('2026-03-08T12:00:00Z') }],
    });
    const slot = computeAvailability(i).slots[3];
    expect(slot.start.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(slot.end.toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });

  it.each([
    ['Chicago spring-forward day', CHI, '2026-03-08', '2026-03-08T15:00:00.000Z'],
    ['Chicago fall-back day', CHI, '2026-11-01', '2026-11-01T16:00:00.000Z'],
    ['Los Angeles spring-forward day', LA, '2026-03-08', '2026-03-08T17:00:00.000Z'],
    ['Los Angeles fall-back day', LA, '2026-11-01', '2026-11-01T18:00:00.000Z'],
    ['Kolkata (+05:30, no DST)', 'Asia/Kolkata', '2026-03-08', '2026-03-08T04:30:00.000Z'],
  ])('a 10:00-20:00 store on the %s opens at 10:00 local and offers the usual 39 starts', (_name, zone, day, firstInstant) => {
    const i = input({
      timeZone: zone,
      openingHours: everyDay('10:00', '20:00'),
      from: day,
      to: day,
      shifts: [{ cutterId: 'sam', start: local(zone, day, '09:00'), end: local(zone, day, '20:00') }],
    });
    const slots = computeAvailability(i).slots;
    expect(slots[0].start.toISOString()).toBe(firstInstant);
    expect(slots).toHaveLength(39); // 10:00 .. 19:30 every 15 minutes
    expect(times(zone, [slots.at(-1)?.start as Date])).toEqual(['19:30']);
  });

  it('a Kolkata store keeps its half-hour offset in the refused candidates too', () => {
    const i = input({
      timeZone: 'Asia/Kolkata',
      openingHours: everyDay('10:00', '20:00'),
      shifts: [{ cutterId: 'sam', start: local('Asia/Kolkata', WED, '11:00'), end: local('Asia/Kolkata', WED, '12:00') }],
      explain: true,
    });
    const result = computeAvailability(i);
    expect(result.refused?.[0]).toEqual({ cutterId: 'sam', start: new Date('2026-06-10T04:30:00Z'), reason: 'no_shift' });
    expect(result.slots[0].start).toEqual(new Date('2026-06-10T05:30:00Z'));
  });
});
