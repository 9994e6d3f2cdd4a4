import { describe, expect, it } from 'vitest';
import type { OpeningHoursByWeekday } from '../availability/availability.ts';
import { defaultShiftEnd, shiftHoursProblem } from './shift-rules.ts';

const hours = {
  ...Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((d) => [d, { open: '10:00', close: '20:00' }])),
  '0': null,
} as OpeningHoursByWeekday;
const CHI = 'America/Chicago';

describe('shiftHoursProblem', () => {
  it.each([
    ['within opening hours', '2026-06-10T15:00:00Z', '2026-06-11T00:00:00Z', null],
    ['exactly open to close', '2026-06-10T15:00:00Z', '2026-06-11T01:00:00Z', null],
    ['starting before opening (9:30 AM)', '2026-06-10T14:30:00Z', '2026-06-10T20:00:00Z', 'before_open'],
    ['running past closing (8:30 PM)', '2026-06-10T15:00:00Z', '2026-06-11T01:30:00Z', 'after_close'],
    ['on a closed Sunday', '2026-06-14T15:00:00Z', '2026-06-14T20:00:00Z', 'closed_day'],
    ['on the spring-forward Monday after, in CDT', '2026-03-09T15:00:00Z', '2026-03-10T01:00:00Z', null],
  ])('%s', (_name, start, end, problem) => {
    expect(shiftHoursProblem(CHI, hours, new Date(start), new Date(end))).toBe(problem);
  });
});

describe('defaultShiftEnd', () => {
  it.each([
    ['9 working hours from 10:00 AM', '2026-06-10T15:00:00Z', '2026-06-11T00:00:00.000Z'],
    ['until closing (8 PM) when 9 hours would run past it', '2026-06-10T17:00:00Z', '2026-06-11T01:00:00.000Z'],
    ['9 hours on a closed day (the create is then refused for the day)', '2026-06-14T15:00:00Z', '2026-06-15T00:00:00.000Z'],
  ])('%s', (_name, start, end) => {
    expect(defaultShiftEnd(CHI, hours, new Date(start)).toISOString()).toBe(end);
  });
});
