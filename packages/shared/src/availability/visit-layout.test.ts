import { describe, expect, it } from 'vitest';
import { type BookableService, computeAvailability } from './availability.ts';
import { CHI, CUT, input, local, reasonAt, WED } from './availability.fixtures.ts';
import { checkBooking } from './booking-check.ts';
import { blockedSegments, heldIntervals, visitLayout } from './visit-layout.ts';

// Colour: 30 min application, 40 min processing (the cutter is free), 15 min rinse; 10 min set-up before.
const COLOUR: BookableService = {
  id: 'svc-colour',
  name: 'Colour',
  durationMinutes: 30,
  processingGapMinutes: 40,
  extraTimeMinutes: 15,
  bufferBeforeMinutes: 10,
  skillSet: 'Cut',
};

describe('visitLayout and blockedSegments: which minutes hold the cutter', () => {
  it.each([
    ['a plain cut', [CUT], { beforeMinutes: 0, lengthMinutes: 30, free: [] }, [{ start: 0, end: 30 }]],
    [
      'colour: set-up, application, processing free, rinse',
      [COLOUR],
      { beforeMinutes: 10, lengthMinutes: 85, free: [{ start: 30, end: 70 }] },
      [
        { start: -10, end: 30 },
        { start: 70, end: 85 },
      ],
    ],
    [
      'colour then cut: processing of the first service only',
      [COLOUR, CUT],
      { beforeMinutes: 10, lengthMinutes: 115, free: [{ start: 30, end: 70 }] },
      [
        { start: -10, end: 30 },
        { start: 70, end: 115 },
      ],
    ],
    [
      'processing at the very end (no extra time): the visit ends free',
      [{ ...COLOUR, extraTimeMinutes: 0, bufferBeforeMinutes: 0 }],
      { beforeMinutes: 0, lengthMinutes: 70, free: [{ start: 30, end: 70 }] },
      [{ start: 0, end: 30 }],
    ],
    [
      'two processing services in a row keep two windows',
      [
        { ...COLOUR, bufferBeforeMinutes: 5 },
        { ...COLOUR, durationMinutes: 10, processingGapMinutes: 20, extraTimeMinutes: 5, bufferBeforeMinutes: 0 },
      ],
      {
        beforeMinutes: 5,
        lengthMinutes: 120,
        free: [
          { start: 30, end: 70 },
          { start: 95, end: 115 },
        ],
      },
      [
        { start: -5, end: 30 },
        { start: 70, end: 95 },
        { start: 115, end: 120 },
      ],
    ],
  ])('%s', (_name, services, layout, held) => {
    expect(visitLayout(services)).toEqual(layout);
    expect(blockedSegments(layout)).toEqual(held);
  });

  it('a stretched or shortened appointment keeps its windows inside its span', () => {
    const start = new Date('2026-06-10T15:00:00Z');
    // Shortened to 50 minutes: the window 30-70 is cut at the end, nothing held after it.
    expect(heldIntervals(start, new Date('2026-06-10T15:50:00Z'), 0, [{ start: 30, end: 70 }])).toEqual([
      { start: start, end: new Date('2026-06-10T15:30:00Z') },
    ]);
    expect(heldIntervals(start, new Date('2026-06-10T16:30:00Z'), 10, [{ start: 30, end: 70 }])).toEqual([
      { start: new Date('2026-06-10T14:50:00Z'), end: new Date('2026-06-10T15:30:00Z') },
      { start: new Date('2026-06-10T16:10:00Z'), end: new Date('2026-06-10T16:30:00Z') },
    ]);
  });
});

describe('computeAvailability with processing time and buffers', () => {
  // Sam has a colour 10:00-11:25 (set-up 09:50): held 09:50-10:30 and 11:10-11:25, free 10:30-11:10.
  const colourHeld = heldIntervals(local(CHI, WED, '10:00'), local(CHI, WED, '11:25'), 10, [{ start: 30, end: 70 }]).map((h) => ({
    cutterId: 'sam',
    kind: 'appointment' as const,
    ...h,
  }));
  const shifts = [{ cutterId: 'sam', start: local(CHI, WED, '09:30'), end: local(CHI, WED, '18:00') }];

  it.each([
    ['a cut inside the processing window', [CUT], '10:30', 'bookable'],
    ['a cut ending exactly when the rinse starts', [CUT], '10:40', 'bookable'],
    ['a cut running into the rinse', [CUT], '10:45', 'taken'],
    ['a cut during the application', [CUT], '10:15', 'taken'],
    ['a cut right after the rinse', [CUT], '11:25', 'bookable'],
    // A new colour at 11:35 needs set-up from 11:25: free; at 11:30 its set-up meets the rinse.
    ['a colour whose set-up meets the rinse', [COLOUR], '11:30', 'taken'],
    ['a colour whose set-up follows the rinse', [COLOUR], '11:35', 'bookable'],
    // Two colours overlap in their processing windows only: the second's application runs in the first's processing.
    ["a second colour applied during the first one's processing", [{ ...COLOUR, bufferBeforeMinutes: 0 }], '10:30', 'bookable'],
  ])('%s at %s', (_name, services, time, expected) => {
    const i = input({ services, shifts, busy: colourHeld });
    expect(reasonAt(i, CHI, WED, time)).toBe(expected);
  });

  it('the set-up buffer needs the cutter on shift; the visit itself must be in opening hours', () => {
    // Shift from 10:00: a colour at 10:00 would need set-up from 09:50.
    const i = input({ services: [COLOUR] });
    expect(reasonAt(i, CHI, WED, '10:00')).toBe('no_shift');
    expect(reasonAt(i, CHI, WED, '10:15')).toBe('bookable');
  });

  it('checkBooking names the held appointment part in the way, not the processing window', () => {
    const check = checkBooking({
      ...input({ services: [CUT], shifts, busy: colourHeld }),
      cutter: { id: 'sam', name: 'Sam', skills: ['Cut'] },
      start: local(CHI, WED, '10:50'),
    });
    expect(check.reason).toBe('taken');
    expect(check.conflict).toEqual({ start: local(CHI, WED, '11:10'), end: local(CHI, WED, '11:25'), kind: 'appointment' });
    const ok = checkBooking({
      ...input({ services: [CUT], shifts, busy: colourHeld }),
      cutter: { id: 'sam', name: 'Sam', skills: ['Cut'] },
      start: local(CHI, WED, '10:35'),
    });
    expect(ok.reason).toBeNull();
  });

  it('a day of slots: a cut is offered through the processing window', () => {
    const slots = computeAvailability(input({ services: [CUT], shifts, busy: colourHeld })).slots.map((s) => s.start.getTime());
    const at = (t: string) => local(CHI, WED, t).getTime();
    expect(slots).toContain(at('10:30'));
    expect(slots).not.toContain(at('10:15'));
    expect(slots).not.toContain(at('10:45'));
    expect(slots).not.toContain(at('10:00'));
  });
});
