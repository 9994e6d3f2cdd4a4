import { describe, expect, it } from 'vitest';
import { cutterLoad, matchesAppointment, mergeRanges, paymentState, slotShade, subtractRanges, zoomTimeScale } from './calendar-day.ts';

const r = (start: number, end: number) => ({ start, end });

describe('mergeRanges / subtractRanges', () => {
  it.each([
    [
      [r(600, 630), r(620, 660), r(700, 720)],
      [r(600, 660), r(700, 720)],
    ],
    [
      [r(700, 720), r(600, 630), r(630, 640)],
      [r(600, 640), r(700, 720)],
    ],
    [[r(600, 600), r(610, 605)], []],
  ])('merges %j into %j', (input, expected) => expect(mergeRanges(input)).toEqual(expected));

  it.each([
    [[r(600, 1080)], [r(720, 780)], [r(600, 720), r(780, 1080)]],
    [[r(600, 1080)], [r(500, 650), r(1000, 1200)], [r(650, 1000)]],
    [[r(600, 1080)], [r(0, 1440)], []],
    [[r(600, 700)], [], [r(600, 700)]],
  ])('%j minus %j is %j', (ranges, cut, expected) => expect(subtractRanges(ranges, cut)).toEqual(expected));
});

describe('cutterLoad', () => {
  it.each([
    // 10:00-18:00 shift, two half hours booked: 60 of 480 = 12.5% -> 13
    [{ appointments: [r(600, 630), r(630, 660)], shifts: [r(600, 1080)], timeOff: [] }, 60, 480, 13],
    // overlapping bookings count once; an hour off leaves 420 minutes
    [{ appointments: [r(600, 660), r(630, 690)], shifts: [r(600, 1080)], timeOff: [r(1020, 1080)] }, 90, 420, 21],
    // booked outside the shift counts as booked hours but not as utilisation
    [{ appointments: [r(540, 600), r(600, 660)], shifts: [r(600, 720)], timeOff: [] }, 120, 120, 50],
    // no shift: no utilisation
    [{ appointments: [r(600, 630)], shifts: [], timeOff: [] }, 30, 0, null],
  ])('%j', (input, booked, available, percent) =>
    expect(cutterLoad(input)).toEqual({ bookedMinutes: booked, availableMinutes: available, utilisationPercent: percent }),
  );
});

describe('slotShade', () => {
  const day = { open: 540, close: 1200, shifts: [r(600, 720), r(780, 1080)] };
  it.each([
    [530, 'closed'],
    [540, 'off-shift'],
    [600, null],
    [715, null],
    [720, 'off-shift'],
    [1080, 'off-shift'],
    [1195, 'off-shift'],
    [1200, 'closed'],
  ])('minute %i is %s', (minute, shade) => expect(slotShade(minute, day)).toBe(shade));
  it('a closed day is closed all day', () => expect(slotShade(700, { open: null, close: null, shifts: [r(600, 720)] })).toBe('closed'));
});

describe('paymentState', () => {
  it.each([
    ['checked_out', 'paid'],
    ['partially-paid', 'part-paid'],
    ['checkout', 'unpaid'],
    ['booked', 'unpaid'],
  ] as const)('%s is %s', (status, state) => expect(paymentState(status)).toBe(state));
});

describe('matchesAppointment', () => {
  const jordan = { customerName: 'Jordan Réyes', phone: '+1 (312) 555-0100' };
  it.each([
    ['0100', true],
    ['555 0100', true],
    ['(312)', true],
    ['0199', false],
    ['01', false],
    ['jordan', true],
    ['REYES', true],
    ['Reyès', true],
    ['jo r', false],
    ['   ', false],
  ])('%s -> %s', (query, expected) => expect(matchesAppointment(query, jordan)).toBe(expected));
  it('a guest without a phone matches by name only', () =>
    expect(matchesAppointment('0100', { customerName: 'Walk In', phone: null })).toBe(false));
});

describe('zoomTimeScale', () => {
  it.each([
    [15, 'in', 10],
    [5, 'in', 5],
    [15, 'out', 20],
    [20, 'out', 20],
  ] as const)('%i zoomed %s is %i', (scale, direction, next) => expect(zoomTimeScale(scale, direction)).toBe(next));
});
