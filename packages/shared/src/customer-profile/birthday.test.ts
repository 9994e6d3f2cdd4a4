import { describe, expect, it } from 'vitest';
import { birthdayProblem } from './birthday.ts';

describe('birthdayProblem', () => {
  it.each([
    ['1990-05-17', '2026-11-24', null],
    ['2026-11-24', '2026-11-24', null],
    ['2026-11-25', '2026-11-24', 'Birthday cannot be in the future'],
    ['1906-11-24', '2026-11-24', null],
    ['1906-11-23', '2026-11-24', 'Birthday must be within the last 120 years'],
    ['2023-02-29', '2026-11-24', 'Birthday must be a real date'],
    ['2024-02-29', '2026-11-24', null],
    ['1990-13-01', '2026-11-24', 'Birthday must be a real date'],
    ['17/05/1990', '2026-11-24', 'Birthday must be a date (YYYY-MM-DD)'],
  ])('%s on %s -> %s', (value, today, expected) => {
    expect(birthdayProblem(value, today)).toBe(expected);
  });
});
