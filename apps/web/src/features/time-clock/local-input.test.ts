import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-input.ts';

// The edit dialog's datetime-local values are read on the store's clock, whatever zone the browser is in.
describe('datetime-local values on the store clock', () => {
  it.each([
    ['America/Los_Angeles', '2026-06-02T21:00', '2026-06-03T04:00:00.000Z'],
    ['America/Chicago', '2026-11-24T09:30', '2026-11-24T15:30:00.000Z'],
    // Spring forward in Chicago: 02:30 does not exist and moves past the jump (03:30 CDT).
    ['America/Chicago', '2026-03-08T02:30', '2026-03-08T08:30:00.000Z'],
    // Fall back in Los Angeles: 01:30 happens twice; the first (PDT) is meant.
    ['America/Los_Angeles', '2026-11-01T01:30', '2026-11-01T08:30:00.000Z'],
  ])('%s %s is %s', (zone, value, iso) => {
    expect(fromLocalInput(zone, value)).toBe(iso);
    if (!value.endsWith('02:30')) expect(toLocalInput(zone, iso)).toBe(value);
  });

  it('answers an empty string for an empty input', () => {
    expect(fromLocalInput('America/Chicago', '')).toBe('');
  });
});
