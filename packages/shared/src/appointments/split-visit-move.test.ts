import { describe, expect, it } from 'vitest';
import { copyCutters, planVisitMove, type VisitPartTime } from './split-visit-move.ts';

const at = (hhmm: string) => new Date(`2027-03-10T${hhmm}:00Z`);
const part = (id: string, cutterId: string, from: string, to: string): VisitPartTime => ({ id, cutterId, start: at(from), end: at(to) });
const show = (parts: VisitPartTime[]) =>
  parts.map((p) => `${p.id}:${p.cutterId}@${p.start.toISOString().slice(11, 16)}-${p.end.toISOString().slice(11, 16)}`);

// Colour with Dana 11:00-12:00, the cut with Marcus 12:00-12:30.
const colourThenCut = [part('visit', 'dana', '11:00', '12:00'), part('cut', 'marcus', '12:00', '12:30')];
// Dana colours, Marcus cuts, Dana finishes: two parts of one cutter.
const danaTwice = [
  part('visit', 'dana', '11:00', '11:30'),
  part('cut', 'marcus', '11:30', '12:00'),
  part('finish', 'dana', '12:00', '12:30'),
];

describe('planVisitMove', () => {
  it.each([
    [
      'the visit dragged 2 hours later: later parts written first',
      colourThenCut,
      { id: 'visit', start: at('13:00'), cutterId: 'dana' },
      ['cut:marcus@14:00-14:30', 'visit:dana@13:00-14:00'],
    ],
    [
      'the cut dragged 1 hour earlier moves the colour with it: earlier parts first',
      colourThenCut,
      { id: 'cut', start: at('11:00'), cutterId: 'marcus' },
      ['visit:dana@10:00-11:00', 'cut:marcus@11:00-11:30'],
    ],
    [
      'the cut dragged to Lee only: nothing else moves',
      colourThenCut,
      { id: 'cut', start: at('12:00'), cutterId: 'lee' },
      ['visit:dana@11:00-12:00', 'cut:lee@12:00-12:30'],
    ],
    [
      'a later time and another cutter at once',
      colourThenCut,
      { id: 'cut', start: at('12:30'), cutterId: 'lee' },
      ['cut:lee@12:30-13:00', 'visit:dana@11:30-12:30'],
    ],
    [
      "one cutter's two parts 30 minutes later: her second part first, off the first's new time",
      danaTwice,
      { id: 'visit', start: at('11:30'), cutterId: 'dana' },
      ['finish:dana@12:30-13:00', 'cut:marcus@12:00-12:30', 'visit:dana@11:30-12:00'],
    ],
    [
      "one cutter's two parts 30 minutes earlier: her first part first",
      danaTwice,
      { id: 'finish', start: at('11:30'), cutterId: 'dana' },
      ['visit:dana@10:30-11:00', 'cut:marcus@11:00-11:30', 'finish:dana@11:30-12:00'],
    ],
  ])('%s', (_name, parts, moved, expected) => {
    expect(show(planVisitMove(parts, moved))).toEqual(expected);
  });

  it('refuses a part that is not in the visit', () => {
    expect(() => planVisitMove(colourThenCut, { id: 'stranger', start: at('13:00'), cutterId: 'dana' })).toThrow(
      'part stranger is not in the visit',
    );
  });
});

describe('copyCutters', () => {
  it.each([
    ['a one-cutter visit keeps its cutter and names no lines', 'marcus', [], { cutterId: 'marcus' }],
    [
      'colour with Dana then the cut with Marcus',
      'dana',
      [
        { cutterId: 'dana', services: ['Colour'] },
        { cutterId: 'marcus', services: ['Cut'] },
      ],
      { cutterId: 'dana', lineCutterIds: [null, 'marcus'] },
    ],
    [
      'two lines in a part and a return to the first cutter',
      'dana',
      [
        { cutterId: 'dana', services: ['Colour', 'Toner'] },
        { cutterId: 'marcus', services: ['Cut'] },
        { cutterId: 'dana', services: ['Blow-dry'] },
      ],
      { cutterId: 'dana', lineCutterIds: [null, null, 'marcus', null] },
    ],
    [
      "the first part's cutter wins over the row's (the calendar copies a part)",
      'marcus',
      [
        { cutterId: 'dana', services: ['Colour'] },
        { cutterId: 'marcus', services: ['Cut'] },
      ],
      { cutterId: 'dana', lineCutterIds: [null, 'marcus'] },
    ],
  ])('%s', (_name, cutterId, parts, expected) => {
    expect(copyCutters(cutterId, parts)).toEqual(expected);
  });
});
