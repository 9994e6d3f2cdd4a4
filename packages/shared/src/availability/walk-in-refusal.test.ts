import { describe, expect, it } from 'vitest';
import { walkInRefusalWords } from './walk-in-refusal.ts';

const CHICAGO = 'America/Chicago';
// 2027-06-09 20:40 UTC is 3:40 PM in Chicago (CDT, UTC-5).
const at340 = new Date('2027-06-09T20:40:00.000Z');

describe('walkInRefusalWords', () => {
  it.each([
    [
      'one service, next free today',
      ['Haircut'],
      { start: at340, cutterName: 'Dana' },
      'No cutter is free for Haircut now; the next free time is 3:40 PM with Dana.',
    ],
    [
      'two services',
      ['Haircut', 'Beard Trim'],
      { start: at340, cutterName: 'Sam' },
      'No cutter is free for Haircut and Beard Trim now; the next free time is 3:40 PM with Sam.',
    ],
    [
      'three services, nobody later today',
      ['Haircut', 'Colour', 'Beard Trim'],
      null,
      'No cutter is free for Haircut, Colour and Beard Trim now, and nobody has time for it later today.',
    ],
    ['no names', [], null, 'No cutter is free for these services now, and nobody has time for it later today.'],
  ])('%s', (_name, serviceNames, next, expected) => {
    expect(walkInRefusalWords({ timezone: CHICAGO, serviceNames, next })).toBe(expected);
  });
});
