// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { CalendarTimeScale } from '@salon/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarResource } from '../calendar.api.ts';
import type { CalEvent } from './calendar-view.tsx';
import { minutesInView, useDrawnWindow } from './use-drawn-window.ts';

const at = (h: number, m = 0) => new Date(2026, 10, 30, h, m);
const card = (id: string, resourceId: string, h: number, minutes = 30) =>
  ({ id, resourceId, start: at(h), end: new Date(at(h).getTime() + minutes * 60_000) }) as CalEvent;
const resources = [{ id: 'dana' }, { id: 'marcus' }] as CalendarResource[];
const events = [card('early', 'dana', 10), card('noon', 'dana', 12), card('late', 'marcus', 16), card('evening', 'marcus', 19)];

/** The calendar not yet in the page (no scroll position to read): the window is where the day opens. */
function drawnAt(scale: CalendarTimeScale, openAt: Date, enabled = true) {
  const root = { current: null };
  const { result } = renderHook(() =>
    useDrawnWindow(root, {
      enabled,
      resetKey: 'store|2026-11-30',
      resources,
      events,
      background: [],
      openAt,
      min: at(10),
      max: at(20),
      scale,
    }),
  );
  return result.current.drawnEvents.map((e) => e.id);
}

afterEach(cleanup);

describe('useDrawnWindow: the cards near the hours in view', () => {
  it('shows 100 minutes at the 5-minute scale and 187.5 at the 15-minute one (600 px)', () => {
    expect(minutesInView(5)).toBe(100);
    expect(minutesInView(15)).toBe(187.5);
  });

  it('draws the cards from one view above the opening to one below what it shows', () => {
    // 5-minute scale, opening at 10:00: 08:20 to 13:20.
    expect(drawnAt(5, at(10))).toEqual(['early', 'noon']);
    // 15-minute scale: 06:52 to 16:15, so the 16:00 card is drawn.
    expect(drawnAt(15, at(10))).toEqual(['early', 'noon', 'late']);
  });

  it('opens today around the current time', () => {
    // Now 18:00, opened an hour above it: 15:20 to 20:20 at the 5-minute scale.
    expect(drawnAt(5, at(17))).toEqual(['late', 'evening']);
  });

  it('draws every card of the day once a card has the focus (Tab must not skip the afternoon)', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="rbc-time-content"><div class="rbc-event" tabindex="0"><span>Card</span></div></div>';
    document.body.append(root);
    const { result } = renderHook(() =>
      useDrawnWindow(
        { current: root },
        { enabled: true, resetKey: 'k', resources, events, background: [], openAt: at(10), min: at(10), max: at(20), scale: 5 },
      ),
    );
    expect(result.current.drawnEvents.map((e) => e.id)).toEqual(['early', 'noon']);
    act(() => {
      root.querySelector('span')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(result.current.drawnEvents.map((e) => e.id)).toEqual(['early', 'noon', 'late', 'evening']);
    root.remove();
  });

  it('draws every card when the window is off (week view, one column)', () => {
    expect(drawnAt(5, at(10), false)).toEqual(['early', 'noon', 'late', 'evening']);
  });
});
