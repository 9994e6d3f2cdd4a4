import { describe, expect, it } from 'vitest';
import { decimalHours, minutesByDay, overtimeForWeek, periodStartFor, type Segment, shortBreak, timeCardDays } from './hours.ts';

const at = (iso: string) => new Date(iso);
const work = (start: string, end: string): Segment => ({ start: at(start), end: at(end), kind: 'work' });

describe('minutesByDay: store days, midnight and DST', () => {
  // Each row worked by hand: the UTC instants below are the local times in the comment.
  it.each([
    {
      name: 'Chicago, 22:00 CST to 06:00 CST next day: 2 h then 6 h',
      zone: 'America/Chicago',
      from: '2026-03-01',
      to: '2026-03-02',
      segments: [work('2026-03-02T04:00:00Z', '2026-03-02T12:00:00Z')],
      paid: [120, 360],
    },
    {
      name: 'Chicago spring forward (8 Mar 2026, 23 h day): 22:00 CST to 06:00 CDT is 7 h, 2 + 5',
      zone: 'America/Chicago',
      from: '2026-03-07',
      to: '2026-03-08',
      segments: [work('2026-03-08T04:00:00Z', '2026-03-08T11:00:00Z')],
      paid: [120, 300],
    },
    {
      name: 'Los Angeles fall back (1 Nov 2026, 25 h day): 22:00 PDT to 06:00 PST is 9 h, 2 + 7',
      zone: 'America/Los_Angeles',
      from: '2026-10-31',
      to: '2026-11-01',
      segments: [work('2026-11-01T05:00:00Z', '2026-11-01T14:00:00Z')],
      paid: [120, 420],
    },
    {
      name: 'Los Angeles spring forward (8 Mar 2026): 00:00 PST to 12:00 PDT is 11 h',
      zone: 'America/Los_Angeles',
      from: '2026-03-08',
      to: '2026-03-08',
      segments: [work('2026-03-08T08:00:00Z', '2026-03-08T19:00:00Z')],
      paid: [660],
    },
    {
      name: 'seconds are dropped at both ends: 09:00:59 to 17:00:30 is 8 h',
      zone: 'America/Chicago',
      from: '2026-06-01',
      to: '2026-06-01',
      segments: [work('2026-06-01T14:00:59Z', '2026-06-01T22:00:30Z')],
      paid: [480],
    },
  ])('$name', ({ zone, from, to, segments, paid }) => {
    expect(minutesByDay(zone, from, to, segments).map((d) => d.paid)).toEqual(paid);
  });

  it('pays work and paid breaks, not unpaid breaks (Chicago, 9:00-17:30 with 15 min paid, 30 min unpaid)', () => {
    const [day] = minutesByDay('America/Chicago', '2026-06-01', '2026-06-01', [
      work('2026-06-01T14:00:00Z', '2026-06-01T16:00:00Z'),
      { start: at('2026-06-01T16:00:00Z'), end: at('2026-06-01T16:15:00Z'), kind: 'paid_break' },
      work('2026-06-01T16:15:00Z', '2026-06-01T18:00:00Z'),
      { start: at('2026-06-01T18:00:00Z'), end: at('2026-06-01T18:30:00Z'), kind: 'unpaid_break' },
      work('2026-06-01T18:30:00Z', '2026-06-01T22:30:00Z'),
    ]);
    // work 120 + 105 + 240 = 465, paid break 15, unpaid 30.
    expect(day).toMatchObject({ work: 465, paidBreak: 15, unpaidBreak: 30, paid: 480, unpaidBreaks: [30] });
    expect(shortBreak(day)).toBe(false);
  });

  it.each([
    { paid: 301, unpaidBreaks: [], short: true },
    { paid: 300, unpaidBreaks: [], short: false },
    { paid: 480, unpaidBreaks: [20], short: true },
    { paid: 480, unpaidBreaks: [10, 29], short: true },
    { paid: 480, unpaidBreaks: [30], short: false },
  ])('short break: $paid paid minutes with unpaid breaks $unpaidBreaks -> $short', ({ paid, unpaidBreaks, short }) => {
    expect(shortBreak({ paid, unpaidBreaks })).toBe(short);
  });
});

const sum = (rows: { regular: number; overtime: number; doubleTime: number }[]) =>
  rows.reduce((a, r) => [a[0] + r.regular, a[1] + r.overtime, a[2] + r.doubleTime], [0, 0, 0]);

describe('overtimeForWeek', () => {
  it.each([
    // name, rule, day minutes, expected [regular, overtime, double] per day
    { name: 'CA 13 h day', rule: 'california', days: [780], each: [[480, 240, 60]] },
    { name: 'CA 14 h day', rule: 'california', days: [840], each: [[480, 240, 120]] },
    { name: 'federal 13 h day', rule: 'federal', days: [780], each: [[780, 0, 0]] },
    {
      name: 'federal 5 x 10 h: the 5th day is over 40',
      rule: 'federal',
      days: [600, 600, 600, 600, 600],
      each: [
        [600, 0, 0],
        [600, 0, 0],
        [600, 0, 0],
        [600, 0, 0],
        [0, 600, 0],
      ],
    },
    {
      name: 'CA 5 x 10 h: daily OT only, 40 regular (no double counting)',
      rule: 'california',
      days: [600, 600, 600, 600, 600],
      each: [
        [480, 120, 0],
        [480, 120, 0],
        [480, 120, 0],
        [480, 120, 0],
        [480, 120, 0],
      ],
    },
    {
      name: 'CA 6 x 9 h: 6th day regular part is over 40',
      rule: 'california',
      days: [540, 540, 540, 540, 540, 540],
      each: [
        [480, 60, 0],
        [480, 60, 0],
        [480, 60, 0],
        [480, 60, 0],
        [480, 60, 0],
        [0, 540, 0],
      ],
    },
    {
      name: 'CA seven days: 5 x 8 h, 6th 8 h (weekly OT), 7th 10 h (8 OT + 2 DT)',
      rule: 'california',
      days: [480, 480, 480, 480, 480, 480, 600],
      each: [
        [480, 0, 0],
        [480, 0, 0],
        [480, 0, 0],
        [480, 0, 0],
        [480, 0, 0],
        [0, 480, 0],
        [0, 480, 120],
      ],
    },
    {
      name: 'CA seven short days: 7 x 4 h, 7th day 4 h all overtime',
      rule: 'california',
      days: [240, 240, 240, 240, 240, 240, 240],
      each: [
        [240, 0, 0],
        [240, 0, 0],
        [240, 0, 0],
        [240, 0, 0],
        [240, 0, 0],
        [240, 0, 0],
        [0, 240, 0],
      ],
    },
    {
      name: 'CA six days then a day off: no seventh-day rule',
      rule: 'california',
      days: [240, 240, 240, 240, 240, 240, 0],
      each: [
        [240, 0, 0],
        [240, 0, 0],
        [240, 0, 0],
        [240, 0, 0],
        [240, 0, 0],
        [240, 0, 0],
        [0, 0, 0],
      ],
    },
    {
      name: 'CA 25 h DST day (1 Nov LA, worked around the clock)',
      rule: 'california',
      days: [1500],
      each: [[480, 240, 780]],
    },
  ] as const)('$name', ({ rule, days, each }) => {
    const pay = overtimeForWeek(rule, days);
    expect(pay.map((p) => [p.regular, p.overtime, p.doubleTime])).toEqual(each);
    // Every minute is counted exactly once.
    const [r, o, d] = sum(pay);
    expect(r + o + d).toBe(days.reduce<number>((a, b) => a + b, 0));
  });
});

describe('timeCardDays', () => {
  it('a California 13 h day on the card: 8 regular, 4 overtime, 1 double time', () => {
    // Silver Lake (LA): 08:00 to 21:00 PDT on Tuesday 2 Jun 2026.
    const card = timeCardDays('America/Los_Angeles', 'california', '2026-05-31', 7, [work('2026-06-02T15:00:00Z', '2026-06-03T04:00:00Z')]);
    expect(card.days[2]).toMatchObject({ date: '2026-06-02', paid: 780, regular: 480, overtime: 240, doubleTime: 60 });
    expect(card.totals).toEqual({ paid: 780, unpaidBreak: 0, regular: 480, overtime: 240, doubleTime: 60 });
  });

  it('bi-weekly: each workweek on its own (45 h then 35 h federal = 5 h overtime, not averaged)', () => {
    const segments: Segment[] = [];
    // Week 1: 5 x 9 h; week 2: 5 x 7 h, 09:00 CDT (14:00Z) each weekday.
    for (const [week, hours] of [
      [0, 9],
      [7, 7],
    ] as const) {
      for (let d = 1; d <= 5; d++) {
        const day = String(week + d).padStart(2, '0');
        segments.push(work(`2026-06-${day}T14:00:00Z`, `2026-06-${day}T${14 + hours}:00:00Z`));
      }
    }
    const card = timeCardDays('America/Chicago', 'federal', '2026-05-31', 14, segments);
    expect(card.totals).toEqual({ paid: 4800, unpaidBreak: 0, regular: 4500, overtime: 300, doubleTime: 0 });
    expect(card.days[5]).toMatchObject({ date: '2026-06-05', regular: 240, overtime: 300 });
  });
});

describe('periods and hours', () => {
  it.each([
    { date: '2026-11-25', period: 'weekly', startDay: 0, anchor: '2026-01-04', start: '2026-11-22' },
    { date: '2026-11-22', period: 'weekly', startDay: 0, anchor: '2026-01-04', start: '2026-11-22' },
    { date: '2026-11-25', period: 'weekly', startDay: 1, anchor: '2026-01-05', start: '2026-11-23' },
    { date: '2026-11-25', period: 'weekly', startDay: 4, anchor: '2026-01-01', start: '2026-11-19' },
    { date: '2026-11-25', period: 'biweekly', startDay: 0, anchor: '2026-11-08', start: '2026-11-22' },
    { date: '2026-11-21', period: 'biweekly', startDay: 0, anchor: '2026-11-08', start: '2026-11-08' },
    { date: '2026-11-01', period: 'biweekly', startDay: 0, anchor: '2026-11-08', start: '2026-10-25' },
  ] as const)('$period from $anchor: $date is in the period starting $start', ({ date, period, startDay, anchor, start }) => {
    expect(periodStartFor(date, period, startDay, anchor)).toBe(start);
  });

  it.each([
    [0, '0.00'],
    [1, '0.02'],
    [20, '0.33'],
    [40, '0.67'],
    [90, '1.50'],
    [2400, '40.00'],
    [2459, '40.98'],
  ])('%i minutes = %s hours', (minutes, hours) => {
    expect(decimalHours(minutes)).toBe(hours);
  });
});
