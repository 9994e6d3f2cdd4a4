import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CALENDAR,
  CHICAGO_TIMEZONE,
  DEFAULT_THEME,
  DEFAULT_TIMEZONE,
  MAX_LENGTHS,
  STORAGE_KEYS,
  THEMES,
  TIMEZONE_MAP,
} from './constants.ts';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

describe('constants', () => {
  it.each([...Object.entries(TIMEZONE_MAP), ['default', DEFAULT_TIMEZONE], ['chicago', CHICAGO_TIMEZONE]])(
    '%s maps to a real IANA zone (%s)',
    (_abbreviation, zone) => {
      expect(isTimeZone(zone)).toBe(true);
    },
  );

  it('orders breakpoints from xs to xl', () => {
    const widths = Object.values(BREAKPOINTS);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });

  it.each([
    ['tenantId', 'tenant_id'],
    ['accessToken', 'accessToken'],
    ['unauthorizedErrorMessage', 'unauthorizedErrorMessage'],
  ] as const)('stores %s under the spec spelling %s', (key, spelling) => {
    expect(STORAGE_KEYS[key]).toBe(spelling);
  });

  it('keeps the spec limits', () => {
    expect(MAX_LENGTHS).toEqual({ email: 64, loginPassword: 64, mobile: 12, search: 50, pin: 6 });
    expect(CALENDAR.slotIntervals).toEqual([5, 10, 15, 20]);
    expect(THEMES).toContain(DEFAULT_THEME);
  });
});
