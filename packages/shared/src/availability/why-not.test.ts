import { describe, expect, it } from 'vitest';
import type { OpeningHoursByWeekday } from './availability.ts';
import type { BookingCheck } from './booking-check.ts';
import { type RefusalWordsContext, refusalWords } from './why-not.ts';

const UTC = 'UTC';
const hours = { open: '10:00', close: '20:00' };
const openingHours: OpeningHoursByWeekday = { '0': null, '1': hours, '2': hours, '3': hours, '4': hours, '5': hours, '6': hours };
const on = (time: string, date = '2027-06-09') => new Date(`${date}T${time}:00.000Z`); // a Wednesday

const ctx = (start: Date, shifts = [{ start: on('10:00'), end: on('14:00') }]): RefusalWordsContext => ({
  cutterName: 'Dana',
  timezone: UTC,
  openingHours,
  services: [
    { name: 'Colour', skillSet: 'Colour' },
    { name: 'Haircut', skillSet: 'Cut' },
  ],
  shifts,
  start,
});
const check = (reason: BookingCheck['reason'], start: Date, minutes: number, extra: Partial<BookingCheck> = {}) => ({
  reason,
  end: new Date(start.getTime() + minutes * 60_000),
  day: { date: start.toISOString().slice(0, 10), open: on('10:00', start.toISOString().slice(0, 10)) },
  missingSkills: [] as string[],
  ...extra,
});

describe('refusalWords: the engine refusal in plain words', () => {
  const rows: [string, ReturnType<typeof check>, Date, string | null, string | null][] = [
    ['bookable', check(null, on('10:00'), 30), on('10:00'), null, null],
    ['past', check('past', on('10:00'), 30), on('10:00'), 'That time is in the past', 'That time is in the past'],
    ['before opening', check('closed', on('09:30'), 30), on('09:30'), 'The store opens at 10:00 AM', 'The store opens at 10:00 AM'],
    ['after closing', check('closed', on('19:45'), 30), on('19:45'), 'The store closes at 8:00 PM', 'The store closes at 8:00 PM'],
    [
      'closed weekday',
      check('closed', on('11:00', '2027-06-13'), 30),
      on('11:00', '2027-06-13'),
      'The store is closed on Sundays',
      'The store is closed on Sundays',
    ],
    [
      'skill missing',
      check('skill_missing', on('10:00'), 90, { missingSkills: ['Colour'] }),
      on('10:00'),
      "Dana can't do Colour (skill missing)",
      "Dana doesn't do Colour",
    ],
    ['not on shift', check('no_shift', on('15:00'), 30), on('15:00'), 'Dana is not on shift at 3:00 PM', "Dana isn't available at 3:00 PM"],
    [
      'shift ends first',
      check('no_shift', on('13:45'), 30),
      on('13:45'),
      "Dana's shift ends before 2:15 PM",
      "Dana isn't available at 1:45 PM",
    ],
    [
      'time off',
      check('blocked', on('11:00'), 30, { conflict: { start: on('10:30'), end: on('12:00'), kind: 'time_off' } }),
      on('11:00'),
      'Dana is on time off at 11:00 AM',
      "Dana isn't available at 11:00 AM",
    ],
    [
      'blocked slot with its label',
      check('blocked', on('11:00'), 30, { conflict: { start: on('11:15'), end: on('12:00'), kind: 'block', label: 'vacation' } }),
      on('11:00'),
      'Dana is not available from 11:15 AM to 12:00 PM (vacation)',
      "Dana isn't available at 11:00 AM",
    ],
    [
      'another appointment',
      check('taken', on('11:00'), 30, { conflict: { start: on('10:45'), end: on('11:15'), kind: 'appointment' } }),
      on('11:00'),
      'Dana already has an appointment from 10:45 AM to 11:15 AM',
      "Dana isn't available at 11:00 AM",
    ],
  ];
  it.each(rows)('%s', (_name, refused, start, staff, customer) => {
    expect(refusalWords(refused, ctx(start), 'staff')).toBe(staff);
    expect(refusalWords(refused, ctx(start), 'customer')).toBe(customer);
  });
});
