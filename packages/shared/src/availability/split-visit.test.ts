import { describe, expect, it } from 'vitest';
import type { BookableService } from './availability.ts';
import { BEARD, busy, CHI, CUT, input, local, shift, times, WED } from './availability.fixtures.ts';
import { computeSplitAvailability, isSplitVisit, type SplitAvailabilityInput, visitParts } from './split-visit.ts';

// Colour: 45 minutes applying, then 30 minutes developing (the colourist is free), so her part is 75 minutes.
const COLOUR: BookableService = {
  id: 'svc-colour',
  name: 'Colour',
  durationMinutes: 45,
  extraTimeMinutes: 0,
  processingGapMinutes: 30,
  skillSet: 'Colour',
};
const DANA = { id: 'dana', name: 'Dana', skills: ['Colour'] };
const MARCUS = { id: 'marcus', name: 'Marcus', skills: ['Cut', 'Beard'] };

/** The fixtures' Chicago Wednesday, with Dana and Marcus on 10:00-18:00 and colour (Dana) then cut (Marcus). */
function split(overrides: Partial<SplitAvailabilityInput>): SplitAvailabilityInput {
  const {
    services: _services,
    cutters: _cutters,
    ...day
  } = input({
    shifts: [shift(CHI, WED, '10:00', '18:00', 'dana'), shift(CHI, WED, '10:00', '18:00', 'marcus')],
  });
  const lines = [
    { service: COLOUR, cutter: DANA },
    { service: CUT, cutter: MARCUS },
  ];
  return { ...day, lines, ...overrides };
}

/** The cutter's time taken (or blocked) from..to on the Wednesday. */
const booked = (cutterId: string, from: string, to: string, kind: 'appointment' | 'block' = 'appointment') => ({
  busy: [busy(CHI, WED, from, to, kind, cutterId)],
});

const answerAt = (i: SplitAvailabilityInput, time: string) => {
  const out = computeSplitAvailability({ ...i, explain: true });
  const at = local(CHI, WED, time).getTime();
  if (out.slots.some((s) => s.start.getTime() === at)) return 'bookable';
  const r = out.refused?.find((x) => x.start.getTime() === at);
  return r ? `${r.cutterId}:${r.reason}` : 'not a candidate';
};

describe('visitParts: consecutive lines of one cutter make a part; parts run in sequence', () => {
  it.each([
    // lines (service, cutter), expected parts [cutter, offset, length, line indexes]
    [
      'one cutter',
      [
        [COLOUR, 'dana'],
        [CUT, 'dana'],
      ],
      [['dana', 0, 105, [0, 1]]],
    ],
    [
      'colour with Dana then a cut with Marcus',
      [
        [COLOUR, 'dana'],
        [CUT, 'marcus'],
      ],
      [
        ['dana', 0, 75, [0]],
        ['marcus', 75, 30, [1]],
      ],
    ],
    [
      'cut and beard with Marcus after the colour',
      [
        [COLOUR, 'dana'],
        [CUT, 'marcus'],
        [BEARD, 'marcus'],
      ],
      [
        ['dana', 0, 75, [0]],
        ['marcus', 75, 50, [1, 2]],
      ],
    ],
    [
      'back to Dana after the cut',
      [
        [COLOUR, 'dana'],
        [CUT, 'marcus'],
        [BEARD, 'dana'],
      ],
      [
        ['dana', 0, 75, [0]],
        ['marcus', 75, 30, [1]],
        ['dana', 105, 20, [2]],
      ],
    ],
  ] as const)('%s', (_name, lines, expected) => {
    const parts = visitParts(lines.map(([service, cutterId]) => ({ service, cutterId })));
    expect(parts.map((p) => [p.cutterId, p.offsetMinutes, p.lengthMinutes, p.lineIndexes])).toEqual(expected);
  });

  it('isSplitVisit: only when a line names another cutter than the one before', () => {
    expect(isSplitVisit(['dana'])).toBe(false);
    expect(isSplitVisit(['dana', 'dana'])).toBe(false);
    expect(isSplitVisit(['dana', 'marcus'])).toBe(true);
  });
});

describe('computeSplitAvailability: a start is bookable when each part fits its own cutter', () => {
  it('an ordinary day: Dana 10:00-11:15 then Marcus 11:15-11:45 first; the last start lets the cut end by 18:00', () => {
    const out = computeSplitAvailability(split({}));
    const starts = times(
      CHI,
      out.slots.map((s) => s.start),
    );
    expect(starts[0]).toBe('10:00');
    // Marcus's cut (minutes 75-105 of the visit) must end by 18:00, his shift's end: the visit starts by 16:15.
    // 10:00..16:15 every 15 minutes = 375 / 15 + 1 = 26 starts.
    expect(starts.at(-1)).toBe('16:15');
    expect(starts).toHaveLength(26);
    expect(out.slots[0]).toEqual({ start: local(CHI, WED, '10:00'), end: local(CHI, WED, '11:45'), cutterId: 'dana' });
  });

  it.each([
    // name, overrides, visit start asked about, expected answer
    ['Marcus is booked during the cut', booked('marcus', '11:30', '12:00'), '10:00', 'marcus:taken'],
    ['the cut lands right after Marcus is free', booked('marcus', '11:30', '12:00'), '10:45', 'bookable'],
    ['Marcus is booked during the colour, not the cut', booked('marcus', '10:00', '11:15'), '10:00', 'bookable'],
    ['Dana is booked while she applies the colour', booked('dana', '10:30', '10:40'), '10:00', 'dana:taken'],
    ['Dana takes someone else while the colour develops', booked('dana', '10:50', '11:10'), '10:00', 'bookable'],
    ['Dana is booked during the cut, which is not hers', booked('dana', '11:15', '11:45'), '10:00', 'bookable'],
    ['Marcus has a blocked slot at the cut', booked('marcus', '11:00', '11:30', 'block'), '10:00', 'marcus:blocked'],
    [
      'Marcus goes home before the cut ends',
      { shifts: [shift(CHI, WED, '10:00', '18:00', 'dana'), shift(CHI, WED, '10:00', '12:00', 'marcus')] },
      '10:30',
      'marcus:no_shift',
    ],
    [
      'Marcus is on only from 11:00, in time for the cut',
      { shifts: [shift(CHI, WED, '10:00', '18:00', 'dana'), shift(CHI, WED, '11:00', '18:00', 'marcus')] },
      '10:00',
      'bookable',
    ],
    ['Dana does not cut, and does not need to', {}, '12:00', 'bookable'],
    ['Marcus cannot colour, and does not need to', {}, '12:00', 'bookable'],
    [
      'the cut would need a skill its cutter lacks',
      {
        lines: [
          { service: COLOUR, cutter: DANA },
          { service: CUT, cutter: { ...MARCUS, skills: ['Beard'] } },
        ],
      },
      '12:00',
      'marcus:skill_missing',
    ],
    [
      'the cut would end after closing (shifts to 21:00)',
      { shifts: [shift(CHI, WED, '10:00', '21:00', 'dana'), shift(CHI, WED, '10:00', '21:00', 'marcus')] },
      '18:45',
      'marcus:closed',
    ],
    [
      'the colour part is refused first',
      { busy: [busy(CHI, WED, '10:00', '10:15', 'appointment', 'dana'), busy(CHI, WED, '11:15', '11:45', 'appointment', 'marcus')] },
      '10:00',
      'dana:taken',
    ],
    ['a start already gone', { now: local(CHI, WED, '12:07') }, '12:00', 'dana:past'],
  ] as const)('%s', (_name, overrides, time, expected) => {
    expect(answerAt(split(overrides as Partial<SplitAvailabilityInput>), time)).toBe(expected);
  });

  it('a closed day explains itself once, at local midnight, naming the first cutter', () => {
    const sunday = computeSplitAvailability(split({ from: '2026-06-14', to: '2026-06-14', explain: true }));
    expect(sunday.slots).toEqual([]);
    expect(sunday.refused).toEqual([{ start: local(CHI, '2026-06-14', '00:00'), cutterId: 'dana', reason: 'closed' }]);
  });
});
