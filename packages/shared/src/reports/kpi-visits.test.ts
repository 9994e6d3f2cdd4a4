import { describe, expect, it } from 'vitest';
import {
  bookedMinutes,
  clientsServed,
  type KpiShift,
  type KpiVisit,
  newAndReturning,
  noShowRateBasisPoints,
  prebook,
  retention,
  shiftMinutes,
  utilisationBasisPoints,
  visitCounts,
} from './kpi-visits.ts';

const H = 3_600_000;
const D = 24 * H;
const T0 = Date.UTC(2026, 2, 1, 15); // 1 March 2026 15:00 UTC
const visit = (
  customerId: string | null,
  status: KpiVisit['status'],
  startsAt: number,
  minutes = 30,
  createdAt = startsAt - 7 * D,
): KpiVisit => ({
  customerId,
  cutterId: 'c1',
  status,
  startsAt,
  endsAt: startsAt + minutes * 60_000,
  createdAt,
});

describe('visit counts, no-show rate and utilisation', () => {
  // Range: 6 appointments: 3 served (30+45+60 min), 1 no-show (30), 1 cancelled (60), 1 booked ahead (30), 1 pending hold (20).
  const inRange = [
    visit('a', 'checked_out', T0, 30),
    visit('b', 'completed', T0 + H, 45),
    visit(null, 'checkout', T0 + 2 * H, 60),
    visit('c', 'no_show', T0 + 3 * H, 30),
    visit('d', 'cancelled', T0 + 4 * H, 60),
    visit('e', 'booked', T0 + 5 * H, 30),
    visit('f', 'pending', T0 + 6 * H, 20),
  ];
  const shifts: KpiShift[] = [
    { employeeId: 'c1', status: 'active', startsAt: T0, endsAt: T0 + 8 * H },
    { employeeId: 'c2', status: 'active', startsAt: T0, endsAt: T0 + 4 * H },
    { employeeId: 'c3', status: 'draft', startsAt: T0, endsAt: T0 + 8 * H },
  ];
  it('counts by status', () => {
    expect(visitCounts(inRange)).toEqual({ booked: 4, served: 3, noShows: 1, cancelled: 1 });
  });
  it('no-show rate = 1 / (3 + 1)', () => expect(noShowRateBasisPoints(visitCounts(inRange))).toBe(2500));
  it('booked minutes leave out cancelled, no-show and holds; shift minutes leave out drafts', () => {
    expect(bookedMinutes(inRange)).toBe(30 + 45 + 60 + 30);
    expect(shiftMinutes(shifts)).toBe(480 + 240);
    expect(utilisationBasisPoints(inRange, shifts)).toBe(2292); // 165 / 720 = 22.916%
  });
  it('utilisation is null without published shifts', () => expect(utilisationBasisPoints(inRange, [])).toBeNull());
  it('guests are not clients', () => expect(clientsServed(inRange)).toBe(2));
});

describe('new vs returning (prior 12 months)', () => {
  // a: seen 200 days before -> returning; b: seen 400 days before only -> new; c: first ever -> new;
  // d: seen before but only a no-show -> new.
  const inRange = [
    visit('a', 'checked_out', T0),
    visit('b', 'checked_out', T0),
    visit('c', 'checked_out', T0),
    visit('d', 'checked_out', T0),
  ];
  const history = [
    ...inRange,
    visit('a', 'checked_out', T0 - 200 * D),
    visit('b', 'checked_out', T0 - 400 * D),
    visit('d', 'no_show', T0 - 10 * D),
  ];
  it('splits the clients', () => expect(newAndReturning(inRange, history)).toEqual({ newClients: 3, returningClients: 1 }));
});

describe('prebook', () => {
  // a: next visit created 2 h after the visit -> prebooked; b: created 30 h after -> not;
  // c: created before the visit -> prebooked; d: prebooked but later cancelled -> not; e: nothing ahead -> not.
  const inRange = ['a', 'b', 'c', 'd', 'e'].map((id) => visit(id, 'checked_out', T0));
  const history = [
    ...inRange,
    visit('a', 'booked', T0 + 30 * D, 30, T0 + 2 * H),
    visit('b', 'booked', T0 + 30 * D, 30, T0 + 30 * H),
    visit('c', 'booked', T0 + 30 * D, 30, T0 - D),
    visit('d', 'cancelled', T0 + 30 * D, 30, T0 + H),
  ];
  it('is 2 of 5', () => expect(prebook(inRange, history)).toEqual({ prebooked: 2, clients: 5, rateBasisPoints: 4000 }));
});

describe('retention at 90 days', () => {
  const asOf = T0 + 120 * D;
  // a: back after 60 days -> retained; b: back after 100 days -> not; c: visit 100 days before asOf... at T0+20D
  // -> eligible (100 >= 90), no return -> not; d: first visit 30 days before asOf -> not eligible; e: only a
  // no-show afterwards -> not.
  const inRange = [
    visit('a', 'checked_out', T0),
    visit('b', 'checked_out', T0),
    visit('c', 'checked_out', T0 + 20 * D),
    visit('d', 'checked_out', T0 + 90 * D),
    visit('e', 'checked_out', T0),
  ];
  const history = [
    ...inRange,
    visit('a', 'checked_out', T0 + 60 * D),
    visit('b', 'checked_out', T0 + 100 * D),
    visit('e', 'no_show', T0 + 10 * D),
  ];
  it('is 1 of 4 eligible', () =>
    expect(retention(inRange, history, 90, asOf)).toEqual({ retained: 1, eligible: 4, rateBasisPoints: 2500 }));
  it('at 120 days b returns too but only visits 120 days old count', () =>
    expect(retention(inRange, history, 120, asOf)).toEqual({ retained: 2, eligible: 3, rateBasisPoints: 6667 }));
});
