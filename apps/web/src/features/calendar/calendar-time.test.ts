import { describe, expect, it } from 'vitest';
import { floatingAt, floatingDay, fromFloating, toFloating, visibleHours } from './calendar-time.ts';

describe('store clock <-> floating dates', () => {
  it('shows an instant with the store’s wall-clock fields, whatever the browser zone', () => {
    const floating = toFloating('2026-11-24T16:30:00.000Z', 'America/Chicago'); // 10:30 in Chicago
    expect([floating.getHours(), floating.getMinutes()]).toEqual([10, 30]);
    expect(floatingDay(floating)).toBe('2026-11-24');
  });

  it('follows the DST change within a day (fall back: 01:30 happens twice in Chicago)', () => {
    const first = toFloating('2026-11-01T06:30:00.000Z', 'America/Chicago'); // 01:30 CDT
    const second = toFloating('2026-11-01T07:30:00.000Z', 'America/Chicago'); // 01:30 CST
    const after = toFloating('2026-11-01T09:00:00.000Z', 'America/Chicago'); // 03:00 CST
    expect([first.getHours(), first.getMinutes(), second.getHours(), after.getHours()]).toEqual([1, 30, 1, 3]);
  });

  it('turns a floating date back into the same instant', () => {
    const iso = '2026-07-01T22:05:00.000Z';
    expect(fromFloating(toFloating(iso, 'America/Los_Angeles'), 'America/Los_Angeles')).toBe(iso);
  });

  it('reads a time skipped by DST as the time after the jump', () => {
    // 02:30 does not exist in Chicago on 2027-03-14: it becomes 03:30 CDT (08:30Z).
    expect(fromFloating(floatingAt('2027-03-14', '02:30'), 'America/Chicago')).toBe('2027-03-14T08:30:00.000Z');
  });

  it('spans the earliest open to the latest close of the shown days, or the defaults when all are closed', () => {
    const days = [
      { open: '10:00', close: '20:00' },
      { open: '09:00', close: '18:00' },
      { open: null, close: null },
    ];
    expect(visibleHours(days, { open: '10:00', close: '20:00' })).toEqual({ open: '09:00', close: '20:00' });
    expect(visibleHours([{ open: null, close: null }], { open: '10:00', close: '20:00' })).toEqual({ open: '10:00', close: '20:00' });
  });

  it('widens to whole hours around a visit outside the opening hours, never past the day', () => {
    const day = [{ open: '10:00', close: '20:00' }];
    const fallback = { open: '10:00', close: '20:00' };
    const at = (from: string, to: string, toDay = '2026-11-24') => ({
      start: floatingAt('2026-11-24', from),
      end: floatingAt(toDay, to),
    });
    expect(visibleHours(day, fallback, [at('11:00', '11:30')])).toEqual({ open: '10:00', close: '20:00' });
    expect(visibleHours(day, fallback, [at('08:45', '09:15')])).toEqual({ open: '08:00', close: '20:00' });
    expect(visibleHours(day, fallback, [at('21:10', '21:40'), at('07:00', '07:30')])).toEqual({ open: '07:00', close: '22:00' });
    expect(visibleHours(day, fallback, [at('23:30', '00:15', '2026-11-25')])).toEqual({ open: '10:00', close: '23:59' });
    expect(visibleHours(day, fallback, [at('20:00', '20:00')])).toEqual({ open: '10:00', close: '20:00' });
  });
});
