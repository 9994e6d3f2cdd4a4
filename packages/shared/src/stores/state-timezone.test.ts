import { describe, expect, it } from 'vitest';
import { timezoneOfUsState } from './state-timezone.ts';
import { US_STATE_CODES } from './us-states.ts';

describe('timezoneOfUsState', () => {
  it.each([
    ['IL', 'America/Chicago'],
    ['il', 'America/Chicago'],
    ['CA', 'America/Los_Angeles'],
    ['NY', 'America/New_York'],
    ['DC', 'America/New_York'],
    ['CO', 'America/Denver'],
    ['AZ', 'America/Phoenix'],
    ['AK', 'America/Anchorage'],
    ['HI', 'Pacific/Honolulu'],
    ['IN', 'America/New_York'],
    ['TX', 'America/Chicago'],
    ['OR', 'America/Los_Angeles'],
  ])('%s keeps %s', (state, zone) => {
    expect(timezoneOfUsState(state)).toBe(zone);
  });

  it('knows every state the address accepts', () => {
    expect(US_STATE_CODES.filter((state) => timezoneOfUsState(state) === null)).toEqual([]);
  });

  it.each([[''], ['ZZ'], [null], [undefined]])('has no zone for %s', (state) => {
    expect(timezoneOfUsState(state)).toBeNull();
  });
});
