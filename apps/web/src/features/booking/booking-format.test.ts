import { describe, expect, it } from 'vitest';
import {
  countdownAnnouncement,
  daysFrom,
  formatCountdown,
  formatDay,
  formatDuration,
  formatTime,
  groupSlots,
  slotsOnDay,
  zoneName,
} from './booking-format.ts';

const cutterId = '00000000-0000-4000-8000-000000000001';
const slot = (start: string) => ({ start, end: start, cutterId });

describe('booking format', () => {
  it('counts down as mm:ss, rounding up, never below zero', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(599_001)).toBe('10:00');
    expect(formatCountdown(599_000)).toBe('09:59');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it('announces whole minutes and the last 30 seconds, not every second', () => {
    expect(countdownAnnouncement(600_000)).toEqual({ minutes: 10 });
    expect(countdownAnnouncement(540_500)).toEqual({ minutes: 10 });
    expect(countdownAnnouncement(540_000)).toEqual({ minutes: 9 });
    expect(countdownAnnouncement(31_000)).toEqual({ minutes: 1 });
    expect(countdownAnnouncement(30_000)).toEqual({ lastSeconds: true });
    expect(countdownAnnouncement(0)).toBeNull();
  });

  it("groups slots by the store's morning, afternoon and evening, whatever the browser's zone", () => {
    // Chicago is UTC-5 in June: 16:30Z is 11:30 AM, 17:00Z noon, 21:55Z 4:55 PM, 22:00Z 5 PM.
    const slots = ['2025-06-10T16:30:00.000Z', '2025-06-10T17:00:00.000Z', '2025-06-10T21:55:00.000Z', '2025-06-10T22:00:00.000Z'].map(
      slot,
    );
    const groups = groupSlots(slots, 'America/Chicago');
    expect(groups.morning.map((s) => s.start)).toEqual(['2025-06-10T16:30:00.000Z']);
    expect(groups.afternoon.map((s) => s.start)).toEqual(['2025-06-10T17:00:00.000Z', '2025-06-10T21:55:00.000Z']);
    expect(groups.evening.map((s) => s.start)).toEqual(['2025-06-10T22:00:00.000Z']);
    // In Los Angeles the same instants are two hours earlier.
    expect(groupSlots(slots, 'America/Los_Angeles').morning).toHaveLength(2);
  });

  it("picks a day's slots on the store's clock", () => {
    // 2025-06-11T03:00Z is still 10 June in Chicago (10 PM).
    const slots = [slot('2025-06-10T16:00:00.000Z'), slot('2025-06-11T03:00:00.000Z'), slot('2025-06-11T15:00:00.000Z')];
    expect(slotsOnDay(slots, 'America/Chicago', '2025-06-10')).toHaveLength(2);
    expect(slotsOnDay(slots, 'America/Chicago', '2025-06-11')).toHaveLength(1);
  });

  it('formats days, times, durations and zones for people', () => {
    expect(formatDay('2025-06-09')).toBe('Mon, Jun 9');
    expect(formatDay('2025-06-09', 'en-US', true)).toBe('Monday, June 9');
    expect(formatTime('2025-06-10T15:30:00.000Z', 'America/Chicago')).toBe('10:30 AM');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(75)).toBe('1 h 15 min');
    expect(zoneName('America/Chicago', new Date('2025-06-10T12:00:00Z'))).toBe('Central Daylight Time');
    expect(daysFrom('2025-12-30', 3)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
  });
});
