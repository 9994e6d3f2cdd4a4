import { describe, expect, it } from 'vitest';
import {
  freedByNoShow,
  fitsWishWindow,
  offerExpiry,
  offerOpen,
  WAITLIST_OFFER_HOLD_MINUTES,
  waitlistOfferStart,
  type WaitlistWish,
} from './waitlist-rules.ts';

const wish = (over: Partial<WaitlistWish> = {}): WaitlistWish => ({
  date: '2026-03-10',
  windowStartMinutes: 600, // 10:00
  windowEndMinutes: 720, // 12:00
  durationMinutes: 45,
  cutterId: null,
  ...over,
});
const freed = { date: '2026-03-10', startMinutes: 630, endMinutes: 690, cutterId: 'marcus' }; // 10:30-11:30

describe('waitlistOfferStart', () => {
  it.each([
    ['freed time inside the window, anyone', wish(), freed, 630],
    ['the wished cutter is the freed one', wish({ cutterId: 'marcus' }), freed, 630],
    ['another cutter was wished', wish({ cutterId: 'dana' }), freed, null],
    ['another date', wish({ date: '2026-03-11' }), freed, null],
    ['visit longer than the freed hour', wish({ durationMinutes: 61 }), freed, null],
    ['visit exactly the freed hour', wish({ durationMinutes: 60 }), freed, 630],
    ['window opens inside the freed time: start at the window', wish({ windowStartMinutes: 645 }), freed, 645],
    ['window opens late: 45 min from 10:50 overruns 11:30', wish({ windowStartMinutes: 650 }), freed, null],
    ['window closes inside the freed time: 10:30 + 45 = 11:15 fits 11:15', wish({ windowEndMinutes: 675 }), freed, 630],
    ['window closes one minute too early', wish({ windowEndMinutes: 674 }), freed, null],
    ['window entirely before the freed time', wish({ windowStartMinutes: 480, windowEndMinutes: 600 }), freed, null],
    ['freed time starts before the window: start at 10:00', wish(), { ...freed, startMinutes: 540 }, 600],
  ])('%s', (_name, w, f, expected) => {
    expect(waitlistOfferStart(w, f)).toBe(expected);
  });
});

describe('offer hold', () => {
  const now = new Date('2026-03-10T09:00:00.000Z');
  it('holds for WAITLIST_OFFER_HOLD_MINUTES (15)', () => {
    expect(WAITLIST_OFFER_HOLD_MINUTES).toBe(15);
    expect(offerExpiry(now).toISOString()).toBe('2026-03-10T09:15:00.000Z');
  });
  it.each([
    ['a minute before expiry', '2026-03-10T09:14:00.000Z', true],
    ['at expiry', '2026-03-10T09:15:00.000Z', false],
    ['after expiry', '2026-03-10T09:16:00.000Z', false],
  ])('%s', (_n, at, open) => {
    expect(offerOpen(offerExpiry(now), new Date(at))).toBe(open);
  });
  it('no offer is never open', () => expect(offerOpen(null, now)).toBe(false));
});

describe('fitsWishWindow (window 10:00-12:00)', () => {
  const window = { windowStartMinutes: 600, windowEndMinutes: 720 };
  it.each([
    ['10:00 for 45 min', 600, 45, true],
    ['9:45 starts before the window', 585, 45, false],
    ['11:15 for 45 ends exactly at 12:00', 675, 45, true],
    ['11:16 for 45 ends a minute late', 676, 45, false],
    ['10:00 for the whole 120 minutes', 600, 120, true],
    ['10:00 for 121 minutes', 600, 121, false],
  ])('%s', (_n, start, minutes, fits) => expect(fitsWishWindow(window, start, minutes)).toBe(fits));
});

describe('freedByNoShow (visit 11:00-12:00 UTC)', () => {
  const visit = { start: new Date('2026-12-01T11:00:00Z'), end: new Date('2026-12-01T12:00:00Z') };
  const at = (time: string) => new Date(`2026-12-01T${time}Z`);
  it.each([
    ['10:59:00', '11:00', 'before the start (the server refuses it anyway): the whole visit'],
    ['11:00:00', '11:00', 'at the start: the whole visit'],
    ['11:07:00', '11:10', 'seven minutes in: from 11:10'],
    ['11:10:00', '11:10', 'on a whole 5 minutes: from then'],
    ['11:10:01', '11:15', 'a second past: the next 5 minutes'],
    ['11:55:00', '11:55', 'five minutes left: those five'],
  ])('marked at %s frees from %s (%s)', (now, from) => {
    expect(freedByNoShow(visit, at(now))).toEqual({ start: at(`${from}:00`), end: visit.end });
  });
  it.each([['11:55:01'], ['12:00:00'], ['13:00:00']])('marked at %s frees nothing (under 5 minutes left)', (now) => {
    expect(freedByNoShow(visit, at(now))).toBeNull();
  });
});
